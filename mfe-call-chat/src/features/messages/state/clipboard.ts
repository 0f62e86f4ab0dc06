/**
 * spec 2 §8 "Clipboard copy shows 'Successful copy' for long text, else '{text} is already on the
 * clipboard.'" The spec does not say where "long" starts: here, a text a person would not read
 * back in one glance in a toast — more than 20 characters (counted as a person counts them: an
 * emoji is one).
 */
export const COPY_SHORT_TEXT_MAX_CHARS = 20;

export function isLongCopy(text: string): boolean {
  return [...text].length > COPY_SHORT_TEXT_MAX_CHARS;
}
