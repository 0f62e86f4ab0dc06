import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import type { TextKey } from '../rules/wording';

/**
 * A server notice in the reader's language (rules/notice.ts): a `chat` text whose names and gift
 * names sit in <bdi>, so a Latin name does not scramble an Arabic or Hebrew sentence.
 */
export function NoticeText({ text }: { text: TextKey }) {
  const count = text.values?.count;
  return (
    <TransText
      ns={[NS, 'chat']}
      i18nKey={text.key}
      values={text.values ?? {}}
      count={typeof count === 'number' ? count : undefined}
    />
  );
}
