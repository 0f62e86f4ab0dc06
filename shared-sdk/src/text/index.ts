/** Words that, with angle brackets in the same name, mark markup injection (spec 1 §5). */
const MARKUP_WORDS = /script|img|src|href|video|iframe|style/i;
const ANGLE_BRACKETS = /[<>]/g;

/**
 * Spec 1 §5: user names containing angle brackets together with words such as script, img,
 * src, href, video, iframe or style have the angle brackets replaced by asterisks; any other
 * name is returned unchanged. (React escapes text anyway; this keeps names shown in places
 * that are not React, such as notifications and copied text, harmless and matches the spec.)
 */
export function sanitizeUserName(name: string | null | undefined): string {
  if (name === null || name === undefined) return '';
  const text = String(name);
  if (!/[<>]/.test(text) || !MARKUP_WORDS.test(text)) return text;
  return text.replace(ANGLE_BRACKETS, '*');
}

export { formatBadge } from './formatBadge';
