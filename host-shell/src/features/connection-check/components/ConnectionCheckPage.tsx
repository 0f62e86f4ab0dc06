import { useTranslation } from 'react-i18next';
import { useMessaging, useMessagingState } from 'shared-sdk';
import { NS } from '../../../i18n';
import { connectionLabel } from '../state/labels';
import styles from './ConnectionCheck.module.css';
import { TestMessageSection } from './TestMessageSection';
import { VideoCheckSection } from './VideoCheckSection';

/**
 * Route ConnectionCheck (`/connection-check`, login-only; a project addition in
 * docs/CONTRACTS.md's route table): a support page for the realtime layer. It uses the
 * host's one messaging connection (SDK `useMessaging`), never a second one.
 */
export default function ConnectionCheckPage() {
  const { t } = useTranslation(NS);
  const messaging = useMessaging();
  const snap = useMessagingState();
  const online = snap.state === 'online';
  return (
    <div className={styles.page}>
      <h1>{t('check.title', 'Connection check')}</h1>
      <p>
        {t('check.messaging', 'Messaging:')}{' '}
        <span
          role="status"
          aria-label={t('check.messagingConnection', 'Messaging connection')}
          className={online ? `${styles.status} ${styles.online}` : styles.status}
        >
          {connectionLabel(t, snap.state)}
        </span>
      </p>
      <p className={styles.muted}>
        {t('check.userId', 'Your user id: {{id}}', { id: snap.userId || '—' })}
        {snap.state === 'reconnecting' && snap.error
          ? ` · ${t('check.lastError', 'last error: {{error}}', { error: snap.error })}`
          : ''}
      </p>
      <TestMessageSection messaging={messaging} online={online} />
      <VideoCheckSection messaging={messaging} online={online} />
    </div>
  );
}
