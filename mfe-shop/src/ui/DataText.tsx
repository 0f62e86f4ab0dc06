import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';
import { NS } from '../i18n';

/**
 * A translated sentence with data in it (a card's last digits, an order number, a person's
 * name): each <tag> of the text is drawn as a <bdi>, so Latin data keeps its own order inside a
 * right-to-left sentence. `dir` "ltr" for numbers and codes, "auto" for names and labels.
 * Written like Trans (i18nKey, then defaults) so the English default stays in code.
 */
export function DataText({
  i18nKey,
  defaults,
  values,
  tags = Object.keys(values),
  dir = 'ltr',
}: {
  i18nKey: string;
  defaults: string;
  values: Record<string, string | number>;
  /** The tag names in the text; by default one per value, named like it. */
  tags?: string[];
  dir?: 'ltr' | 'auto';
}) {
  const { t, i18n } = useTranslation(NS);
  const components = Object.fromEntries(tags.map((tag) => [tag, <bdi dir={dir} />]));
  return (
    <Trans
      i18n={i18n.options ? i18n : undefined}
      t={t}
      ns={NS}
      i18nKey={i18nKey}
      defaults={defaults}
      values={values}
      components={components}
    />
  );
}
