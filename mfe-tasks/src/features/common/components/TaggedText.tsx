import { cloneElement, Fragment, type ReactElement } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated text from t() whose parts are marked <name>…</name> (a plural text that also
 * needs markup, which <Trans> cannot count): each marked part goes into `tags[name]`, the rest
 * stays plain text. React escapes all of it; an unknown tag shows as its words only.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, ReactElement> }) {
  const parts: (string | ReactElement)[] = [];
  let at = 0;
  for (const m of text.matchAll(TAG)) {
    parts.push(text.slice(at, m.index));
    const el = tags[m[1]!];
    parts.push(el ? cloneElement(el, { key: m.index }, m[2]) : m[2]!);
    at = m.index + m[0].length;
  }
  parts.push(text.slice(at));
  return <>{parts.map((p, i) => (typeof p === 'string' ? <Fragment key={i}>{p}</Fragment> : p))}</>;
}
