import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, type PlaceOrderRequest } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { PAYMENT_SPINNER_HIDE_MS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { paymentClient } from '../../providers/state/client';
import { orderReaction, type OrderMessage } from '../state/orderResult';

export function useOrderTexts() {
  const { t } = useTranslation(NS);
  return (m: OrderMessage): string =>
    ({
      channelUnavailable: t(
        'order.channelUnavailable',
        'This payment channel is not available right now. Please choose another one.',
      ),
      dealUsed: t(
        'order.dealUsed',
        'Ops! It looks like you already used this special deal. Please check our other offers to keep the fun going!',
      ),
      payFailedRetry: t(
        'order.payFailedRetry',
        'Payment failed. Please try again or use another payment method.',
      ),
      subscribedAlready: t('order.subscribedAlready', 'You already have an active subscription.'),
      payInfoIncorrect: t(
        'order.payInfoIncorrect',
        'Your payment information is incorrect. Please check it and try again.',
      ),
      network: t(
        'order.network',
        'No connection to the shop. Check your connection and try again; nothing was charged.',
      ),
      unknown: t('order.unknown', 'Something went wrong with this payment. Please try again.'),
    })[m];
}

export interface ConfirmState {
  text: string;
}

/**
 * Places an order and reacts to the answer (orderReaction): the full-page spinner while the call
 * runs and, on success, for up to 2 s while the browser leaves for the provider (spec 3 §9
 * "Payment spinner hides after 2 s"); toasts for the abort codes; a dialog whose OK reloads the
 * page for 500 / 30001 / 400 (spec 3 §8).
 */
export function usePlaceOrder() {
  const text = useOrderTexts();
  const [spinning, setSpinning] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const place = useCallback(
    async (
      req: Omit<PlaceOrderRequest, 'ext' | 'deviceId' | 'returnUrl'>,
      afterPlaced?: (orderId: string) => Promise<boolean>,
    ) => {
      setSpinning(true);
      const r = orderReaction(await paymentClient.create(req));
      if (r.kind === 'go') {
        if (afterPlaced && !(await afterPlaced(r.order.orderId))) {
          setSpinning(false);
          return false;
        }
        timer.current = setTimeout(() => setSpinning(false), PAYMENT_SPINNER_HIDE_MS);
        paymentClient.redirect(r.order.payUrl);
        return true;
      }
      setSpinning(false);
      if (r.kind === 'toast') showToast(text(r.message));
      else if (r.kind === 'toastServer') showToast(r.text);
      else
        setConfirm({
          text:
            r.detail && r.detail !== text(r.message)
              ? `${text(r.message)} ${r.detail}`
              : text(r.message),
        });
      return false;
    },
    [text],
  );

  /** Klarna: a session for the placed order (spec 3 §8: success if code 0 or 200, else the toast). */
  const klarnaSession = useCallback(
    async (orderId: string) => {
      const s = await shopApi.klarnaSession(orderId);
      if (!s.ok) showToast(text('channelUnavailable'));
      return s.ok;
    },
    [text],
  );

  return { place, spinning, confirm, klarnaSession, closeConfirm: () => setConfirm(null) };
}
