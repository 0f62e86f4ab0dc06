import { useId, useState, type FormEvent } from 'react';
import type { Messaging } from 'shared-sdk';
import { usePeerMessages, type SendState } from '../hooks/usePeerMessages';
import { parseUserId } from '../state/labels';
import styles from './ConnectionCheck.module.css';

function sendText(s: SendState): string {
  switch (s.status) {
    case 'idle':
      return '';
    case 'sending':
      return 'Sending…';
    case 'sent':
      return s.online ? 'Sent. The recipient is online.' : 'Sent. The recipient is offline.';
    case 'error':
      return `Could not send: ${s.message}`;
  }
}

/** "Send a test message": a peer message through the gateway, and the ones received here. */
export function TestMessageSection({ messaging, online }: { messaging: Messaging | null; online: boolean }) {
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
      <h2 id={headingId}>Send a test message</h2>
      <form className={styles.form} onSubmit={submit}>
        <label>
          Recipient user id
          <input value={to} onChange={(e) => setTo(e.target.value)} inputMode="numeric" />
        </label>
        <label>
          Message
          <input value={text} onChange={(e) => setText(e.target.value)} maxLength={500} />
        </label>
        <button
          type="submit"
          disabled={!online || !recipient || !text.trim() || send.status === 'sending'}
        >
          Send
        </button>
      </form>
      <p className={styles.muted} aria-live="polite">
        {sendText(send)}
      </p>
      <h3>Received messages</h3>
      {received.length === 0 ? (
        <p className={styles.muted}>No messages yet.</p>
      ) : (
        <ul className={styles.messages} aria-label="Received messages">
          {received.map((m) => (
            <li key={m.seq}>
              <strong>From {m.from}:</strong> {m.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
