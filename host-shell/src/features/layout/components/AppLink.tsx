import { useAtomValue } from 'jotai';
import type { ReactNode, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { openLoginPopup } from 'shared-sdk';
import { useEffectiveLogin } from '../../routing/hooks/useEffectiveLogin';
import { navState } from '../../routing/state/navState';
import { playWaysAtom } from '../../routing/state/playWays';
import { resolveRoute } from '../../routing/state/resolve';

interface Props {
  to: string;
  /** Source tag for the login popup when the target needs login (spec 1 §2.2). */
  loginSource: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  'aria-label'?: string;
  role?: string;
}

/**
 * A link that applies the route rules before navigating: a login-only target while logged out
 * opens the login popup instead (spec 1 §2.1), which pushes LoginPage keeping the query.
 */
export function AppLink({ to, loginSource, children, ...rest }: Props) {
  const loggedIn = useEffectiveLogin();
  const playWays = useAtomValue(playWaysAtom);
  const location = useLocation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const decision = resolveRoute({
      pathname: to.split('?')[0] ?? to,
      loggedIn,
      playWays,
      firstPage: false,
      previousRoute: navState.committedRoute,
      loginQuery: location.search,
    });
    if (decision.kind === 'login') {
      e.preventDefault();
      openLoginPopup(loginSource);
    }
  };
  return (
    <Link to={to} onClick={onClick} {...rest}>
      {children}
    </Link>
  );
}
