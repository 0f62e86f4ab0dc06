import { cloneElement, Fragment, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';

/**
 * One translated sentence with markup in it: `defaults` is the English text in code (the texts
 * check reads `i18nKey="…" defaults="…"`; leave it out only for a key chosen at run time, whose
 * English is in the pack), each of its <tags> one of `components` — a link, a name's element
 * (the translator places it; React escapes it). `<bdi>…</bdi>` needs no component: in every
 * text it isolates data (a name, a gift's name) so it keeps its own direction in a sentence of
 * the other. `count` picks a plural form.
 */
export function TransText({
  ns,
  i18nKey,
  defaults,
  values,
  count,
  components,
}: {
  /** The part's namespace (or namespaces, the first the default; keys may name theirs `ns:key`). */
  ns: string | readonly string[];
  i18nKey: string;
  defaults?: string;
  values?: Record<string, unknown>;
  count?: number;
  components?: Record<string, ReactElement>;
}) {
  // Trans without context (the shared react-i18next leaves Trans out): the shared instance and
  // `t` come from useTranslation, which also re-renders it on a language change. Before i18next
  // is set up, useTranslation gives the host's English-defaults stand-in (no `options`).
  const { t, i18n } = useTranslation(ns as string | string[]);
  return (
    <Trans
      i18n={i18n?.options ? i18n : undefined}
      t={t}
      ns={ns as string | string[]}
      i18nKey={i18nKey}
      defaults={defaults}
      values={values}
      count={count}
      components={{ bdi: <bdi />, ...components }}
    />
  );
}

/**
 * Components that draw each named tag as a <bdi>: Latin data (a card's digits, a phone number,
 * a name) keeps its own order inside a right-to-left sentence, and an Arabic name inside an
 * English one. `ltr` for numbers and codes; `auto` (the default) for names and labels.
 */
export function bdiTags(
  tags: readonly string[],
  dir: 'ltr' | 'auto' = 'auto',
): Record<string, ReactElement> {
  return Object.fromEntries(tags.map((tag) => [tag, <bdi dir={dir} />]));
}

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated text from t() whose parts are marked <name>…</name>, for a plural text that
 * also needs markup (which Trans cannot count): each marked part goes into `tags[name]`, the
 * rest stays plain text. React escapes all of it; an unknown tag shows as its words only, and
 * a translation without the tags as plain text.
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
