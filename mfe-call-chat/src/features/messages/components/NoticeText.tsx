import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';
import { NS } from '../../../i18n';
import type { TextKey } from '../rules/wording';

/**
 * A server notice in the reader's language (rules/notice.ts): a `chat` text whose names and gift
 * names sit in <bdi>, so a Latin name does not scramble an Arabic or Hebrew sentence.
 */
export function NoticeText({ text }: { text: TextKey }) {
  // Trans without context (the shared react-i18next leaves Trans out), as in locale/Isolated.
  const { t, i18n } = useTranslation([NS, 'chat']);
  const count = text.values?.count;
  return (
    <Trans
      i18n={i18n?.options ? i18n : undefined}
      t={t}
      i18nKey={text.key}
      values={text.values ?? {}}
      count={typeof count === 'number' ? count : undefined}
      components={{ bdi: <bdi /> }}
    />
  );
}
