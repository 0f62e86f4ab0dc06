import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { LANDING_HOSTS_MAX, type LandingHost, type OnlineHostsState } from '../state/hosts';
import { HostCard, HostCardSkeleton } from './HostCard';
import styles from './OnlineHosts.module.css';

const slots = Array.from({ length: LANDING_HOSTS_MAX }, (_, i) => i);

/**
 * "Online now". The list box always holds LANDING_HOSTS_MAX card slots (skeletons while loading,
 * invisible behind a message when there is nothing to list), so it has its final height from the
 * first paint and nothing below it moves. Call goes to `onCall` (requestCall: a visitor is asked to
 * sign in, source 'call', and the call starts after it).
 */
export function OnlineHosts({
  state,
  onCall,
}: {
  state: OnlineHostsState;
  onCall?(host: LandingHost): void;
}) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  // requestCall (the SDK) asks a visitor to sign in (source 'call') and starts the call after it.
  const call = (host: LandingHost) => onCall?.(host);
  const hosts = state.status === 'ready' ? state.hosts.slice(0, LANDING_HOSTS_MAX) : [];
  const message = (() => {
    switch (state.status) {
      case 'unavailable':
        return {
          title: t('landing.hostsEmptyTitle', 'No hosts to show yet'),
          text: t(
            'landing.hostsEmptyText',
            'Hosts who are online right now will be listed here, each with a button to call them by video.',
          ),
        };
      case 'ready':
        return hosts.length === 0
          ? {
              title: t('landing.hostsNoneTitle', 'No one is online right now'),
              text: t('landing.hostsNoneText', 'Hosts come online all day. Check back soon.'),
            }
          : null;
      case 'failed':
        return {
          title: t('landing.hostsFailedTitle', 'The host list could not load'),
          text: t('landing.hostsFailedText', 'Check your connection and try again.'),
        };
      case 'loading':
        return null;
    }
  })();
  return (
    <section
      className={styles.hosts}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      <h2 id={titleId} className={styles.title}>
        {t('landing.hostsTitle', 'Online now')}
      </h2>
      <div className={styles.box}>
        <ul className={styles.grid} aria-hidden={hosts.length === 0 ? true : undefined}>
          {hosts.map((h) => (
            <HostCard key={h.id} host={h} onCall={call} />
          ))}
          {slots.slice(hosts.length).map((i) => (
            <HostCardSkeleton key={`s${i}`} hidden={state.status !== 'loading'} />
          ))}
        </ul>
        {message && (
          <div className={styles.message}>
            <p className={styles.messageTitle}>{message.title}</p>
            <p>{message.text}</p>
            {state.status === 'failed' && (
              <button type="button" className={styles.retry} onClick={state.retry}>
                {t('landing.retry', 'Retry')}
              </button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
