import { IMAGE_MAX_BYTES } from 'shared-sdk/constants';
import { AVATAR_SOURCE_MAX_BYTES } from './constants';

/** Why a picked file cannot be used (the server checks again from the bytes). */
export type FileProblem = 'notImage' | 'tooLarge';

/**
 * An album photo: a picture of at most 5M (spec 3 §5 "Images over 5M are refused"). The type is
 * the browser's guess from the name; the backend reads the bytes (26003) and the size (26002).
 */
export function albumFileProblem(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A photo to crop an avatar from: any picture up to AVATAR_SOURCE_MAX_BYTES (only the cropped
 *  270×360 and 112×150 JPEGs are uploaded). */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return 'tooLarge';
  return null;
}
