import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';

/** The full-page payment spinner (spec 3 §2 "A full-page loading spinner overlay exists"). */
export function PaySpinner() {
  const { t } = useTranslation(NS);
  return (
    <div className={ui.overlay} role="status" aria-live="polite" aria-busy="true">
      <span className={ui.spinner} aria-hidden="true" />
      {t('checkout.processing', 'Processing your payment…')}
    </div>
  );
}
