import { useTranslation } from 'react-i18next';
import type { PayChannel } from 'shared-sdk';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { useCoinTexts } from '../../common/hooks/useCoinTexts';
import { money } from '../../common/money';
import type { PackInfo } from '../hooks/usePack';
import { listPrice } from '../hooks/usePack';

/** What is being bought: coins (with extra and bonus), the period for a subscription, the price. */
export function PackSummary({ info, channel }: { info: PackInfo; channel?: PayChannel | null }) {
  const { t } = useTranslation(NS);
  const { packCoins } = useCoinTexts();
  const r = info.pack.rcpCoinCountry;
  const price = channel ?? info.channel ?? listPrice(info.pack);
  return (
    <section className={ui.card} aria-label={t('checkout.summary', 'Your order')}>
      <div className={ui.between}>
        <div className={ui.row}>
          <span className={ui.coinBig} aria-hidden="true" />
          <div>
            <p className={ui.h2}>{packCoins(r.totalCoinNum, r.period)}</p>
            <p className={ui.muted}>
              {r.extraCoinNum > 0 &&
                t('pack.extra', 'includes {{count, number}} extra coins', {
                  count: r.extraCoinNum,
                  defaultValue_one: 'includes {{count, number}} extra coin',
                })}
              {r.extraCoinNum > 0 && info.bonusCoins > 0 && ' · '}
              {info.bonusCoins > 0 &&
                t('pack.bonus', '+{{count, number}} bonus coins for a first purchase', {
                  count: info.bonusCoins,
                  defaultValue_one: '+{{count, number}} bonus coin for a first purchase',
                })}
              {info.offerId !== null && t('pack.offer', 'Limited offer')}
            </p>
          </div>
        </div>
        {price && <span className={ui.price}>{money(price.price, price.currency)}</span>}
      </div>
    </section>
  );
}
