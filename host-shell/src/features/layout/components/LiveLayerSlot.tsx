import { useAtomValue } from 'jotai';
import { userAtom } from 'shared-sdk';
import { LIVE_LAYER_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';

/**
 * The live layer (`mfe_live/LiveLayer`): mounted once after login, outside the routes and the
 * layouts, like the call layer, so `requestLive` opens a live from any page and the mini player
 * keeps playing while the user browses. Visitors never load it (the landing's bytes stay as
 * they are). Quiet: a live remote that fails to load shows no card on unrelated pages.
 */
export function LiveLayerSlot() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return <RemoteSlot key={user.id} id={LIVE_LAYER_ID} variant="widget" quiet fallback={null} />;
}
