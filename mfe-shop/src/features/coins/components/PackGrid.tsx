import { useTranslation } from 'react-i18next';
import { navigate, type CoinAndChannel } from 'shared-sdk';
import { formatNumber } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { money } from '../../common/money';
import { listPrice } from '../../checkout/hooks/usePack';
import { selectionQuery } from '../../checkout/state/selection';
import styles from './CoinShopPage.module.css';

/** The one-time packs: coins, the extra part, the price; Buy goes to the checkout. */
export function PackGrid({ data }: { data: CoinAndChannel }) {
  const { t } = useTranslation(NS);
  const packs = data.coinList.filter((c) => !c.rcpCoinCountry.period);
  if (packs.length === 0)
    return (
      <p className={ui.warn}>
        {t(
          'coinShop.noPacks',
          'No coin packs can be paid for in this country right now. Try another country or come back later.',
        )}
      </p>
    );
  return (
    <ul className={`${ui.grid} ${ui.list}`} style={{ display: 'grid' }}>
      {packs.map((c) => {
        const r = c.rcpCoinCountry;
        const price = listPrice(c);
        if (!price) return null;
        const shown = money(price.price, price.currency);
        return (
          <li key={r.id} className={styles.pack}>
            <span className={styles.packCoins}>
              <span className={ui.coin} aria-hidden="true" />
              {formatNumber(r.totalCoinNum)}
            </span>
            {r.extraPercent > 0 ? (
              <span className={ui.chipGold}>
                {t('pack.extraChip', '+{{percent}}% extra', { percent: r.extraPercent })}
              </span>
            ) : (
              <span className={ui.chipGrey}>{t('pack.starter', 'Starter')}</span>
            )}
            <span className={ui.price}>{shown}</span>
            <button
              type="button"
              className={`${ui.primary} ${styles.packBuy}`}
              aria-label={t('pack.buyLabel', 'Buy {{count, number}} coins for {{price}}', {
                count: r.totalCoinNum,
                defaultValue_one: 'Buy {{count, number}} coin for {{price}}',
                price: shown,
              })}
              onClick={() =>
                navigate(
                  'CoinsPayPage',
                  {},
                  { query: selectionQuery({ coinId: r.id, country: data.countryCode }) },
                )
              }
            >
              {t('pack.buy', 'Buy')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
