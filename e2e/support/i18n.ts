import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACK_FILES } from '../../scripts/lib/packs.mjs';

// The app's own translation packs, read from the repository, so a spec names controls in the
// language on screen (a changed translation changes the test's name with it; a missing key fails).

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const cache = new Map<string, unknown>();
function pack(ns: string, lng: string): unknown {
  const file = PACK_FILES[ns]?.(lng);
  if (!file) throw new Error(`no pack namespace ${ns}`);
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')));
  return cache.get(file);
}

/** The text of `ns:key` in `lng`, with {{values}} filled in; throws when the key is missing. */
export function tr(
  lng: string,
  nsKey: string,
  values: Record<string, string | number> = {},
): string {
  const [ns, key] = nsKey.split(':') as [string, string];
  const text = key
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      pack(ns, lng),
    );
  if (typeof text !== 'string') throw new Error(`${lng} has no text for ${nsKey}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => String(values[name] ?? all));
}

/** Exact-match regex of a text (for role names that must be the whole name). */
export const exactly = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Visible text on the page that still reads as English: runs of 3+ Latin letters in text nodes
 * the user can see, other than `allowed` data (names the test made, the brand). Text inside
 * an element marked translate="no" or with the lang of another language is data, not interface.
 */
export async function latinTextOnScreen(
  page: import('@playwright/test').Page,
  allowed: string[],
): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      const el = n.parentElement;
      if (!text || !el || !/[A-Za-z]{3}/.test(text)) continue;
      if (el.closest('[translate="no"], script, style, noscript, [aria-hidden="true"]')) continue;
      // Content that declares its own language is in that language by design.
      const ownLang = el.closest('[lang]');
      if (ownLang && ownLang !== document.documentElement) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (
        r.width === 0 ||
        r.bottom < 0 ||
        r.top > innerHeight ||
        r.right < 0 ||
        r.left > innerWidth
      )
        continue;
      out.push(text);
    }
    // aria-labels and placeholders a screen reader or the eye meets are interface text too
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder]')) {
      if (!el.checkVisibility()) continue;
      for (const v of [el.getAttribute('aria-label'), el.getAttribute('placeholder')])
        if (v && /[A-Za-z]{3}/.test(v)) out.push(v);
    }
    return out;
  });
  const strip = (s: string) => allowed.reduce((acc, a) => acc.split(a).join(' '), s);
  return [...new Set(found.filter((t) => /[A-Za-z]{3}/.test(strip(t))))];
}

/** A translated text with one {{placeholder}} as a capture group: /^…(.+)…$/. */
export function trPattern(lng: string, nsKey: string, placeholder = 'name'): RegExp {
  const marker = '\u0000';
  const text = tr(lng, nsKey, { [placeholder]: marker }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text.replace(marker, '(.+)')}$`);
}
