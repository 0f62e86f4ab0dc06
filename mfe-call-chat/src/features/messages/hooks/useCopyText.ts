import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from 'shared-sdk';
import { NS } from '../../../i18n';
import { isLongCopy } from '../state/clipboard';

/**
 * Copies a text to the clipboard and says so in a toast with the spec's texts (spec 2 §8): a long
 * text "Successful copy", a short one "{text} is already on the clipboard." A browser that refuses
 * says so with `failed` (default: a generic text).
 */
export function useCopyText(): (text: string, failed?: string) => Promise<boolean> {
  const { t } = useTranslation(NS);
  return useCallback(
    async (text: string, failed?: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        showToast(
          failed ?? t('clipboard.failed', 'Copying failed. Your browser did not allow it.'),
        );
        return false;
      }
      showToast(
        isLongCopy(text)
          ? t('clipboard.copiedLong', 'Successful copy')
          : t('clipboard.copiedShort', '{{text}} is already on the clipboard.', { text }),
      );
      return true;
    },
    [t],
  );
}
