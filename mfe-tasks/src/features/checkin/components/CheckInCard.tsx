import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { LoadingState } from '../../common/components/LoadingState';
import { useCheckIn } from '../hooks/useCheckIn';
import { checkedInToday, showsCheckIn, todaysCoins, type CheckInError } from '../state/checkin';
import styles from './CheckIn.module.css';

interface Props {
  /** Called after a check-in went through (the task list reloads: login_in counts it). */
  onCheckedIn?: () => void;
  /** The Check in button (login_in's Go moves the focus there). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The check-in card (spec 3 §3 Check-in, §4 "Check-in"): the 7-day sign-in list with its coins,
 * today marked, the cycle's total, and Check in once per UTC day. Nothing for a VIP: their
 * reward comes by itself (the server checks them in), so no button promises otherwise.
 */
export function CheckInCard({ onCheckedIn, buttonRef }: Props) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const { state, retry, checkIn, busy, error, coins } = useCheckIn();
  const errorText = useErrorText();
  const titleId = useId();

  if (state.status === 'loading') {
    return (
      <section className={styles.card} aria-label={t('checkin.title', 'Daily check-in')}>
        <LoadingState
          failed={state.failed}
          loadingText={t('checkin.loading', 'Loading check-in…')}
          failedText={t(
            'checkin.loadFailed',
            'The check-in could not be loaded. Check your connection.',
          )}
          onRetry={retry}
        />
      </section>
    );
  }
  const info = state.data;
  if (!showsCheckIn(info)) return null;
  const done = checkedInToday(info);
  const press = async () => {
    if (await checkIn()) onCheckedIn?.();
  };
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('checkin.title', 'Daily check-in')}
        </h2>
        <span className={styles.total}>
          {t('checkin.total', '{{count, number}} coins in 7 days', {
            count: info.totalCoin,
            defaultValue_one: '{{count, number}} coin in 7 days',
          })}
        </span>
      </div>
      <ol className={styles.days} aria-label={t('checkin.days', 'Check-in days')}>
        {info.signInList.map((d, i) => (
          <li
            key={i}
            className={[
              styles.day,
              d.signIn ? styles.signed : '',
              i === info.today ? styles.today : '',
            ].join(' ')}
            aria-current={i === info.today ? 'date' : undefined}
          >
            <span className={styles.dayName}>
              {i === info.today
                ? t('checkin.today', 'Today')
                : t('checkin.day', 'Day {{n, number}}', { n: i + 1 })}
            </span>
            <span className={styles.coin}>{num(d.coin)}</span>
            {d.signIn ? (
              <span className={styles.mark}>
                <span aria-hidden="true">✓</span>
                <span className={styles.srOnly}>{t('checkin.signed', 'Checked in')}</span>
              </span>
            ) : (
              <span className={styles.mark}>{t('checkin.coins', 'coins')}</span>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p className={styles.error} role="alert">
          {errorText(error)}
        </p>
      )}
      {coins !== null && !error && (
        <p className={styles.ok} role="status">
          {t('checkin.got', 'Checked in: +{{count, number}} coins', {
            count: coins,
            defaultValue_one: 'Checked in: +{{count, number}} coin',
          })}
        </p>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        disabled={done || busy}
        onClick={() => void press()}
      >
        {done
          ? t('checkin.doneToday', 'Checked in today')
          : t('checkin.button', 'Check in for {{count, number}} coins', {
              count: todaysCoins(info),
              defaultValue_one: 'Check in for {{count, number}} coin',
            })}
      </button>
    </section>
  );
}

/** spec 3 §8 check-in errors, in the user's language (English equals CHECKIN_ERROR_TEXT). */
export function useErrorText() {
  const { t } = useTranslation(NS);
  return (e: CheckInError): string => {
    switch (e) {
      case 'timeout':
        return t('checkin.err.timeout', 'Server time out, please try again');
      case 'alreadyToday':
        return t('checkin.err.alreadyToday', 'You have already checked in today');
      case 'otherAccount':
        return t(
          'checkin.err.otherAccount',
          'You have already checked in with another account on this device',
        );
      case 'network':
        return t('checkin.err.network', 'No connection. Check your network and try again.');
      default:
        return t('checkin.err.server', 'The check-in failed. Please try again.');
    }
  };
}
