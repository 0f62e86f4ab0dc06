import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { EmptyState, NavButton, PageFrame, applyBalance } from 'shared-sdk';
import { shopApi, isRefundFinal } from 'shared-sdk/shop';
import { REFUND_STATUS_POLL_MS, type RefundStatus } from 'shared-sdk/constants';
import { formatDate } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { LoadError, Skeleton } from '../../common/components/LoadError';
import { money } from '../../common/money';
import { useLoad } from '../../common/hooks/useLoad';
import { useStatusTexts } from './statusText';
import { OrderNumber } from './OrderNumber';
import styles from './orders.module.css';

/** The way a refund goes, for the steps shown (spec 3 §4 refund states). */
function stepsFor(s: RefundStatus): RefundStatus[] {
  if (s === 'coins_credited' || s === 'rejected') return ['processing', s];
  if (s === 'failed') return ['processing', 'failed'];
  return ['processing', 'successful', 'refunded'];
}

/** Route RefundBack (?orderId=): the refund's state, followed until it is final. */
export function RefundStatusPage() {
  const { t } = useTranslation(NS);
  const orderId = new URLSearchParams(useLocation().search).get('orderId')?.slice(0, 40) ?? '';
  const order = useLoad(orderId ? `refund|${orderId}` : null, () => shopApi.getOrderById(orderId));
  const texts = useStatusTexts();
  const refund = order.status === 'ready' ? order.data.refund : null;
  const final = !refund || isRefundFinal(refund.status);
  const { refresh } = order;
  useEffect(() => {
    if (final) return;
    const poll = setInterval(() => void refresh(), REFUND_STATUS_POLL_MS);
    return () => clearInterval(poll);
  }, [final, refresh]);
  useEffect(() => {
    if (order.status === 'ready')
      applyBalance({
        goldNum: order.data.goldNum,
        seq: order.data.balanceSeq,
        source: 'shop-refund',
      });
  }, [order.status, order.data]);

  return (
    <PageFrame
      title={t('refundBack.title', 'Refund status')}
      actions={
        <NavButton to="PayOrderList" secondary>
          {t('common.orders', 'My orders')}
        </NavButton>
      }
    >
      {!orderId ? (
        <EmptyState
          title={t('refundBack.noneTitle', 'No refund selected')}
          text={t('refundBack.noneText', 'Open a refund from My orders to follow it here.')}
        >
          <NavButton to="PayOrderList">{t('common.orders', 'My orders')}</NavButton>
        </EmptyState>
      ) : order.status === 'loading' ? (
        <Skeleton count={1} />
      ) : order.status === 'error' ? (
        <LoadError
          title={t('refundBack.loadFailed', 'Could not load the refund')}
          code={order.code}
          msg={order.msg}
          onRetry={order.retry}
        />
      ) : !refund ? (
        <p className={ui.warn}>
          {t('refundBack.noRefund', 'No refund was requested for this order.')}
        </p>
      ) : (
        <section className={`${ui.card} ${ui.stack}`}>
          <div className={ui.between}>
            <div>
              <p className={ui.h2}>{order.data.itemName}</p>
              <p className={ui.muted}>
                {money(order.data.price, order.data.currency)} ·{' '}
                <OrderNumber id={order.data.orderNumber} />
              </p>
            </div>
            <span className={ui.chip} data-testid="refund-status">
              {texts.refund(refund.status)}
            </span>
          </div>
          <ol className={styles.steps}>
            {stepsFor(refund.status).map((s, i, all) => {
              const reached = all.indexOf(refund.status) >= i;
              return (
                <li key={s} className={reached ? styles.stepDone : styles.step}>
                  <span className={styles.dot} aria-hidden="true" />
                  {texts.refund(s)}
                </li>
              );
            })}
          </ol>
          {refund.message && <p className={ui.notice}>{refund.message}</p>}
          <p className={ui.muted}>
            {t('refundBack.updated', 'Updated {{time}}', {
              time: formatDate(refund.updatedAt, 'dateTime'),
            })}
          </p>
        </section>
      )}
    </PageFrame>
  );
}
