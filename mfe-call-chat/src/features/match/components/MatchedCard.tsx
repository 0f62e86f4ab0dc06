import { useTranslation } from 'react-i18next';
import { sanitizeUserName, type MatchInfo } from 'shared-sdk';
import { NS } from '../../../i18n';
import { Avatar } from '../../call/components/Avatar';
import styles from './MatchPage.module.css';

/**
 * The person or host just matched, with what the call costs per minute before it is placed
 * (backend match README rule M5): "80 coins/min" for a host, "Free" between two people. While a
 * paid match's price is shown (`revealing`), Skip goes to the next match instead.
 */
export function MatchedCard({
  match,
  revealing,
  goldNum,
  onSkip,
}: {
  match: MatchInfo;
  revealing: boolean;
  goldNum: number | null;
  onSkip(): void;
}) {
  const { t } = useTranslation(NS);
  const info = match.remoteUserInfo;
  const name = sanitizeUserName(info.userName ?? '') || t('call.someone', 'Someone');
  const price = match.pricePerMinute;
  return (
    <section className={styles.card} aria-label={t('match.cardLabel', 'Your match')}>
      <Avatar peer={{ ...info, id: match.matchUserId }} size={72} />
      <div className={styles.cardText}>
        <p className={styles.cardName}>{name}</p>
        <p className={price > 0 ? styles.price : styles.free}>
          {price > 0
            ? t('match.pricePerMinute', '{{count, number}} coins/min', {
                count: price,
                defaultValue_one: '{{count, number}} coin/min',
              })
            : t('match.free', 'Free')}
        </p>
        {price > 0 && goldNum !== null && (
          <p className={styles.cardNote}>
            {t(
              'match.balance',
              'You have {{count, number}} coins: the call is billed from its first minute.',
              {
                count: goldNum,
                defaultValue_one:
                  'You have {{count, number}} coin: the call is billed from its first minute.',
              },
            )}
          </p>
        )}
      </div>
      {revealing && (
        <button type="button" className={styles.secondary} onClick={onSkip}>
          {t('match.skip', 'Skip')}
        </button>
      )}
    </section>
  );
}
