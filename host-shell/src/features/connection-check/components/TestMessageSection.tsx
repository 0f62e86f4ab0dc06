import type { TFunction } from 'i18next';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messaging } from 'shared-sdk';
import { NS } from '../../../i18n';
import { usePeerMessages, type SendState } from '../hooks/usePeerMessages';
import { parseUserId } from '../state/labels';
import styles from './ConnectionCheck.module.css';

function sendText(t: TFunction, s: SendState): string {
  switch (s.status) {
    case 'idle':
      return '';
    case 'sending':
      return t('check.sending', 'Sending…');
    case 'sent':
      return s.online
        ? t('check.sentOnline', 'Sent. The recipient is online.')
        : t('check.sentOffline', 'Sent. The recipient is offline.');
    case 'error':
      return t('check.sendFailed', 'Could not send: {{error}}', {
        error: s.message ?? t('check.state.idle', 'Not connected'),
      });
  }
}

/** "Send a test message": a peer message through the gateway, and the ones received here. */
export function TestMessageSection({
  messaging,
  online,
}: {
  messaging: Messaging | null;
  online: boolean;
}) {
  const { t } = useTranslation(NS);
  const headingId = useId();
  const { received, send, sendText: sendPeer } = usePeerMessages(messaging);
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const recipient = parseUserId(to);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!recipient || !text.trim()) return;
    void sendPeer(recipient, text.trim());
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('check.testMessage', 'Send a test message')}</h2>
      <form className={styles.form} onSubmit={submit}>
        <label>
          {t('check.recipient', 'Recipient user id')}
          <input value={to} onChange={(e) => setTo(e.target.value)} inputMode="numeric" />
        </label>
        <label>
          {t('check.message', 'Message')}
          <input value={text} onChange={(e) => setText(e.target.value)} maxLength={500} />
        </label>
        <button
          type="submit"
          disabled={!online || !recipient || !text.trim() || send.status === 'sending'}
        >
          {t('check.send', 'Send')}
        </button>
      </form>
      <p className={styles.muted} aria-live="polite">
        {sendText(t, send)}
      </p>
      <h3>{t('check.received', 'Received messages')}</h3>
      {received.length === 0 ? (
        <p className={styles.muted}>{t('check.noMessages', 'No messages yet.')}</p>
      ) : (
        <ul className={styles.messages} aria-label={t('check.received', 'Received messages')}>
          {received.map((m) => (
            <li key={m.seq}>
              <strong>{t('check.from', 'From {{id}}:', { id: m.from })}</strong> <bdi>{m.text}</bdi>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
