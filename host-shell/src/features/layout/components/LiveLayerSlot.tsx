import { useAtomValue } from 'jotai';
import { liveLayerWantedAtom, userAtom } from 'shared-sdk';
import { LIVE_LAYER_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';

/**
 * The live layer (`mfe_live/LiveLayer`): mounted once after login, outside the routes and the
 * layouts, like the call layer, so `requestLive` opens a live from any page and the mini player
 * keeps playing while the user browses. A visitor loads it only once they ask for a live (a
 * tourist's tap, a shared link: `liveLayerWantedAtom`), so the landing's bytes stay as they are.
 * Remounted per signed-in user (a visitor who signs in gets a fresh layer). Quiet: a live remote
 * that fails to load shows no card on unrelated pages.
 */
export function LiveLayerSlot() {
  const user = useAtomValue(userAtom);
  const wanted = useAtomValue(liveLayerWantedAtom);
  if (!user && !wanted) return null;
  return (
    <RemoteSlot
      key={user ? user.id : 'visitor'}
      id={LIVE_LAYER_ID}
      variant="widget"
      quiet
      fallback={null}
    />
  );
}
