import { useAtom } from 'jotai';
import { CODE_BANNED_ACCOUNT, useModal } from 'shared-sdk';
import { banAtom } from '../state/sessionAtoms';
import styles from './BanScreen.module.css';

/**
 * spec 1 §4.3 "Account bans" / §8 10115, 10116: a full-screen notice with the message for the
 * account, the device, or both (the server's text, else the SDK's). The session is already
 * cleared; an account block lasts 48 hours and the app stays usable as a visitor, so the screen
 * can be left for the visitor view. (10117, both banned by the backend, follows spec 1 §8's own
 * row: the server's message and the root — no screen.)
 */
export function BanScreen() {
  const [ban, setBan] = useAtom(banAtom);
  if (!ban) return null;
  return (
    <BanDialog
      message={ban.message}
      accountBlock={ban.code === CODE_BANNED_ACCOUNT}
      onLeave={() => setBan(null)}
    />
  );
}

/** Modal (SDK useModal): focus inside, Escape = "Continue as a visitor", the page behind inert. */
function BanDialog({
  message,
  accountBlock,
  onLeave,
}: {
  message: string;
  accountBlock: boolean;
  onLeave(): void;
}) {
  const ref = useModal<HTMLDivElement>({ onClose: onLeave });
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-labelledby="ban-title"
      aria-describedby="ban-message"
    >
      <div className={styles.panel}>
        <h2 id="ban-title">Account restricted</h2>
        <p id="ban-message">{message}</p>
        <p className={styles.small}>
          {accountBlock
            ? 'A blocked account can be used again after 48 hours. Until then you can keep browsing as a visitor.'
            : 'Signing in from this device is not possible. You can keep browsing as a visitor. Contact support if you think this is a mistake.'}
        </p>
        <button type="button" className={styles.button} onClick={onLeave}>
          Continue as a visitor
        </button>
      </div>
    </div>
  );
}
