import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { userAtom } from 'shared-sdk';
import { INSTALL_PROMPT_ID, PUSH_PROMPT_ID } from '../../../routes/components';
import { RemoteSlot } from '../../remotes';
import { matchAppRoute } from '../../routing/state/matchRoute';

/**
 * mfe_tasks' web-app install prompt and push popup (spec 3 §2 "Install, push, offers"): mounted
 * once after sign-in, outside the routes, with the route name; each decides on which pages it
 * shows. Quiet: a tasks remote that fails to load shows no card over unrelated pages.
 */
export function PwaPromptsSlot() {
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  if (!user) return null;
  const routeName = matchAppRoute(pathname)?.def.name ?? null;
  return (
    <>
      {[INSTALL_PROMPT_ID, PUSH_PROMPT_ID].map((id) => (
        <RemoteSlot
          key={`${id}-${user.id}`}
          id={id}
          props={{ routeName }}
          variant="widget"
          quiet
          fallback={null}
        />
      ))}
    </>
  );
}
