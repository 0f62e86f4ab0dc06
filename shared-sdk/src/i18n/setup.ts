import type { BackendModule, i18n as I18nInstance, ResourceKey } from 'i18next';
import { DEFAULT_LANGUAGE, INTERFACE_LANGUAGES } from '../constants/languages';
import { CHUNK_LOAD_TIMEOUT_MS } from '../constants/app';
import { detectSiteLanguage, getSiteLanguage, onSiteLanguageChange } from './languages';

/**
 * i18next setup (spec 1 §9; spec 3 "Localisation"). Packs load on demand: each language's
 * namespace is a separate JSON chunk behind a dynamic import(), fetched only when that
 * language (or the English fallback) needs it. Remotes add their namespaces with
 * registerTranslations; they never bundle other languages' text into their entry.
 *
 * i18next is set up by initI18n (a dynamic import of the shared singleton): the host calls it
 * once the page is on screen, so neither its set-up nor the pack requests delay the first render
 * or the takeover of the pre-rendered landing. Until then every text is its English
 * default in code; the host re-renders the tree when it is ready (I18nextProvider). (The
 * i18next code itself is still loaded early: react-i18next imports it.)
 */

type PackModule = ResourceKey | { default: ResourceKey };
export type PackLoader = () => Promise<PackModule>;
export type PackLoaders = Partial<Record<string, PackLoader>>;
/** One language's pack by its code: `(lng) => import(`./locales/${lng}.json`)`. */
export type PackLoaderFor = (lng: string) => Promise<PackModule>;

/** A loader for every interface language from one per-language import. */
function everyLanguage(load: PackLoaderFor): PackLoaders {
  return Object.fromEntries(INTERFACE_LANGUAGES.map((lng) => [lng, () => load(lng)]));
}

/** Namespaces the SDK ships: shell basics and the error texts of spec 1 §8. */
export const SDK_NAMESPACES = ['common', 'errors'] as const;

// Every interface language's common and errors pack, each its own chunk (webpack splits the
// template import by file), fetched only when that language is on.
const sdkPacks = (ns: (typeof SDK_NAMESPACES)[number]): PackLoaders =>
  everyLanguage(
    (lng) =>
      import(
        /* webpackChunkName: "i18n-sdk-[request]" */ `./locales/${lng}/${ns}.json`
      ) as Promise<PackModule>,
  );

const registry = new Map<string, PackLoaders>(SDK_NAMESPACES.map((ns) => [ns, sdkPacks(ns)]));

function unwrap(mod: PackModule): ResourceKey {
  const m = mod as { default?: ResourceKey };
  return (m && typeof m === 'object' && 'default' in m ? m.default : mod) as ResourceKey;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`language pack timed out after ${ms} ms`)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e)),
    );
  });
}

/** Loads one pack; a language without a pack yields {} so i18next falls back to English. */
export async function loadPack(lng: string, ns: string): Promise<ResourceKey> {
  const loader = registry.get(ns)?.[lng];
  if (!loader) return {};
  return unwrap(await withTimeout(loader(), CHUNK_LOAD_TIMEOUT_MS));
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadPack(language, namespace).then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

let initPromise: Promise<I18nInstance> | null = null;
/** The shared i18next instance, once initI18n has loaded it. */
let instance: I18nInstance | null = null;

/** Loads and initialises the shared i18next instance once; later calls return the same promise. */
export function initI18n(): Promise<I18nInstance> {
  if (initPromise) return initPromise;
  initPromise = Promise.all([import('i18next'), import('react-i18next')]).then(async ([m, r]) => {
    const i18next = m.default;
    instance = i18next;
    await i18next
      .use(backend)
      .use(r.initReactI18next)
      .init({
        lng: getSiteLanguage() ?? detectSiteLanguage(),
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...INTERFACE_LANGUAGES],
        load: 'languageOnly',
        ns: [...SDK_NAMESPACES],
        defaultNS: 'common',
        // Explicit separators turn off i18next's natural-language guess, so 'errors:not login'
        // (a key with a space, spec 1 §4.3) still resolves in the errors namespace.
        nsSeparator: ':',
        keySeparator: '.',
        fallbackNS: 'errors',
        interpolation: { escapeValue: false }, // React escapes
        react: { useSuspense: false },
      });
    onSiteLanguageChange((next) => void i18next.changeLanguage(next));
    // A language set while i18next loaded (a signed-in user's saved choice arriving with the
    // session on a new device) came before the listener: it is applied now, not lost.
    const now = getSiteLanguage();
    if (now !== i18next.language) await i18next.changeLanguage(now);
    return i18next;
  });
  return initPromise;
}

/**
 * Adds a namespace's packs: one import per language, `(lng) => import(`./locales/${lng}.json`)`
 * (called for the interface languages, each when needed; webpack makes each file its own
 * chunk), or a map of loaders (`{ en: () => import('./en.json'), tr: ... }`). If i18next is
 * running, the namespace loads now for the current language and English; otherwise it loads
 * with init. Registering again replaces earlier loaders for the same languages.
 */
export async function registerTranslations(
  ns: string,
  loaders: PackLoaders | PackLoaderFor,
): Promise<void> {
  const byLanguage = typeof loaders === 'function' ? everyLanguage(loaders) : loaders;
  registry.set(ns, { ...registry.get(ns), ...byLanguage });
  const i18next = instance;
  if (!i18next?.isInitialized) return;
  const langs = [...new Set([i18next.language, DEFAULT_LANGUAGE])];
  // reloadResources re-reads a namespace that an earlier (empty) attempt already marked loaded.
  await i18next.reloadResources(langs, [ns]);
  await i18next.loadNamespaces(ns);
}

/** Whether a loader exists for a language and namespace (used by tests and the host). */
export function hasPack(lng: string, ns: string): boolean {
  return Boolean(registry.get(ns)?.[lng]);
}

/**
 * The shared i18next instance. Before initI18n has loaded it, `isInitialized` is false and
 * everything else is undefined (callers check `isInitialized`, as they did before).
 */
export const i18n: I18nInstance = new Proxy({} as I18nInstance, {
  get(_target, prop) {
    if (!instance) return prop === 'isInitialized' ? false : undefined;
    const value = Reflect.get(instance, prop) as unknown;
    return typeof value === 'function'
      ? (value as (...a: unknown[]) => unknown).bind(instance)
      : value;
  },
});
