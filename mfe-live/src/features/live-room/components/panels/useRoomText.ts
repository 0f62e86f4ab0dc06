import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { liveRoomText, type LiveRoomText } from '../../texts';

/** The room's catalogue texts of spec 3 §8 (texts.ts), in the viewer's language. */
export function useRoomText(): (key: LiveRoomText) => string {
  const { t } = useTranslation(NS);
  return (key) => liveRoomText((k, text, options) => t(k, text, options ?? {}), key);
}
