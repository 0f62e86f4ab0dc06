/**
 * Which translator the chat uses, from the environment (backend README "Chat translation"):
 *
 * - `TRANSLATE_PROVIDER` — `phrasebook` (default: the offline stand-in) or `libretranslate`;
 * - `TRANSLATE_URL` — the LibreTranslate base URL (http or https), required with it;
 * - `TRANSLATE_API_KEY` — its API key, if the service asks for one;
 * - `TRANSLATE_TIMEOUT_MS` — how long one translation may take (default 3000, 100–30000).
 *
 * A setting that cannot work refuses the start with a sentence saying why (like the stand-ins'
 * switch), rather than a chat that silently never translates.
 */
import { libreTranslateClient } from './libreTranslate';
import { phraseBookTranslator, type Translator } from './translate';

/** project — one translation request waits at most this long by default (the send waits for it). */
export const TRANSLATE_TIMEOUT_MS_DEFAULT = 3_000;
const TIMEOUT_RANGE = [100, 30_000] as const;

export function translatorFromEnv(
  env: Record<string, string | undefined>,
): { translator: Translator; refusal?: undefined } | { translator?: undefined; refusal: string } {
  const provider = (env.TRANSLATE_PROVIDER ?? 'phrasebook').trim().toLowerCase();
  if (provider === '' || provider === 'phrasebook') return { translator: phraseBookTranslator };
  if (provider !== 'libretranslate')
    return {
      refusal: `TRANSLATE_PROVIDER=${provider} is not known: use libretranslate, or phrasebook (the offline stand-in)`,
    };
  const url = env.TRANSLATE_URL?.trim() ?? '';
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol))
    return {
      refusal: `TRANSLATE_PROVIDER=libretranslate needs TRANSLATE_URL, the service's http(s) base URL (given: "${url}")`,
    };
  const timeoutMs = Number(env.TRANSLATE_TIMEOUT_MS ?? TRANSLATE_TIMEOUT_MS_DEFAULT);
  if (!Number.isInteger(timeoutMs) || timeoutMs < TIMEOUT_RANGE[0] || timeoutMs > TIMEOUT_RANGE[1])
    return {
      refusal: `TRANSLATE_TIMEOUT_MS must be a whole number of milliseconds from ${TIMEOUT_RANGE[0]} to ${TIMEOUT_RANGE[1]}`,
    };
  return {
    translator: libreTranslateClient({
      url: parsed.toString(),
      apiKey: env.TRANSLATE_API_KEY?.trim() || undefined,
      timeoutMs,
    }),
  };
}
