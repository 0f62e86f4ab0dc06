import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { userAtom } from 'shared-sdk';
import { MESSAGING_LAYER_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';
import { matchAppRoute } from '../../routing/state/matchRoute';

/**
 * The messaging layer (`mfe_call_chat/MessagingLayer`): mounted once after login, outside the
 * routes and the layouts, like the call layer (one per user: a new sign-in starts a new message
 * store). The remote runs the user's message store there, so the incoming-message banner shows on
 * every page and the unread summary the shell reads (the SDK's read-only unreadTotalAtom and
 * unreadChatsAtom) is fed on every page. The host passes only the route: the chat is the remote's.
 * Quiet: a chat remote that fails to load shows no card on unrelated pages.
 */
export function MessagingLayerSlot() {
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  if (!user) return null; // a visitor's pages never match the route twice for it
  const match = matchAppRoute(pathname);
  return (
    <RemoteSlot
      key={user.id}
      id={MESSAGING_LAYER_ID}
      props={{ routeName: match?.def.name ?? null, prefix: match?.prefix ?? null }}
      variant="widget"
      quiet
      fallback={null}
    />
  );
}
