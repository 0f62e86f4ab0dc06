import Coins from 'lucide/dist/esm/icons/coins.mjs';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { goldNumAtom, Icon as SdkIcon, pathFor, splitLanguagePrefix, userAtom } from 'shared-sdk';
import { formatNumber } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { useCountdownText } from '../hooks/useCountdownText';
import { useLiveOffer } from '../hooks/useOffer';
import { remainingMs } from '../state/rules';
import styles from './offer.module.css';
import { Icon } from '../../../ui/Icon';

/**
 * Widget `./BalanceEntry` for the host's sidebar and the phone's top bar (spec 3 §2 "the coin
 * balance (or a countdown for a limited coin offer)"): the balance, and while an offer runs its
 * countdown right under it (`compact`: beside it, one row), ticking every second and gone at the
 * end time. Both lead to the coin shop. The balance stays visible so the user always sees it
 * (project's reading of "or").
 */
export function BalanceEntry({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(NS);
  const countdown = useCountdownText();
  const gold = useAtomValue(goldNumAtom);
  const user = useAtomValue(userAtom);
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  const { offer, now } = useLiveOffer();
  if (!user) return null;
  const to = pathFor('CoinPage', {}, { prefix });
  return (
    <div className={compact ? `${styles.entry} ${styles.compact}` : styles.entry}>
      <Link
        to={to}
        className={styles.balance}
        aria-label={t('offer.balanceLabel', 'Coin balance: {{gold}}', { gold: formatNumber(gold) })}
      >
        <SdkIcon icon={Coins} size={18} /> {formatNumber(gold)}
      </Link>
      {offer && (
        <Link
          to={to}
          className={styles.countdown}
          aria-label={t('offer.sidebarLabel', 'Limited coin offer, ends in {{time}}', {
            time: countdown(remainingMs(offer.endTime, now)),
          })}
        >
          <Icon name="timer" size={16} />
          <span data-testid="offer-countdown">{countdown(remainingMs(offer.endTime, now))}</span>
        </Link>
      )}
    </div>
  );
}
