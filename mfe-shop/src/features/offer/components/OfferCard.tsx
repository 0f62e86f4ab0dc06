import { useTranslation } from 'react-i18next';
import { navigate } from 'shared-sdk';
import { discountShown } from 'shared-sdk/shop';
import { NS } from '../../../i18n';
import { useCountdownText } from '../hooks/useCountdownText';
import ui from '../../../ui/shop.module.css';
import { useCoinTexts } from '../../common/hooks/useCoinTexts';
import { money } from '../../common/money';
import { selectionQuery } from '../../checkout/state/selection';
import { useLiveOffer } from '../hooks/useOffer';
import { remainingMs } from '../state/rules';
import styles from './offer.module.css';

/** The limited offer on the coin shop: coins, the discount (100 minus the value), both prices, the countdown. */
export function OfferCard({ country }: { country: string | null }) {
  const { t } = useTranslation(NS);
  const countdown = useCountdownText();
  const { coins } = useCoinTexts();
  const { snap, offer, now } = useLiveOffer();
  if (!offer || !snap.pack) return null;
  const coinId = snap.pack.rcpCoinCountry.id;
  return (
    <section className={styles.card} aria-label={t('offer.label', 'Limited offer')}>
      <div className={styles.cardHead}>
        <span className={styles.badge}>
          {t('offer.off', '{{percent}}% OFF', { percent: discountShown(offer.discount) })}
        </span>
        <span className={styles.timer} role="timer">
          {t('offer.endsIn', 'Ends in {{time}}', {
            time: countdown(remainingMs(offer.endTime, now)),
          })}
        </span>
      </div>
      <div className={ui.between}>
        <div className={ui.row}>
          <span className={ui.coinBig} aria-hidden="true" />
          <div>
            <p className={styles.coins}>{coins(offer.totalCoinNum)}</p>
            <p className={styles.prices}>
              <span className={styles.now}>{money(offer.afterAmount, offer.currency)}</span>{' '}
              <span className={ui.strike}>{money(offer.beforeAmount, offer.currency)}</span>
            </p>
          </div>
        </div>
        <button
          type="button"
          className={styles.buy}
          onClick={() =>
            navigate(
              'CoinsPayPage',
              {},
              {
                query: selectionQuery({
                  coinId,
                  country: snap.pack?.rcpCoinCountry.countryCode ?? country ?? 'US',
                  offerId: offer.id,
                }),
              },
            )
          }
        >
          {t('offer.buy', 'Get the deal')}
        </button>
      </div>
      <p className={styles.once}>
        {t('offer.once', 'One time only, for the next {{count}} minutes.', {
          count: offer.limitMinutes,
          defaultValue_one: 'One time only, for the next minute.',
        })}
      </p>
    </section>
  );
}
