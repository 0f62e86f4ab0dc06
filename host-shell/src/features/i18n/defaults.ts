import type { i18n as I18nInstance } from 'i18next';

/**
 * What react-i18next is given until the shared i18next instance has loaded (I18nBridge): every
 * text is its English default in code, with its {{values}} filled in. Without an instance,
 * react-i18next warned on every page (NO_I18NEXT_INSTANCE) and showed defaults with their
 * placeholders unfilled ('within {{seconds}} s') for the first moments of a page.
 *
 * Only what useTranslation and <Trans> read is here: ready at once, no events, no loading.
 */
type Options = Record<string, unknown> & { defaultValue?: unknown; count?: number };

/** `{{name}}`, or `{{count, number}}` with i18next's built-in number format. */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;
const NUMBER = new Intl.NumberFormat('en');

function fill(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (all, name: string, format?: string) => {
    const v = values[name];
    if (v === undefined || v === null) return all;
    return format === 'number' && typeof v === 'number' ? NUMBER.format(v) : String(v);
  });
}

function defaultText(key: unknown, a?: unknown, b?: unknown): string {
  const opts = (typeof a === 'object' && a !== null ? a : (b ?? {})) as Options;
  let text: unknown = typeof a === 'string' ? a : opts.defaultValue;
  if (typeof opts.count === 'number') {
    const plural = opts[`defaultValue_${opts.count === 1 ? 'one' : 'other'}`];
    if (typeof plural === 'string') text = plural;
  }
  if (typeof text !== 'string') text = Array.isArray(key) ? key[key.length - 1] : key;
  return fill(String(text), opts);
}

export function englishDefaults(): I18nInstance {
  const t = (key: unknown, a?: unknown, b?: unknown) => defaultText(key, a, b);
  const none = () => undefined;
  return {
    language: 'en',
    languages: ['en'],
    resolvedLanguage: 'en',
    isInitialized: true,
    options: {
      react: { useSuspense: false, bindI18n: '', bindI18nStore: '' },
      interpolation: { escapeValue: false }, // React escapes
      ns: [],
    },
    // What <Trans> uses (mfe-auth's terms notice) to fill values into its default text.
    services: {
      interpolator: {
        interpolate: (text: string, values: Record<string, unknown> = {}) => fill(text, values),
        escape: (text: string) => text,
      },
    },
    t,
    getFixedT: () => t,
    hasLoadedNamespace: () => true,
    loadNamespaces: (_ns: unknown, done?: () => void) => done?.(),
    loadLanguages: (_lng: unknown, done?: () => void) => done?.(),
    on: none,
    off: none,
    store: { on: none, off: none },
  } as unknown as I18nInstance;
}
