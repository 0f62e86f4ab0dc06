import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { userAtom } from 'shared-sdk';
import { closeSettings, settingsOpenAtom } from '../state/settingsPopup';

// Its code loads when it first opens: it is not on the landing's path.
const SettingsPopup = lazy(() =>
  import('./SettingsPopup').then((m) => ({ default: m.SettingsPopup })),
);

/** The host's settings popup, open while settingsOpenAtom is set and a user is signed in. */
export function SettingsPopupSlot({ helpCentreUrl }: { helpCentreUrl?: string }) {
  const open = useAtomValue(settingsOpenAtom);
  const user = useAtomValue(userAtom);
  // Signed out (logout, an ended session, a deleted account): the popup is not left "open".
  useEffect(() => {
    if (!user) closeSettings();
  }, [user]);
  if (!open || !user) return null;
  return (
    <Suspense fallback={null}>
      <SettingsPopup helpCentreUrl={helpCentreUrl} />
    </Suspense>
  );
}
