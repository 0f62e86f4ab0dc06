import { IM_TEXT_MAX_CHARS, IMAGE_MAX_BYTES } from 'shared-sdk';
import { chatTextLength } from 'shared-sdk/chat';

/** The counter shows from this share of the limit on (a short message needs no counter). */
export const COUNTER_FROM = 0.8;

export interface ComposerCheck {
  /** Characters as the store and the server count them (the SDK's chatTextLength). */
  count: number;
  max: number;
  canSend: boolean;
  showCounter: boolean;
  over: boolean;
}

/**
 * What the composer shows for `text` (spec 2 §5 "An empty message cannot be sent (send
 * disabled)"; the limit IM_TEXT_MAX_CHARS by the one length rule the store and the server apply,
 * `chatTextLength`: code points of the trimmed text). Pure.
 */
export function checkComposer(text: string, max = IM_TEXT_MAX_CHARS): ComposerCheck {
  const count = chatTextLength(text);
  const over = count > max;
  return {
    count,
    max,
    over,
    canSend: count > 0 && !over,
    showCounter: count >= Math.floor(max * COUNTER_FROM),
  };
}

/**
 * Enter sends unless Shift is held or an input method is composing (spec 2 §5 "Enter sends,
 * respecting text-input composition"). keyCode 229 is what Safari reports while composing.
 */
export function isSendKey(e: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
  keyCode?: number;
}): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing && e.keyCode !== 229;
}

export type PictureProblem = 'not_image' | 'too_large' | 'empty';

/** spec 2 §5 "The picture upload accepts images only"; over 5M refused (IMAGE_MAX_BYTES). */
export function checkPicture(
  file: { type: string; size: number },
  maxBytes = IMAGE_MAX_BYTES,
): PictureProblem | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'not_image';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'too_large';
  return null;
}

/** spec 2 §5 "Picture display width is 152 px": the height keeps the picture's ratio. */
export function pictureBox(
  width: number | undefined,
  height: number | undefined,
  displayWidth: number,
): { width: number; height: number } {
  if (!width || !height || width <= 0 || height <= 0)
    return { width: displayWidth, height: displayWidth };
  // Very tall pictures are capped at twice the width (the bubble scrolls, the list stays readable).
  return { width: displayWidth, height: Math.min(Math.round((height / width) * displayWidth), displayWidth * 2) };
}
