/**
 * A real translation service behind the `Translator` interface: LibreTranslate's HTTP API
 * (`POST {url}/translate`, JSON `{ q, source: 'auto', target, format: 'text', api_key? }` →
 * `{ translatedText, detectedLanguage?: { language, confidence } }`), the open-source service
 * that runs self-hosted or at libretranslate.com. Switched on by environment variables
 * (./translatorFromEnv.ts; backend README "Chat translation").
 *
 * Every failure is a result, never a throw, so a send is never lost to the translator: a request
 * that takes longer than `timeoutMs` is aborted ('timeout'); HTTP 400 means the service has no
 * such language pair ('unsupportedLanguage'); 401/403 a refused or missing API key
 * ('misconfigured'); 429 its rate limit ('quotaExceeded'); anything else, an unreachable host or
 * an answer without a translation ('serviceError').
 */
import type { TranslationFailure, TranslationResult, Translator } from './translate';

export interface LibreTranslateOptions {
  /** The service's base URL, e.g. https://libretranslate.example.org (no trailing /translate). */
  url: string;
  apiKey?: string;
  timeoutMs: number;
  /** The HTTP client (tests pass one bound to a local server); global fetch by default. */
  fetch?: typeof fetch;
}

/** The app's language codes (spec 1 §9 list) that LibreTranslate spells differently. */
const CODE_ALIASES: Record<string, string> = { iw: 'he', in: 'id', no: 'nb' };

export function libreTranslateCode(lang: string): string {
  const primary = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return CODE_ALIASES[primary] ?? primary;
}

const FAILURE_BY_STATUS: Record<number, TranslationFailure> = {
  400: 'unsupportedLanguage',
  401: 'misconfigured',
  403: 'misconfigured',
  429: 'quotaExceeded',
};

interface Answer {
  translatedText?: unknown;
  detectedLanguage?: { language?: unknown };
}

export function libreTranslateClient(o: LibreTranslateOptions): Translator {
  const endpoint = new URL('translate', o.url.endsWith('/') ? o.url : `${o.url}/`).toString();
  const http = o.fetch ?? fetch;
  const unavailable = (reason: TranslationFailure): TranslationResult => ({
    status: 'unavailable',
    reason,
  });

  return {
    name: `LibreTranslate (${new URL(endpoint).origin})`,
    async translate(text, lang) {
      const target = libreTranslateCode(lang);
      if (!/^[a-z]{2,3}$/.test(target)) return unavailable('unsupportedLanguage');
      const body = JSON.stringify({
        q: text,
        source: 'auto',
        target,
        format: 'text',
        ...(o.apiKey ? { api_key: o.apiKey } : {}),
      });
      let res: Response;
      try {
        res = await http(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body,
          signal: AbortSignal.timeout(o.timeoutMs),
        });
      } catch (e) {
        const name = (e as { name?: string }).name;
        return unavailable(
          name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'serviceError',
        );
      }
      if (!res.ok) {
        void res.body?.cancel().catch(() => undefined);
        return unavailable(FAILURE_BY_STATUS[res.status] ?? 'serviceError');
      }
      let answer: Answer;
      try {
        answer = (await res.json()) as Answer;
      } catch (e) {
        const name = (e as { name?: string }).name;
        return unavailable(
          name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'serviceError',
        );
      }
      if (typeof answer?.translatedText !== 'string' || answer.translatedText.trim() === '')
        return unavailable('serviceError');
      const detected = answer.detectedLanguage?.language;
      if (typeof detected === 'string' && libreTranslateCode(detected) === target)
        return { status: 'notNeeded' };
      if (answer.translatedText.trim() === text.trim()) return { status: 'notNeeded' };
      return { status: 'translated', text: answer.translatedText };
    },
  };
}
