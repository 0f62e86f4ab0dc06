/**
 * Every code the UI can show maps to a readable text: each code this backend answers
 * has a sentence in the SDK's errors namespace (shared-sdk/src/i18n/locales/en/errors.json),
 * so the web app never shows a raw key or the backend's terse message.
 */
import errors from '../../shared-sdk/src/i18n/locales/en/errors.json';
import { Codes } from '../src/codes';

const texts = (errors as { error: Record<string, string> }).error;

test.each(Object.entries(Codes).filter(([, code]) => code !== Codes.OK))(
  '%s (%i) has a readable text',
  (_name, code) => {
    expect(texts[String(code)]).toMatch(/^[A-Z].*[.!?]$/);
  },
);
