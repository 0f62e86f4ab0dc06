import { IM_TEXT_MAX_CHARS } from '../constants/chat';

/**
 * The one length rule of a chat text, applied by the composer (its counter, the Send button), the
 * device's message store (before anything is queued) and the backend (`im/v1/send`, 21001 and
 * 21002): Unicode code points of the text with its leading and trailing white space trimmed.
 * Code points, not UTF-16 units: an emoji such as 😀 is one, as a person counts it (👍🏽 is two,
 * a hand and a skin tone); not grapheme clusters, whose bounds depend on the Unicode version of
 * each engine, so a browser and the server could disagree at the limit.
 */
export function chatTextLength(text: string): number {
  let n = 0;
  // for…of walks code points (a surrogate pair is one step) without building an array.
  for (const _ of text.trim()) n++;
  return n;
}

/** Why a text cannot be sent ('empty', 'tooLong' over IM_TEXT_MAX_CHARS), or null when it can. */
export function chatTextProblem(
  text: string,
  max: number = IM_TEXT_MAX_CHARS,
): 'empty' | 'tooLong' | null {
  const n = chatTextLength(text);
  if (n === 0) return 'empty';
  return n > max ? 'tooLong' : null;
}
