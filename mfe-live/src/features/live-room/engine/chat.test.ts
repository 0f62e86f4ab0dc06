import { LIVE_CHAT_MAX_CHARS, MESSAGE_SCROLL_LOCK_MS } from 'shared-sdk';
import { LIVE_MESSAGES_KEPT } from '../constants';
import { autoScrollAllowed, chatKeyAction, prepareChat, pushMessage, truncateChat } from './chat';
import type { LiveMessage } from './types';

const a = (n: number) => 'a'.repeat(n);
const EMOJI = '😀'; // two UTF-16 units

describe('chat text (spec 3 §5: 100 characters, truncated; empty not sent)', () => {
  it.each<[string, string, ReturnType<typeof prepareChat>]>([
    ['a short message is sent as typed', 'hello', { ok: true, content: 'hello' }],
    ['spaces around are trimmed', '  hi there  ', { ok: true, content: 'hi there' }],
    ['empty is refused', '', { ok: false, reason: 'empty' }],
    ['blank is refused', ' \n\t ', { ok: false, reason: 'empty' }],
    ['exactly 100 is kept whole', a(100), { ok: true, content: a(100) }],
    ['101 is cut to 100', a(101), { ok: true, content: a(100) }],
    ['a long paste is cut to 100', a(5_000), { ok: true, content: a(100) }],
    ['line breaks become spaces', 'one\r\ntwo\nthree', { ok: true, content: 'one two three' }],
    ['an emoji across the limit is left out whole', a(99) + EMOJI, { ok: true, content: a(99) }],
    ['an emoji inside the limit stays', a(98) + EMOJI + 'b', { ok: true, content: a(98) + EMOJI }],
  ])('%s', (_rule, text, result) => {
    expect(prepareChat(text)).toEqual(result);
  });

  it('never more than the limit, never half a pair', () => {
    for (let n = 95; n <= 105; n++) {
      const cut = truncateChat(a(n % 2) + EMOJI.repeat(60));
      expect(cut.length).toBeLessThanOrEqual(LIVE_CHAT_MAX_CHARS);
      expect(() => encodeURIComponent(cut)).not.toThrow(); // a lone surrogate throws
    }
  });
});

describe('Enter sends', () => {
  it.each([
    [{ key: 'Enter' }, 'send'],
    [{ key: 'Enter', isComposing: false }, 'send'],
    [{ key: 'Enter', isComposing: true }, 'none'],
    [{ key: 'a' }, 'none'],
    [{ key: 'Tab' }, 'none'],
  ])('%j → %p', (e, action) => {
    expect(chatKeyAction(e)).toBe(action);
  });
});

describe('scroll lock (spec 3 §9: 5 s)', () => {
  it.each([
    [10_000, null, true],
    [10_000, 10_000, false],
    [10_000 + MESSAGE_SCROLL_LOCK_MS - 1, 10_000, false],
    [10_000 + MESSAGE_SCROLL_LOCK_MS, 10_000, true],
  ])('now %p, scrolled at %p → follows %p', (now, at, follows) => {
    expect(autoScrollAllowed(now, at)).toBe(follows);
  });
});

describe('the message list', () => {
  const line = (seq: number): LiveMessage => ({
    seq,
    action: 'chat',
    userId: 1,
    userName: 'u',
    text: `m${seq}`,
  });
  it('keeps the last LIVE_MESSAGES_KEPT lines', () => {
    let list: LiveMessage[] = [];
    for (let i = 1; i <= LIVE_MESSAGES_KEPT + 5; i++) list = pushMessage(list, line(i));
    expect(list).toHaveLength(LIVE_MESSAGES_KEPT);
    expect(list[0]?.seq).toBe(6);
    expect(list.at(-1)?.seq).toBe(LIVE_MESSAGES_KEPT + 5);
  });
});
