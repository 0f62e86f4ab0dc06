import { useCallback, useEffect, useState } from 'react';
import type { Messaging } from 'shared-sdk';
import { describePayload, type CheckMessage } from '../state/labels';

export interface ReceivedMessage {
  /** Local sequence number (React key). */
  seq: number;
  from: string;
  text: string;
  ts: number;
}

export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; online: boolean }
  /** message: the transport's error; none when there is no connection to send on. */
  | { status: 'error'; message?: string };

let seq = 0;

/** Peer messages received on the host's connection while the page is open, and a sender. */
export function usePeerMessages(messaging: Messaging | null) {
  const [received, setReceived] = useState<ReceivedMessage[]>([]);
  const [send, setSend] = useState<SendState>({ status: 'idle' });

  useEffect(() => {
    if (!messaging) return;
    return messaging.on('peer', (m) =>
      setReceived((list) => [
        ...list,
        { seq: ++seq, from: m.from, text: describePayload(m.payload), ts: m.ts },
      ]),
    );
  }, [messaging]);

  const sendText = useCallback(
    async (to: string, text: string) => {
      if (!messaging) {
        setSend({ status: 'error' });
        return;
      }
      setSend({ status: 'sending' });
      const payload: CheckMessage = { kind: 'connection-check', text };
      try {
        const r = await messaging.sendPeer(to, payload);
        setSend({ status: 'sent', online: r.online });
      } catch (e) {
        setSend({ status: 'error', message: (e as Error).message });
      }
    },
    [messaging],
  );

  return { received, send, sendText };
}
