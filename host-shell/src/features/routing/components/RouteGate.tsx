import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pageSpecOf } from '../../../routes/components';
import { ConnectionCheckRoute } from '../../connection-check';
import { RemoteSlot, slotProps } from '../../remotes';
import { useDecision } from '../hooks/useDecision';
import { navState } from '../state/navState';
import { LoginLanding, type LoginLocationState } from './LoginLanding';
import styles from './RouteGate.module.css';

// The static pages' text loads with the first one opened, not with the landing.
const StaticPage = lazy(() =>
  import('../../static-pages/components/StaticPage').then((m) => ({ default: m.StaticPage })),
);

/**
 * The element of every route: applies the route rules (features/routing/state/resolve.ts) and
 * renders the page of docs/CONTRACTS.md's route table. A login-only page is never rendered for
 * a guest: LoginPage replaces it, so history keeps the page the guest came from.
 */
export function RouteGate() {
  const decision = useDecision();
  const location = useLocation();
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login': {
      // The session just ended and the way to the root is under way (navState.leavingToRoot).
      if (navState.leavingToRoot) return null;
      const state: LoginLocationState = { loginSource: decision.source };
      return <Navigate to={decision.to} replace state={state} />;
    }
    case 'pending':
      return <div className={styles.pending} aria-busy="true" />;
    case 'render':
      break;
  }
  const name = decision.match.def.name;
  const spec = pageSpecOf(name);
  if (!spec) return <Navigate to="/" replace />;
  switch (spec.kind) {
    case 'remote':
      // Keyed by route and path params: a new friend's page is a fresh mount.
      return (
        <RemoteSlot
          key={`${name}:${location.pathname}`}
          id={spec.id}
          props={slotProps(spec.slots)}
        />
      );
    case 'static':
      return (
        <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
          <StaticPage page={spec.page} />
        </Suspense>
      );
    case 'login-landing':
      return <LoginLanding key={name} source={spec.source} routeName={name} />;
    case 'host':
      return <ConnectionCheckRoute />;
    case 'kept-alive':
      return null; // ShellFrame keeps it mounted (spec 1 §2.1 "wall ... kept alive")
  }
}
