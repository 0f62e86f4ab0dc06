import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { userAtom } from 'shared-sdk';

// Its code loads after sign-in: it is not on the landing's path.
const ConsentNotice = lazy(() =>
  import('./ConsentNotice').then((m) => ({ default: m.ConsentNotice })),
);

/** The consent notice for the signed-in user (one per user: a new sign-in asks the server again). */
export function ConsentSlot() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <ConsentNotice key={user.id} userId={user.id} />
    </Suspense>
  );
}
