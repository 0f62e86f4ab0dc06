import { IM_TEXT_MAX_CHARS } from 'shared-sdk/constants';
import { draftRefusal, type SendDraft } from './send';

const ME = 100;
const text = (t: string, friendId = 7): SendDraft => ({ friendId, kind: 'text', text: t });

test.each<[string, SendDraft, string | null]>([
  ['a text', text('hi'), null],
  ['white space only', text('  \n '), 'chat:send.empty'],
  ['the limit in emoji (4,000 UTF-16 units)', text('😀'.repeat(IM_TEXT_MAX_CHARS)), null],
  ['one emoji over the limit', text('😀'.repeat(IM_TEXT_MAX_CHARS + 1)), 'chat:send.too_long'],
  ['the limit with white space around', text(` ${'x'.repeat(IM_TEXT_MAX_CHARS)} `), null],
  ['to yourself', text('me', ME), 'chat:send.self'],
  ['a picture', { friendId: 7, kind: 'picture', url: '/uploads/a.png' }, null],
  ['a picture without its url', { friendId: 7, kind: 'picture', url: '' }, 'chat:send.empty'],
  ['a picture to yourself', { friendId: ME, kind: 'picture', url: '/u/a.png' }, 'chat:send.self'],
])('%s', (_name, draft, key) => {
  expect(draftRefusal(draft, ME)?.key ?? null).toBe(key);
});

test('a text over the limit says the limit', () => {
  expect(draftRefusal(text('x'.repeat(IM_TEXT_MAX_CHARS + 1)), ME)).toEqual({
    key: 'chat:send.too_long',
    values: { count: IM_TEXT_MAX_CHARS },
  });
});
