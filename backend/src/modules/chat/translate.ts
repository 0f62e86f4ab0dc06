/**
 * Translation stand-in (spec 2 §4 "Translation is on by default"; §8 translateCode 54000). A real
 * deployment calls a translation service here; offline there is none, so this clearly named
 * stand-in translates a small phrase book word by word and marks what it could not translate
 * by leaving it as it is. The daily limit (TRANSLATE_DAILY_LIMIT per sender, UTC day) is real:
 * the send then answers translateCode 54000 and the message goes out untranslated.
 */
export interface Translator {
  /** The translation of `text` into `lang` (a language code such as 'es'), or null if none. */
  translate(text: string, lang: string): string | null;
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

/** The phrase-book stand-in: word by word, keeping punctuation, case of the first letter and emoji. */
export const standInTranslator: Translator = {
  translate(text, lang) {
    const book = PHRASES[lang.toLowerCase().slice(0, 2)];
    if (!book) return null;
    return text.replace(/[A-Za-z]+/g, (word) => {
      const t = book[word.toLowerCase()];
      if (!t) return word;
      return word[0] === word[0]?.toUpperCase() ? t[0]?.toUpperCase() + t.slice(1) : t;
    });
  },
};
