import { useTranslation } from 'react-i18next';
import { REFUND_WINDOW_DAYS, type OrderStatus, type RefundStatus } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';

export function useStatusTexts() {
  const { t } = useTranslation(NS);
  const order = (s: OrderStatus): { text: string; chip: string } =>
    ({
      created: { text: t('status.created', 'Waiting for payment'), chip: ui.chipGrey as string },
      pending: { text: t('status.pending', 'Payment pending'), chip: ui.chipGold as string },
      success: { text: t('status.success', 'Paid'), chip: ui.chipGreen as string },
      failed: { text: t('status.failed', 'Failed'), chip: ui.chipRed as string },
      refunding: { text: t('status.refunding', 'Refund in progress'), chip: ui.chipGold as string },
      refunded: { text: t('status.refunded', 'Refunded'), chip: ui.chipGrey as string },
    })[s];
  const refund = (s: RefundStatus): string =>
    ({
      processing: t('refundStatus.processing', 'Processing'),
      successful: t('refundStatus.successful', 'Refund accepted'),
      failed: t('refundStatus.failed', 'Refund failed'),
      refunded: t('refundStatus.refunded', 'Refunded'),
      coins_credited: t('refundStatus.coinsCredited', 'Coins credited'),
      rejected: t('refundStatus.rejected', 'Refund declined'),
    })[s];
  const block = (b: string | null): string =>
    b === 'coinsSpent'
      ? t(
          'refund.blockCoinsSpent',
          'The coins from this order were already used, so the money cannot be returned.',
        )
      : b === 'noPayment'
        ? t(
            'refund.blockNoPayment',
            'No payment reached the payment provider for this order, so nothing was charged.',
          )
        : b === 'window'
          ? t('refund.blockWindow', 'Refunds can be requested within {{count}} days of purchase.', {
              count: REFUND_WINDOW_DAYS,
              defaultValue_one: 'Refunds can be requested within {{count}} day of purchase.',
            })
          : b === 'notLastRecurring'
            ? t(
                'refund.blockRecurring',
                'Only the last recurring purchase of a subscription can be refunded.',
              )
            : b === 'refundExists'
              ? t('refund.blockExists', 'A refund for this order was already requested.')
              : b === 'refunded'
                ? t('refund.blockRefunded', 'This order was refunded.')
                : t('refund.blockOther', 'This order cannot be refunded.');
  return { order, refund, block };
}
