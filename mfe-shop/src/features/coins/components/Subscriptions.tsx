import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, navigate, showToast, type CoinAndChannel, type Subscription } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { formatDate } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { LoadError } from '../../common/components/LoadError';
import { useCoinTexts } from '../../common/hooks/useCoinTexts';
import { money } from '../../common/money';
import { useLoad } from '../../common/hooks/useLoad';
import { listPrice } from '../../checkout/hooks/usePack';
import { selectionQuery } from '../../checkout/state/selection';
import styles from './CoinShopPage.module.css';
import { CODE_NETWORK } from 'shared-sdk/constants';

/**
 * Subscribed coin packs (spec 3 §3, §4): weekly or monthly; the user's subscription with its
 * renewal date, and Cancel — it then ends when the paid period ends (next week or month).
 */
export function Subscriptions({ data }: { data: CoinAndChannel }) {
  const { t } = useTranslation(NS);
  const subs = useLoad('subscriptions', () => shopApi.subscriptionList());
  const [confirm, setConfirm] = useState<Subscription | null>(null);
  const offers = data.coinList.filter((c) => c.rcpCoinCountry.period);
  const running =
    subs.status === 'ready' ? subs.data.list.find((s) => s.status !== 'ended') : undefined;
  const { packCoins } = useCoinTexts();
  // One text per period: "per week" and "per month" are whole phrases in every language.
  const perPeriod = (period: string, price: string) =>
    period === 'weekly'
      ? t('sub.priceWeek', '{{price}} per week · cancel any time', { price })
      : t('sub.priceMonth', '{{price}} per month · cancel any time', { price });

  async function cancel(s: Subscription) {
    setConfirm(null);
    const r = await shopApi.cancelSubscription(s.subscriptionId);
    if (r.ok && r.data) {
      showToast(
        t('sub.cancelled', 'Subscription cancelled. It ends on {{date}}.', {
          date: formatDate(r.data.currentPeriodEnd),
        }),
      );
      await subs.refresh();
    } else
      showToast(
        r.code === CODE_NETWORK ? t('load.network', 'Check your connection and try again.') : r.msg,
      );
  }

  if (offers.length === 0 && !running) return null;
  return (
    <section className={ui.stack} aria-labelledby="subs-title">
      <h2 id="subs-title" className={ui.h2}>
        {t('sub.title', 'Subscribe and save')}
      </h2>
      {subs.status === 'error' && (
        <LoadError
          title={t('sub.loadFailed', 'Could not load your subscription')}
          code={subs.code}
          msg={subs.msg}
          onRetry={subs.retry}
        />
      )}
      {running && (
        <div className={ui.card} data-testid="my-subscription">
          <div className={ui.between}>
            <div>
              <p className={ui.h2}>{packCoins(running.coins, running.period)}</p>
              <p className={ui.muted}>
                {running.cancelAtPeriodEnd
                  ? t('sub.endsOn', 'Cancelled: ends on {{date}}', {
                      date: formatDate(running.currentPeriodEnd),
                    })
                  : t('sub.renewsOn', 'Renews on {{date}} for {{price}}', {
                      date: formatDate(running.currentPeriodEnd),
                      price: money(running.price, running.currency),
                    })}
              </p>
            </div>
            {running.cancelAtPeriodEnd ? (
              <span className={ui.chipGrey}>{t('sub.cancelledChip', 'Cancelled')}</span>
            ) : (
              <button type="button" className={ui.danger} onClick={() => setConfirm(running)}>
                {t('sub.cancel', 'Cancel subscription')}
              </button>
            )}
          </div>
        </div>
      )}
      {!running && (
        <div className={styles.subs}>
          {offers.map((c) => {
            const r = c.rcpCoinCountry;
            const price = listPrice(c);
            if (!price || !r.period) return null;
            return (
              <div key={r.id} className={ui.card}>
                <div className={ui.between}>
                  <div>
                    <p className={ui.h2}>{packCoins(r.totalCoinNum, r.period)}</p>
                    <p className={ui.muted}>
                      {perPeriod(r.period, money(price.price, price.currency))}
                    </p>
                  </div>
                  <button
                    type="button"
                    className={ui.secondary}
                    onClick={() =>
                      navigate(
                        'CoinsPayPage',
                        {},
                        { query: selectionQuery({ coinId: r.id, country: data.countryCode }) },
                      )
                    }
                  >
                    {t('sub.subscribe', 'Subscribe')}
                  </button>
                </div>
              </div>
            );
          })}
        </div>
      )}
      {confirm && (
        <Dialog
          title={t('sub.confirmTitle', 'Cancel your subscription?')}
          onClose={() => setConfirm(null)}
          closeLabel={t('common.close', 'Close')}
        >
          <div className={ui.stack}>
            <p style={{ margin: 0 }}>
              {t('sub.confirmText', 'You keep it until {{date}} and are not charged again.', {
                date: formatDate(confirm.currentPeriodEnd),
              })}
            </p>
            <div className={ui.row}>
              <button type="button" className={ui.danger} onClick={() => void cancel(confirm)}>
                {t('sub.confirmCancel', 'Yes, cancel')}
              </button>
              <button type="button" className={ui.secondary} onClick={() => setConfirm(null)}>
                {t('sub.keep', 'Keep it')}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
