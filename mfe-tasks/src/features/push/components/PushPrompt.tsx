import Bell from 'lucide/dist/esm/icons/bell.mjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-sdk';
import { NS } from '../../../i18n';
import { usePushPrompt, type PushPhase } from '../hooks/usePushPrompt';
import offer from '../../common/components/offer.module.css';
import styles from './push.module.css';

/**
 * Widget `./PushPrompt` (spec 3 §2 "Install, push, offers", §4 "Web push"): mounted once by the
 * host after sign-in with the route name; it shows on LivCam, FriendPage, FriendsPage and
 * MessagePage only. A card, not a modal: the page under it stays usable.
 */
export function PushPrompt({ routeName }: { routeName?: string | null }) {
  const { t } = useTranslation(NS);
  const { phase, gold, turnOn, close } = usePushPrompt(routeName);
  if (phase.kind === 'hidden') return null;

  const errorText = (p: Extract<PushPhase, { kind: 'error' }>) =>
    p.reason === 'noPushService'
      ? t(
          'push.errorNoService',
          'Notifications could not be turned on: your browser could not reach its push service. Check your connection and try again.',
        )
      : p.reason === 'noWorker'
        ? t(
            'push.errorNoWorker',
            'Notifications could not be turned on: the app has not finished loading. Try again in a moment.',
          )
        : t(
            'push.errorServer',
            'Notifications could not be turned on: our server could not save them. Try again.',
          );

  if (phase.kind === 'done')
    return (
      <Card
        label={t('push.label', 'Notifications')}
        title={t('push.doneTitle', 'Notifications are on')}
        status
        actions={
          <button type="button" className={styles.primary} onClick={close}>
            {t('push.ok', 'OK')}
          </button>
        }
      >
        <p className={styles.body}>
          {phase.gold > 0
            ? t('push.doneCoins', '{{count, number}} coins were added to your balance.', {
                count: phase.gold,
                defaultValue_one: '{{count, number}} coin was added to your balance.',
              })
            : t('push.doneText', 'You will be told about new messages and calls.')}
        </p>
        {phase.claimError && (
          <p className={styles.error}>
            {t('push.claimFailed', 'Your coins could not be added: {{reason}}', {
              reason: phase.claimError,
            })}
          </p>
        )}
      </Card>
    );

  const working = phase.kind === 'working';
  return (
    <Card
      label={t('push.label', 'Notifications')}
      title={t('push.title', 'Turn on notifications')}
      actions={
        <>
          <button type="button" className={styles.secondary} onClick={close} disabled={working}>
            {t('push.notNow', 'Not now')}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => void turnOn()}
            disabled={working}
          >
            {phase.kind === 'error' ? t('push.retry', 'Try again') : t('push.turnOn', 'Turn on')}
          </button>
        </>
      }
    >
      <p className={styles.body}>
        {t(
          'push.text',
          'Know at once when someone messages or calls you, even when LivCam is closed.',
        )}
      </p>
      {gold > 0 && (
        <span className={styles.coins}>
          {t('push.coins', 'Get {{count, number}} free coins', {
            count: gold,
            defaultValue_one: 'Get {{count, number}} free coin',
          })}
        </span>
      )}
      {phase.kind === 'error' && (
        <p className={styles.error} role="alert">
          {errorText(phase)}
        </p>
      )}
    </Card>
  );
}

/** The popup's card: the bell, a title over its text, the buttons. */
function Card({
  label,
  title,
  status,
  actions,
  children,
}: {
  label: string;
  title: string;
  /** Announced when it appears (the result of Turn on). */
  status?: boolean;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-label={label}>
      <div className={styles.head} role={status ? 'status' : undefined}>
        <span className={styles.bell}>
          <Icon icon={Bell} size={22} />
        </span>
        <div className={offer.text}>
          <p className={offer.title}>{title}</p>
          {children}
        </div>
      </div>
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}
