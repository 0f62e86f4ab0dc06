import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EmptyState, NavButton, PageFrame, navigate, userAtom } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { formatDate } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { LoadError, Skeleton } from '../../common/components/LoadError';
import { useCoinTexts } from '../../common/hooks/useCoinTexts';
import { money } from '../../common/money';
import { useLoad } from '../../common/hooks/useLoad';
import { useChannelLabel } from '../../providers/hooks/useProviderLabel';
import { useStatusTexts } from './statusText';
import { OrderNumber } from './OrderNumber';
import styles from './orders.module.css';

/** Route PayOrderList: the user's orders (spec 3 §3: amount, coins, order number, time, status). */
export function OrderListPage() {
  const { t } = useTranslation(NS);
  const { coins } = useCoinTexts();
  const userId = useAtomValue(userAtom)?.id ?? null;
  const orders = useLoad(userId === null ? null : `orders|${userId}`, () =>
    shopApi.getOrderListByUserId(userId as number),
  );
  const texts = useStatusTexts();
  const channelLabel = useChannelLabel();
  return (
    <PageFrame
      title={t('orders.title', 'My orders')}
      actions={
        <NavButton to="CoinPage" secondary>
          {t('common.shop', 'Coin shop')}
        </NavButton>
      }
    >
      {orders.status === 'loading' ? (
        <Skeleton count={3} />
      ) : orders.status === 'error' ? (
        <LoadError
          title={t('orders.loadFailed', 'Could not load your orders')}
          code={orders.code}
          msg={orders.msg}
          onRetry={orders.retry}
        />
      ) : orders.data.list.length === 0 ? (
        <EmptyState
          title={t('orders.emptyTitle', 'No orders yet')}
          text={t(
            'orders.emptyText',
            'Your coin purchases will be listed here, each with its status and a way to ask for a refund.',
          )}
        >
          <NavButton to="CoinPage">{t('common.shop', 'Coin shop')}</NavButton>
        </EmptyState>
      ) : (
        <ul className={ui.list} aria-label={t('orders.listLabel', 'Orders')}>
          {orders.data.list.map((o) => {
            const st = texts.order(o.status);
            return (
              <li key={o.orderId} className={ui.card} data-testid="order">
                <div className={styles.head}>
                  <div>
                    <p className={ui.h2}>{o.itemName}</p>
                    <p className={ui.muted}>
                      <OrderNumber id={o.orderNumber} /> · {formatDate(o.time, 'dateTime')}
                    </p>
                  </div>
                  <span className={st.chip}>{st.text}</span>
                </div>
                <div className={styles.facts}>
                  <span>
                    <span className={ui.coin} aria-hidden="true" /> {coins(o.coins)}
                  </span>
                  <span className={ui.price}>{money(o.price, o.currency)}</span>
                  <span className={ui.muted}>{channelLabel(o.payCompanyCode, o.channelName)}</span>
                </div>
                {!o.refund && o.refundBlock === 'coinsSpent' && (
                  <p className={ui.muted}>{texts.block(o.refundBlock)}</p>
                )}
                {o.refund && (
                  <p className={ui.notice}>
                    {t('orders.refund', 'Refund: {{status}}', {
                      status: texts.refund(o.refund.status),
                    })}
                  </p>
                )}
                <div className={ui.row} style={{ flexWrap: 'wrap' }}>
                  {o.refund ? (
                    <button
                      type="button"
                      className={ui.secondary}
                      onClick={() => navigate('RefundBack', {}, { query: { orderId: o.orderId } })}
                    >
                      {t('orders.refundStatus', 'Refund status')}
                    </button>
                  ) : (
                    o.refundable && (
                      <button
                        type="button"
                        className={ui.secondary}
                        onClick={() => navigate('PayRefund', {}, { query: { orderId: o.orderId } })}
                      >
                        {o.status === 'success'
                          ? t('orders.askRefund', 'Request a refund')
                          : t('orders.reportMissing', 'Paid but no coins?')}
                      </button>
                    )
                  )}
                  <button
                    type="button"
                    className={ui.ghost}
                    onClick={() => navigate('CallbackPage', {}, { query: { orderId: o.orderId } })}
                  >
                    {t('orders.details', 'Details')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </PageFrame>
  );
}
