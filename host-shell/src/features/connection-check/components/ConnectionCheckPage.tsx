import { useMessaging, useMessagingState } from 'shared-sdk';
import { CONNECTION_LABELS } from '../state/labels';
import styles from './ConnectionCheck.module.css';
import { TestMessageSection } from './TestMessageSection';
import { VideoCheckSection } from './VideoCheckSection';

/**
 * Route ConnectionCheck (`/connection-check`, login-only; a project addition in
 * docs/CONTRACTS.md's route table): a support page for the realtime layer. It uses the
 * host's one messaging connection (SDK `useMessaging`), never a second one.
 */
export default function ConnectionCheckPage() {
  const messaging = useMessaging();
  const snap = useMessagingState();
  const online = snap.state === 'online';
  return (
    <div className={styles.page}>
      <h1>Connection check</h1>
      <p>
        Messaging:{' '}
        <span
          role="status"
          aria-label="Messaging connection"
          className={online ? `${styles.status} ${styles.online}` : styles.status}
        >
          {CONNECTION_LABELS[snap.state]}
        </span>
      </p>
      <p className={styles.muted}>
        {snap.userId ? `Your user id: ${snap.userId}` : 'Your user id: —'}
        {snap.state === 'reconnecting' && snap.error ? ` · last error: ${snap.error}` : ''}
      </p>
      <TestMessageSection messaging={messaging} online={online} />
      <VideoCheckSection messaging={messaging} online={online} />
    </div>
  );
}
