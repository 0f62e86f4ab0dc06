import { useTranslation } from 'react-i18next';
import { NavButton, PageFrame, sanitizeUserName, useSnapshotStore } from 'shared-sdk';
import { CALL_CODE } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useMatching } from '../hooks/useMatching';
import { blurStrangers, setBlurStrangers } from '../state/blurSetting';
import { HostPriceNotice } from './HostPriceNotice';
import { MatchedCard } from './MatchedCard';
import styles from './MatchPage.module.css';

/**
 * Route MatchPage (/matching): random video matching. Before Start, a user who cannot pay any
 * host reads so with the way to coins; Start joins the server's queue; a pair shows its card with
 * the price per minute, and its call is placed (at once when free, after the price was shown when
 * paid; the call layer shows it); after the call, "Next match". Leaving the page leaves the
 * queue. The stranger's video starts blurred (the setting below, on by default).
 */
export function MatchPage() {
  const { t } = useTranslation(NS);
  const { state, start, stop, skip } = useMatching();
  const blur = useSnapshotStore(blurStrangers);
  const name = (u: { remoteUserInfo: { userName?: string } } | null) =>
    sanitizeUserName(u?.remoteUserInfo.userName ?? '') || t('call.someone', 'Someone');
  const searching = state.status === 'starting' || state.status === 'waiting';

  let status: string;
  let note: string | null = null;
  switch (state.status) {
    case 'starting':
    case 'waiting':
      status = t('match.searching', 'Looking for someone…');
      note = state.fellThrough
        ? t('match.fellThrough', 'The last match did not connect. Still looking…')
        : state.waiting > 1
          ? t('match.waitingCount', '{{count, number}} people are looking right now.', {
              count: state.waiting,
              defaultValue_one: '{{count, number}} person is looking right now.',
            })
          : null;
      break;
    case 'matched':
      status = state.revealing
        ? t('match.matchedPaid', 'Matched with {{name}}! The call starts in a moment…', {
            name: name(state.match),
          })
        : t('match.matched', 'Matched with {{name}}! Connecting…', { name: name(state.match) });
      break;
    case 'inCall':
      status = t('match.inCall', 'In a call with {{name}}', { name: name(state.match) });
      break;
    case 'failed':
      status =
        state.code === CALL_CODE.callerInCall
          ? t('match.failedInCall', 'You are already in a call. End it to start matching.')
          : t('match.failed', 'Matching could not start. Please try again.');
      break;
    default:
      status = state.last
        ? t('match.ended', 'Your call with {{name}} ended.', { name: name(state.last) })
        : t('match.ready', 'Tap Start to meet someone new by video.');
  }

  return (
    <PageFrame
      title={t('match.title', 'Random match')}
      intro={t('match.intro', 'Meet someone new by video, picked at random.')}
    >
      <section className={styles.panel} aria-label={t('match.title', 'Random match')}>
        <span
          className={`${styles.radar} ${searching ? styles.searching : ''}`}
          aria-hidden="true"
        />
        <p
          className={state.status === 'failed' ? styles.error : styles.status}
          role="status"
          aria-live="polite"
        >
          {status}
        </p>
        {note && <p className={styles.note}>{note}</p>}
        {state.status === 'matched' && state.match && (
          <MatchedCard
            match={state.match}
            revealing={state.revealing}
            goldNum={state.goldNum}
            onSkip={skip}
          />
        )}
        {state.hosts && state.status !== 'matched' && state.status !== 'inCall' && (
          <HostPriceNotice hosts={state.hosts} goldNum={state.goldNum} />
        )}
        <div className={styles.actions}>
          {(state.status === 'idle' || state.status === 'failed') && (
            <button type="button" className={styles.primary} onClick={start}>
              {state.last
                ? t('match.next', 'Next match')
                : state.status === 'failed'
                  ? t('match.retry', 'Try again')
                  : t('match.start', 'Start matching')}
            </button>
          )}
          {(searching || state.status === 'matched') && (
            <button type="button" className={styles.secondary} onClick={stop}>
              {t('match.stop', 'Stop')}
            </button>
          )}
        </div>
        <label className={styles.setting}>
          <input
            type="checkbox"
            checked={blur}
            onChange={(e) => setBlurStrangers(e.target.checked)}
          />
          {t('match.blurSetting', "Blur a stranger's video until I tap it")}
        </label>
      </section>
      <div className={styles.actions}>
        <NavButton to="ActivityPage" options={{ query: { fromPage: 'match' } }} secondary>
          {t('match.activity', 'Events and rewards')}
        </NavButton>
      </div>
    </PageFrame>
  );
}
