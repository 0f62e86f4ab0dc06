/**
 * The pseudo-locale: the ENGLISH translation packs rewritten on their way to the browser into
 * accented text about 40 % longer ("Send" → "⟦Śéñď·⟧"), so that a page shows at a glance which
 * texts come from a pack (accented), which were left in English (plain ASCII), and which controls
 * cannot take a longer language (cut off, or running into each other). Nothing in the app
 * changes: the packs are the webpack chunks `i18n-<ns>-en-json.<hash>.js` (SDK:
 * `i18n-sdk-en-<ns>-json…`) each remote serves from its dist; a context route rewrites them.
 */
export * from './pseudo-text';
export * from './pseudo-context';
export * from './pseudo-checks';
