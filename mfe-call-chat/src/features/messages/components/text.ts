import type { TFunction } from 'i18next';
import type { TextKey } from '../rules/wording';
import type { TimeLabel } from '../rules/timeLabel';

/** The text of a chat rule's i18n key (namespace `chat`, loaded with useTranslation([NS, 'chat'])). */
export function sdkText(t: TFunction, k: TextKey): string {
  return String(t(k.key, k.values ?? {}));
}

/** A time label of the chat's rules as text. */
export function labelText(t: TFunction, label: TimeLabel): string {
  return label.kind === 'yesterday' ? String(t(label.key, label.values)) : label.text;
}
