import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import type { LiveToast } from '../../engine';
import { liveRoomText, liveToastText, type LiveRoomText } from '../../texts';

/** The room's catalogue texts of spec 3 §8 (texts.ts), in the viewer's language. */
export function useRoomText(): (key: LiveRoomText) => string {
  const t = useT();
  return (key) => liveRoomText(t, key);
}

/** The room's toast texts (texts.ts), for the pages that say the same words. */
export function useRoomToastText(): (key: LiveToast) => string {
  const t = useT();
  return (key) => liveToastText(t, key);
}

/** react-i18next's t in the shape texts.ts takes. */
function useT() {
  const { t } = useTranslation(NS);
  return (key: string, text: string, options?: Record<string, unknown>) =>
    t(key, text, options ?? {});
}
