import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { PaySpinner } from '../../common/components/PaySpinner';
import type { ConfirmState } from '../hooks/usePlaceOrder';

/** The spinner and the confirm-reloads dialog of usePlaceOrder. */
export function OrderFeedback({
  spinning,
  confirm,
}: {
  spinning: boolean;
  confirm: ConfirmState | null;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      {spinning && <PaySpinner />}
      {confirm && (
        <Dialog
          title={t('order.problemTitle', 'Payment problem')}
          onClose={() => window.location.reload()}
          closeLabel={t('common.close', 'Close')}
        >
          <div className={ui.stack}>
            <p style={{ margin: 0 }}>{confirm.text}</p>
            <button type="button" className={ui.primary} onClick={() => window.location.reload()}>
              {t('order.confirmReload', 'OK')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
