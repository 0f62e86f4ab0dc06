import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { PopupDialog } from '../../common/components/PopupDialog';
import { CheckInCard } from './CheckInCard';
import styles from './CheckIn.module.css';

/** The check-in card as a popup (the tip opens it; claiming login_in shows it, spec 3 §4). */
export function CheckInDialog({ onClose, note }: { onClose: () => void; note?: string }) {
  const { t } = useTranslation(NS);
  return (
    <PopupDialog title={t('checkin.title', 'Daily check-in')} hideTitle onClose={onClose}>
      <div className={styles.dialogBody}>
        {note && (
          <p className={styles.ok} role="status">
            {note}
          </p>
        )}
        <CheckInCard />
      </div>
    </PopupDialog>
  );
}
