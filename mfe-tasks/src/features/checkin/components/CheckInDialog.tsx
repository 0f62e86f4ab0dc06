import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import { NS } from '../../../i18n';
import { CheckInCard } from './CheckInCard';

/** The check-in card as a popup (the tip opens it; claiming login_in shows it, spec 3 §4). */
export function CheckInDialog({ onClose, note }: { onClose: () => void; note?: string }) {
  const { t } = useTranslation(NS);
  return createPortal(
    <Dialog
      title={t('checkin.title', 'Daily check-in')}
      hideTitle
      onClose={onClose}
      closeLabel={t('common.close', 'Close')}
      wide
    >
      {note && <p role="status">{note}</p>}
      <CheckInCard />
    </Dialog>,
    document.body,
  );
}
