import Check from 'lucide/dist/esm/icons/check.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import {
  Icon,
  NavButton,
  PageFrame,
  applyBalance,
  applyPayStatus,
  appStore,
  navigate,
  setLocal,
  userAtom,
  type ApiResult,
  type ShopOrderDetail,
} from 'shared-sdk';
import {
  COUNTDOWN_TICK_MS,
  PAY_RESULT_COUNTDOWN_S,
  PAY_RESULT_POLL_MS,
  PAY_STATUS,
  SHOP_CODES,
} from 'shared-sdk/constants';
import { bdiTags, TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { money } from '../../common/money';
import { offerStore } from '../../offer/state/offerStore';
import { paymentClient } from '../../providers/state/client';
import { formatCountdown, lastPurchaseKey } from '../../offer/state/rules';
import { clearCardDraft } from '../../checkout/state/cardDraft';
import { selectionQuery } from '../../checkout/state/selection';
import { BackFromShop } from './BackFromShop';
import { keepsPolling, resultView } from '../state/resultState';
import styles from './result.module.css';

/**
 * Route CallbackPage (/payRes?orderId=): where the provider sends the user back. It reads the
 * order every 2 s while the provider has not answered, with a countdown; success applies the new
 * balance (the one writer, applyBalance) and VIP at once, and offers the way back to the call or
 * chat the coins were bought for (BackFromShop).
 */
export function PayResultPage() {
  const { t } = useTranslation(NS);
  const orderId = new URLSearchParams(useLocation().search).get('orderId')?.slice(0, 40) ?? '';
  const [order, setOrder] = useState<ShopOrderDetail | null>(null);
  const [failedReads, setFailedReads] = useState(0);
  const [notFound, setNotFound] = useState(!orderId);
  const [secondsLeft, setSecondsLeft] = useState(PAY_RESULT_COUNTDOWN_S);
  const applied = useRef(false);

  const apply = useCallback((r: ApiResult<ShopOrderDetail>) => {
    if (r.ok && r.data) {
      setOrder(r.data);
      setFailedReads(0);
      applyBalance({ goldNum: r.data.goldNum, seq: r.data.balanceSeq, source: 'shop' });
      if (r.data.status === 'success' && !applied.current) {
        applied.current = true;
        applyPayStatus({ payStatus: r.data.payStatus, source: 'shop' });
        const offerUser = offerStore.getSnapshot().userId;
        void offerStore.ensure(offerUser, true); // a used offer goes away
        const userId = appStore.get(userAtom)?.id ?? offerUser;
        // The offer popup keeps away right after a purchase; the typed card is not kept.
        if (userId !== null) setLocal(lastPurchaseKey(userId), Date.now());
        clearCardDraft();
      }
    } else if (r.code === SHOP_CODES.notFound) setNotFound(true);
    else setFailedReads((n) => n + 1);
  }, []);
  const read = useCallback(
    () => (orderId ? paymentClient.status(orderId).then(apply) : Promise.resolve()),
    [orderId, apply],
  );

  const view = resultView({
    status: order?.status ?? null,
    secondsLeft,
    loadFailed: failedReads > 0,
    notFound,
  });
  const polling = keepsPolling(view);
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    void paymentClient.status(orderId).then((r) => live && apply(r));
    return () => {
      live = false;
    };
  }, [orderId, apply]);
  useEffect(() => {
    if (!polling) return;
    const poll = setInterval(() => void read(), PAY_RESULT_POLL_MS);
    return () => clearInterval(poll);
  }, [polling, read]);
  const waiting = view === 'processing' || view === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), COUNTDOWN_TICK_MS);
    return () => clearInterval(tick);
  }, [waiting]);

  return (
    <PageFrame title={t('payResult.title', 'Payment result')}>
      <section className={`${ui.card} ${styles.result}`} aria-live="polite">
        {view === 'loading' && (
          <p className={ui.muted}>{t('payResult.loading', 'Checking your payment…')}</p>
        )}
        {view === 'success' && order && (
          <>
            <span className={styles.iconOk}>
              <Icon icon={Check} size={30} strokeWidth={3} />
            </span>
            <h2 className={styles.heading}>{t('payResult.success', 'Payment successful')}</h2>
            <p className={styles.coins}>
              {t('payResult.credited', '+{{count, number}} coins added to your balance', {
                count: order.coins,
                defaultValue_one: '+{{count, number}} coin added to your balance',
              })}
            </p>
            <p className={ui.muted}>
              {t('payResult.balance', 'Your balance: {{count, number}} coins', {
                count: order.goldNum,
                defaultValue_one: 'Your balance: {{count, number}} coin',
              })}
              {order.payStatus === PAY_STATUS.paying && ` · ${t('payResult.vip', 'You are a VIP')}`}
            </p>
          </>
        )}
        {view === 'failed' && (
          <>
            <span className={styles.iconFail}>
              <Icon icon={X} size={30} strokeWidth={3} />
            </span>
            <h2 className={styles.heading}>{t('payResult.failed', 'Payment failed')}</h2>
            <p>
              {t(
                'payResult.retryText',
                'Payment failed, retry with another channel. Nothing was charged.',
              )}
            </p>
          </>
        )}
        {(view === 'processing' || view === 'pending') && (
          <>
            <span className={ui.spinner} aria-hidden="true" />
            <h2 className={styles.heading}>
              {view === 'pending'
                ? t('payResult.pending', 'Payment pending')
                : t('payResult.processing', 'Waiting for the payment provider')}
            </h2>
            <p>
              {view === 'pending'
                ? t(
                    'payResult.pendingText',
                    'The provider is still confirming your payment. Your coins are added as soon as it does.',
                  )
                : t(
                    'payResult.processingText',
                    'We are waiting for the provider to confirm your payment.',
                  )}
            </p>
            <p className={styles.countdown} role="timer">
              {formatCountdown(secondsLeft * 1000)}
            </p>
          </>
        )}
        {view === 'slow' && (
          <>
            <h2 className={styles.heading}>
              {t('payResult.slow', 'Still waiting for the provider')}
            </h2>
            <p>
              {t(
                'payResult.slowText',
                'This is taking longer than usual. Your coins are added as soon as the provider confirms; you can follow the order in My orders.',
              )}
            </p>
            <button
              type="button"
              className={ui.secondary}
              onClick={() => {
                setSecondsLeft(PAY_RESULT_COUNTDOWN_S);
                void read();
              }}
            >
              {t('payResult.checkAgain', 'Check again')}
            </button>
          </>
        )}
        {view === 'missing' && (
          <p>{t('payResult.missing', 'We could not find this order. Check My orders.')}</p>
        )}
        {view === 'error' && (
          <p role="alert">
            {t('payResult.error', 'Could not reach the shop to check your payment. Retrying…')}
          </p>
        )}
        {order && (
          <p className={ui.muted}>
            {order.itemName} · {money(order.price, order.currency)} ·{' '}
            <TransText
              ns={NS}
              i18nKey="payResult.order"
              defaults="Order <id>{{id}}</id>"
              values={{ id: order.orderNumber }}
              components={bdiTags(['id'], 'ltr')}
            />
          </p>
        )}
      </section>
      <div className={ui.row} style={{ flexWrap: 'wrap' }}>
        {view === 'success' && order && <BackFromShop order={order} />}
        {view === 'failed' && order && (
          <button
            type="button"
            className={ui.primary}
            onClick={() =>
              navigate(
                'paymentMethodsList',
                {},
                {
                  query: selectionQuery({
                    coinId: order.coinId,
                    country: order.countryCode,
                    offerId: order.offerId,
                  }),
                },
              )
            }
          >
            {t('payResult.tryAgain', 'Try another payment method')}
          </button>
        )}
        <NavButton to="CoinPage" secondary>
          {t('common.shop', 'Coin shop')}
        </NavButton>
        <NavButton to="PayOrderList" secondary>
          {t('common.orders', 'My orders')}
        </NavButton>
      </div>
    </PageFrame>
  );
}
