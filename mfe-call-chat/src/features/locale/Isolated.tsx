import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';
import { NS } from '../../i18n';

/**
 * A sentence with user data in it (names, gift names): each value the text wraps in <bdi> keeps
 * its own direction, so a Latin name does not scramble an Arabic or Hebrew sentence, nor an
 * Arabic name an English one. Written `<Isolated i18nKey="…" defaults="… <bdi>{{name}}</bdi> …">`.
 */
export function Isolated({
  i18nKey,
  defaults,
  values,
}: {
  i18nKey: string;
  defaults: string;
  values: Record<string, string>;
}) {
  // Trans without context (the shared react-i18next leaves Trans out), given the shared instance
  // and `t` from useTranslation, which also re-renders it on a language change.
  const { t, i18n } = useTranslation(NS);
  return (
    <Trans
      i18n={i18n?.options ? i18n : undefined}
      t={t}
      ns={NS}
      i18nKey={i18nKey}
      defaults={defaults}
      values={values}
      components={{ bdi: <bdi /> }}
    />
  );
}
