import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';
import { NS } from '../../../i18n';

/**
 * One translated sentence with markup in it (this remote's namespace): `defaults` is the
 * English text, its <tags> are `components` (a user's name as `<name/>`, its element holding the
 * name, so the translator places it and React escapes it).
 */
export function LiveTrans({
  i18nKey,
  defaults,
  values,
  components,
}: {
  i18nKey: string;
  defaults: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  // Trans without context (the shared react-i18next leaves Trans out): the shared instance and
  // `t` come from useTranslation, which also re-renders on a language change.
  const { t, i18n } = useTranslation(NS);
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
