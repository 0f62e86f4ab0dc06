/**
 * Live chat rules (spec 3 §5 "Live chat", §9): at most LIVE_CHAT_MAX_CHARS characters (longer
 * text is cut), an empty message is not sent, Enter sends; the list stops following new lines
 * for MESSAGE_SCROLL_LOCK_MS after the viewer scrolls it.
 */
import { LIVE_CHAT_MAX_CHARS, MESSAGE_SCROLL_LOCK_MS } from 'shared-sdk/constants';
import { LIVE_MESSAGES_KEPT } from '../constants';
import type { LiveMessage } from './types';

/**
 * Cuts `text` to LIVE_CHAT_MAX_CHARS UTF-16 units (what String.length and the server count)
 * without splitting an emoji's surrogate pair, so the cut text is valid and within the limit
 * however the characters are counted.
 */
export function truncateChat(text: string): string {
  if (text.length <= LIVE_CHAT_MAX_CHARS) return text;
  let end = LIVE_CHAT_MAX_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1; // a pair's first half would be cut off alone
  return text.slice(0, end);
}

export type ChatCheck = { ok: true; content: string } | { ok: false; reason: 'empty' };

/** What is sent for the input's text: one line, trimmed, cut to the limit; blank is refused. */
export function prepareChat(text: string): ChatCheck {
  const content = truncateChat(text.replace(/[\r\n]+/g, ' ').trim()).trim();
  return content ? { ok: true, content } : { ok: false, reason: 'empty' };
}

/** Enter sends, except while an input method is composing a character (CJK and others). */
export function chatKeyAction(e: { key: string; isComposing?: boolean }): 'send' | 'none' {
  return e.key === 'Enter' && !e.isComposing ? 'send' : 'none';
}

/** The list follows new messages unless the viewer scrolled it in the last MESSAGE_SCROLL_LOCK_MS. */
export function autoScrollAllowed(now: number, lastUserScrollAt: number | null): boolean {
  return lastUserScrollAt === null || now - lastUserScrollAt >= MESSAGE_SCROLL_LOCK_MS;
}

/** Adds a line to the room's list, keeping the last LIVE_MESSAGES_KEPT. */
/** Whether a line with this server id is in the list already (a reconnect's replay, a double). */
export function hasMessage(messages: readonly LiveMessage[], id: string | undefined): boolean {
  return id !== undefined && messages.some((m) => m.id === id);
}

export function pushMessage(messages: readonly LiveMessage[], message: LiveMessage): LiveMessage[] {
  return [...messages, message].slice(-LIVE_MESSAGES_KEPT);
}
