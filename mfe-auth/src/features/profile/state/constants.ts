// The profile editor's own numbers (the shared rules are the SDK's constants/profile.ts).

/** project — the photo an avatar is cropped from may be larger than IMAGE_MAX_BYTES (a phone's
 *  camera picture, spec 3 §5's 5M is for uploads): only the cropped 270×360 and 112×150 JPEGs
 *  are uploaded. */
export const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
/** project — JPEG quality of the cropped avatar pictures. */
export const AVATAR_JPEG_QUALITY = 0.9;
/** project — languages shown before "Show all" (the catalogue has 37). */
export const LANGUAGES_SHORT_LIST = 12;
