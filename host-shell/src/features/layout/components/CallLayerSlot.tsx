import { useAtomValue } from 'jotai';
import { userAtom } from 'shared-sdk';
import { CALL_LAYER_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';

/**
 * The call layer (`mfe_call_chat/CallLayer`): mounted once after login, outside the
 * routes and the layouts, so an incoming call rings on every page (the shop included). Quiet:
 * a call remote that fails to load shows no card on unrelated pages.
 */
export function CallLayerSlot() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return <RemoteSlot key={user.id} id={CALL_LAYER_ID} variant="widget" quiet fallback={null} />;
}
