import { useTranslation } from 'react-i18next';
import { NavButton, type MatchHostPrices } from 'shared-sdk';
import { NS } from '../../../i18n';
import styles from './MatchPage.module.css';

/**
 * Told before matching (backend match README rule M4): a user whose coins do not pay one minute
 * of the cheapest host is matched with people only (free); the way to more coins is the shop.
 */
export function HostPriceNotice({
  hosts,
  goldNum,
}: {
  hosts: MatchHostPrices;
  goldNum: number | null;
}) {
  const { t } = useTranslation(NS);
  if (hosts.canAfford || hosts.cheapestPrice === null) return null;
  return (
    <div
      className={styles.notice}
      role="note"
      aria-label={t('match.noticeLabel', 'Matching with hosts')}
    >
      <p className={styles.noticeTitle}>
        {t('match.hostsFrom', 'Matches with hosts cost from {{count, number}} coins/min.', {
          count: hosts.cheapestPrice,
          defaultValue_one: 'Matches with hosts cost from {{count, number}} coin/min.',
        })}
      </p>
      <p className={styles.noticeText}>
        {t(
          'match.notEnoughForHosts',
          'You have {{count, number}} coins, so you will only be matched with people, which is free. Get coins to meet hosts too.',
          {
            count: goldNum ?? 0,
            defaultValue_one:
              'You have {{count, number}} coin, so you will only be matched with people, which is free. Get coins to meet hosts too.',
          },
        )}
      </p>
      <NavButton to="CoinPage">{t('match.getCoins', 'Get coins')}</NavButton>
    </div>
  );
}
