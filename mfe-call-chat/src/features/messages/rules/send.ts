import { chatTextProblem } from 'shared-sdk/chat';
import { IM_TEXT_MAX_CHARS } from 'shared-sdk/constants';

/** A message the user sends: a text, or a picture already uploaded through the upload API. */
export type SendDraft =
  | { friendId: number; kind: 'text'; text: string }
  | { friendId: number; kind: 'picture'; url: string; width?: number; height?: number };

/**
 * Why a draft cannot be sent, as an i18n key (namespace `chat`), or null: an empty text or
 * picture, a text over the limit (the one length rule, `chatTextProblem`, that the composer and
 * the server apply too), or a message to yourself. Nothing is queued then: the typed text stays.
 */
export function draftRefusal(
  d: SendDraft,
  me: number,
): { key: string; values?: Record<string, string | number> } | null {
  if (d.kind === 'text') {
    const problem = chatTextProblem(d.text);
    if (problem === 'empty') return { key: 'chat:send.empty' };
    if (problem === 'tooLong')
      return { key: 'chat:send.too_long', values: { count: IM_TEXT_MAX_CHARS } };
  } else if (!d.url) return { key: 'chat:send.empty' };
  if (d.friendId === me) return { key: 'chat:send.self' };
  return null;
}
