import { sanitizeUserName, type CallPeer } from 'shared-sdk';
import styles from './Call.module.css';

/** The other party's picture, or their initial. */
export function Avatar({ peer, size = 88 }: { peer: CallPeer | null; size?: number }) {
  const name = sanitizeUserName(peer?.userName ?? '');
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size / 2.4 }}>
      {peer?.headImg ? <img src={peer.headImg} alt="" /> : <span aria-hidden="true">{(name || '?').slice(0, 1).toUpperCase()}</span>}
    </span>
  );
}

export function peerName(peer: CallPeer | null, fallback: string): string {
  return sanitizeUserName(peer?.userName ?? '') || (peer?.id ? `#${peer.id}` : fallback);
}
