import { STORAGE_KEYS } from '../constants/cookies';
import {
  DEFAULT_LANGUAGE,
  INTERFACE_LANGUAGES,
  LANGUAGE_IDS,
  LANGUAGE_ID_ALIASES,
  RTL_LANGUAGES,
  type InterfaceLanguage,
  type LanguageCode,
} from '../constants/languages';
import { getLocal, setLocal } from '../storage/local';

/**
 * Site language (spec 1 §9: "the site language comes from storage or the browser") and the
 * language id sent on every request (spec 1 §7). Pure: no i18next here, so the API client can
 * use it without pulling the i18n runtime into a chunk.
 */

/** The id table as a map (37 entries: all 0 .. sn 36). */
export const LANGUAGE_ID_MAP: ReadonlyMap<LanguageCode, number> = new Map(
  Object.entries(LANGUAGE_IDS) as Array<[LanguageCode, number]>,
);

const INTERFACE_SET = new Set<string>(INTERFACE_LANGUAGES);
/** Browser codes whose interface language has another name (old ISO codes, Norwegian variants). */
const BROWSER_TO_INTERFACE: Readonly<Record<string, InterfaceLanguage>> = {
  iw: 'he',
  in: 'id',
  nb: 'no',
  nn: 'no',
};

/** 'en-GB' → 'en', 'iw' → 'he', 'nb-NO' → 'no'; null when not an interface language. */
export function toInterfaceLanguage(input: string | null | undefined): InterfaceLanguage | null {
  if (!input) return null;
  const base = input.toLowerCase().split(/[-_]/)[0] ?? '';
  const mapped = BROWSER_TO_INTERFACE[base] ?? base;
  return INTERFACE_SET.has(mapped) ? (mapped as InterfaceLanguage) : null;
}

/**
 * Language id for a language code (spec 1 §9). Accepts interface codes (he, id, no map to the
 * table's iw, in, nb) and region variants; an unknown language gets English's id, matching
 * the site's English fallback.
 */
export function getLanguageId(lng: string | null | undefined): number {
  if (!lng) return LANGUAGE_IDS.en;
  const base = lng.toLowerCase().split(/[-_]/)[0] ?? '';
  const code = (LANGUAGE_ID_ALIASES[base] ?? base) as LanguageCode;
  return LANGUAGE_ID_MAP.get(code) ?? LANGUAGE_IDS.en;
}

/** The browser's languages, most preferred first (navigator.languages, else navigator.language). */
export function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: Navigator }).navigator;
  if (!nav) return [];
  if (Array.isArray(nav.languages) && nav.languages.length > 0) return nav.languages;
  return nav.language ? [nav.language] : [];
}

/** Stored choice first, then the browser's languages in order, else English. */
export function detectSiteLanguage(): InterfaceLanguage {
  const stored = toInterfaceLanguage(getLocal<string>(STORAGE_KEYS.siteLanguage));
  if (stored) return stored;
  for (const l of browserLanguages()) {
    const lang = toInterfaceLanguage(l);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

let current: InterfaceLanguage | null = null;
type Listener = (lng: InterfaceLanguage) => void;
const listeners = new Set<Listener>();

/** The current site language (detected once, then whatever setSiteLanguage chose). */
export function getSiteLanguage(): InterfaceLanguage {
  if (!current) current = detectSiteLanguage();
  return current;
}

/** 'rtl' for Arabic and Hebrew, else 'ltr': what the document's dir attribute says. */
export function textDirection(lng: string): 'rtl' | 'ltr' {
  return (RTL_LANGUAGES as readonly string[]).includes(toInterfaceLanguage(lng) ?? '')
    ? 'rtl'
    : 'ltr';
}

/**
 * Switches the interface. The choice is stored on the device (it beats the browser next time)
 * unless `remember` is false: a /tr/ or /nl/ link sets the language of that visit only.
 */
export function setSiteLanguage(
  lng: string,
  { remember = true }: { remember?: boolean } = {},
): InterfaceLanguage {
  const next = toInterfaceLanguage(lng) ?? DEFAULT_LANGUAGE;
  if (remember) setLocal(STORAGE_KEYS.siteLanguage, next);
  if (next === current) return next;
  current = next;
  listeners.forEach((fn) => fn(next));
  return next;
}

export function onSiteLanguageChange(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Forget the cached language (tests; a host that rewrites storage before start-up). */
export function resetSiteLanguage(): void {
  current = null;
}
