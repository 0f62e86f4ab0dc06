/**
 * A host card's country name in the asking device's language (the request's languageId, spec 1
 * §9), from Node's own ICU region names: made once per language here rather than in every
 * browser, where the first Intl.DisplayNames is a long task on the landing of a slow phone.
 */
import { LANGUAGE_IDS } from '../../sdk';

/** Spec language codes that are not BCP 47 ones. */
const BCP47: Partial<Record<string, string>> = { in: 'id', iw: 'he', nb: 'nb', ud: 'ur', sn: 'en' };
const codeById = new Map<number, string>(
  Object.entries(LANGUAGE_IDS).map(([code, id]) => [id as number, BCP47[code] ?? code]),
);
const cache = new Map<string, Intl.DisplayNames | null>();

function namesFor(lang: string): Intl.DisplayNames | null {
  if (!cache.has(lang)) {
    try {
      cache.set(lang, new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' }));
    } catch {
      cache.set(lang, null);
    }
  }
  return cache.get(lang) ?? null;
}

/** `code` (ISO 3166 alpha-2) named in language `languageId` (English for 0, unknown or absent). */
export function countryName(code: string | null | undefined, languageId?: number): string {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return code ?? '';
  const lang = (languageId && codeById.get(languageId)) || 'en';
  return namesFor(lang === 'all' ? 'en' : lang)?.of(code.toUpperCase()) ?? code.toUpperCase();
}
