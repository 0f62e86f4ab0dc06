/**
 * Chat translation (spec 2 §4 "Translation is on by default"; §8 translateCode 54000). The send
 * route asks a `Translator`; what it answers says plainly whether the text was translated, did
 * not need it, or could not be translated — the message then carries `translationUnavailable`
 * and the chat says so instead of showing the original as a translation.
 *
 * Two translators: a real HTTP client (./libreTranslate.ts, switched on by environment
 * variables, ./translatorFromEnv.ts) and, when none is configured (the embedded world, no
 * network), this clearly named stand-in: a small English phrase book translated word by word.
 * It translates a text only when it knows every word of it; anything else is "unavailable".
 * The daily limit (TRANSLATE_DAILY_LIMIT per sender, UTC day) applies to either: over it the send
 * answers translateCode 54000 and the message goes out untranslated.
 */

/** Why a text could not be translated (logged; the client is told only that it was not). */
export type TranslationFailure =
  | 'unsupportedLanguage' // the service has no such target language
  | 'notInPhraseBook' // the stand-in does not know every word
  | 'timeout'
  | 'quotaExceeded' // the service refused: too many requests or characters
  | 'misconfigured' // the service refused the API key
  | 'serviceError'; // unreachable, 5xx, or an answer that is not a translation

export type TranslationResult =
  | { status: 'translated'; text: string }
  /** Already in the target language, or nothing to translate (digits, emoji). */
  | { status: 'notNeeded' }
  | { status: 'unavailable'; reason: TranslationFailure };

export interface Translator {
  /** Shown in the start line and logs, e.g. 'phrase book (stand-in)'. */
  readonly name: string;
  /** `text` in `lang` (a language code such as 'es'). Never rejects: failures are results. */
  translate(text: string, lang: string): Promise<TranslationResult>;
}

const PHRASES: Record<string, Record<string, string>> = {
  es: {
    hello: 'hola',
    hi: 'hola',
    thanks: 'gracias',
    thank: 'gracias',
    you: 'tú',
    how: 'cómo',
    are: 'estás',
    good: 'buenos',
    morning: 'días',
    night: 'noches',
    yes: 'sí',
    no: 'no',
    love: 'amor',
    friend: 'amigo',
    nice: 'encantado',
    meet: 'conocerte',
    call: 'llamada',
    me: 'me',
    beautiful: 'hermosa',
  },
  fr: {
    hello: 'bonjour',
    hi: 'salut',
    thanks: 'merci',
    thank: 'merci',
    you: 'toi',
    how: 'comment',
    are: 'vas',
    good: 'bonne',
    morning: 'matinée',
    night: 'nuit',
    yes: 'oui',
    no: 'non',
    love: 'amour',
    friend: 'ami',
    nice: 'enchanté',
    call: 'appel',
    beautiful: 'belle',
  },
  de: {
    hello: 'hallo',
    hi: 'hallo',
    thanks: 'danke',
    thank: 'danke',
    you: 'du',
    how: 'wie',
    are: 'geht',
    good: 'guten',
    morning: 'Morgen',
    night: 'Nacht',
    yes: 'ja',
    no: 'nein',
    love: 'Liebe',
    friend: 'Freund',
    nice: 'schön',
    call: 'Anruf',
    beautiful: 'schön',
  },
  pt: {
    hello: 'olá',
    hi: 'oi',
    thanks: 'obrigado',
    thank: 'obrigado',
    you: 'você',
    how: 'como',
    are: 'está',
    good: 'bom',
    morning: 'dia',
    night: 'noite',
    yes: 'sim',
    no: 'não',
    love: 'amor',
    friend: 'amigo',
    nice: 'prazer',
    call: 'chamada',
    beautiful: 'linda',
  },
  tr: {
    hello: 'merhaba',
    hi: 'selam',
    thanks: 'teşekkürler',
    thank: 'teşekkür',
    you: 'sen',
    how: 'nasıl',
    are: 'sın',
    good: 'günaydın',
    morning: 'sabah',
    night: 'gece',
    yes: 'evet',
    no: 'hayır',
    love: 'aşk',
    friend: 'arkadaş',
    nice: 'güzel',
    call: 'arama',
    beautiful: 'güzel',
  },
  nl: {
    hello: 'hallo',
    hi: 'hoi',
    thanks: 'bedankt',
    thank: 'dank',
    you: 'jij',
    how: 'hoe',
    are: 'gaat',
    good: 'goede',
    morning: 'morgen',
    night: 'nacht',
    yes: 'ja',
    no: 'nee',
    love: 'liefde',
    friend: 'vriend',
    nice: 'leuk',
    call: 'gesprek',
    beautiful: 'mooi',
  },
};

const WORD = /\p{L}+/gu;

/**
 * The phrase-book stand-in: English to es, fr, de, pt, tr, nl, word by word, keeping punctuation,
 * emoji and the case of a word's first letter. A text in the target language already (every word
 * one of the book's translations) needs nothing; any unknown word makes it "unavailable".
 */
export const phraseBookTranslator: Translator = {
  name: 'phrase book (stand-in)',
  async translate(text, lang) {
    const code = lang.toLowerCase().slice(0, 2);
    const book = PHRASES[code];
    if (!book) return { status: 'unavailable', reason: 'unsupportedLanguage' };
    const words = text.match(WORD) ?? [];
    if (words.length === 0) return { status: 'notNeeded' };
    const lower = (w: string) => w.toLocaleLowerCase(code);
    const known = new Set(Object.values(book).map(lower));
    if (words.every((w) => known.has(lower(w)))) return { status: 'notNeeded' };
    if (!words.every((w) => book[w.toLowerCase()]))
      return { status: 'unavailable', reason: 'notInPhraseBook' };
    const out = text.replace(WORD, (word) => {
      const t = book[word.toLowerCase()] as string;
      return word[0] === word[0]?.toUpperCase() ? t[0]?.toUpperCase() + t.slice(1) : t;
    });
    return { status: 'translated', text: out };
  },
};

/**
 * For the test API only: `translator` with answers set by test set-up (text + language → the
 * translation), as a real service would give them — markup included — and no other change.
 */
export function withCannedTranslations(translator: Translator) {
  const answers = new Map<string, string>();
  const key = (text: string, lang: string) => `${lang.toLowerCase().slice(0, 2)}\u0000${text}`;
  return {
    answers: {
      set: (text: string, lang: string, translation: string) => void answers.set(key(text, lang), translation),
    },
    translator: {
      name: translator.name,
      async translate(text: string, lang: string): Promise<TranslationResult> {
        const canned = answers.get(key(text, lang));
        return canned !== undefined ? { status: 'translated', text: canned } : translator.translate(text, lang);
      },
    } satisfies Translator,
  };
}
export type CannedTranslations = ReturnType<typeof withCannedTranslations>['answers'];
