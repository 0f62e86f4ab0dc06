import fs from 'node:fs';
import { assetFile } from '../../http/assets';
import { LANGUAGE_IDS, LANGUAGE_ID_ALIASES } from '../../sdk';

/**
 * A popup's picture in the reader's language (spec 3: "Notification images fall back to English
 * for Japanese or unsupported languages"): `/assets/popup/<lng>/<file>` when that picture exists
 * for the request's languageId, else the English one. Japanese always gets English.
 */
const CODE_BY_ID = new Map<number, string>(
  Object.entries(LANGUAGE_IDS).map(([code, id]) => [id, code]),
);
/** The id table's old codes → the folder names (the interface codes): the SDK's aliases reversed. */
const FOLDER_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LANGUAGE_ID_ALIASES).map(([folder, code]) => [code, folder]),
);
const ENGLISH_PICTURE = new Set(['all', 'en', 'ja']);

const exists = new Map<string, boolean>();
function assetExists(urlPath: string): boolean {
  let known = exists.get(urlPath);
  if (known === undefined) {
    const file = assetFile(urlPath);
    known = !!file && fs.existsSync(file);
    exists.set(urlPath, known);
  }
  return known;
}

export function popupImageFor(
  image: string,
  languageId: number | undefined,
  has: (urlPath: string) => boolean = assetExists,
): string {
  const code = CODE_BY_ID.get(languageId ?? LANGUAGE_IDS.en);
  if (!code || ENGLISH_PICTURE.has(code)) return image;
  const slash = image.lastIndexOf('/');
  const localized = `${image.slice(0, slash)}/${FOLDER_OF[code] ?? code}${image.slice(slash)}`;
  return has(localized) ? localized : image;
}
