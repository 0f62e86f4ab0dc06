import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import { NS } from '../../../i18n';

/**
 * The SDK's Dialog, put under <body>: the task entry lives in the sidebar, whose layout must not
 * hold a fixed popup, and the rest of the page is made inert around it.
 */
export function PopupDialog({
  title,
  hideTitle,
  onClose,
  children,
}: {
  title: string;
  hideTitle?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(NS);
  return createPortal(
    <Dialog
      title={title}
      hideTitle={hideTitle}
      onClose={onClose}
      closeLabel={t('common.close', 'Close')}
      wide
    >
      {children}
    </Dialog>,
    document.body,
  );
}
