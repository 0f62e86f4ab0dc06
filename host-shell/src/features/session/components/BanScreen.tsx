import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { CODE_BANNED_ACCOUNT } from 'shared-sdk/constants';
import { banAtom } from '../state/sessionAtoms';

// The dialog's code and styles load when a ban happens, not with the landing.
const BanDialog = lazy(() => import('./BanDialog').then((m) => ({ default: m.BanDialog })));

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
    <Suspense fallback={null}>
      <BanDialog
        message={ban.message}
        accountBlock={ban.code === CODE_BANNED_ACCOUNT}
        onLeave={() => setBan(null)}
      />
    </Suspense>
  );
}
