/**
 * In-app navigation facts the route rules need (spec 1 §2.1): which entry the app was opened
 * on ("matching as the first page"), the route shown before ("from the shop to matching") and
 * whether history.back() stays inside the app (closing the login popup goes back, or home).
 */
export const navState = {
  /** location.key of the page the app was opened on. */
  bootKey: null as string | null,
  /** react-router's history index (history.state.idx) at start-up. */
  bootIdx: 0,
  /** Route name of the last committed location. */
  committedRoute: null as string | null,
  /** Route shown before each location (by location.key), fixed at the location's first render. */
  previousByKey: new Map<string, string | null>(),
  /** Set while the login popup's own close goes back in history. */
  closingByUser: false,
  /**
   * Set by a session code's "clear the session, go to root" (spec 1 §8) until the next location
   * commits. Clearing the session re-renders the current login-only page before the router's
   * navigation to the root lands (the router's update is a transition), and that page's guard
   * would otherwise send the user to LoginPage with the popup instead of the root.
   */
  leavingToRoot: false,
  /**
   * A "go to the root" asked for before the router's navigator was registered (the start-up
   * check answered while the first render was still under way). The bridge performs it when
   * it registers; until then `leavingToRoot` stays up, so the first commit of a login-only
   * page does not send the visitor to LoginPage instead (seen in CI: /message → /login).
   */
  rootPending: false,
};

export function historyIdx(): number {
  const st = (typeof window !== 'undefined' ? window.history.state : null) as {
    idx?: unknown;
  } | null;
  return typeof st?.idx === 'number' ? st.idx : 0;
}

/** Called on the first render of the router: the current entry is the app's first page. */
export function markBoot(key: string): void {
  if (navState.bootKey !== null) return;
  navState.bootKey = key;
  navState.bootIdx = historyIdx();
}

export function isFirstPage(key: string): boolean {
  return navState.bootKey === null || navState.bootKey === key;
}

export function previousRouteFor(key: string): string | null {
  if (!navState.previousByKey.has(key)) navState.previousByKey.set(key, navState.committedRoute);
  return navState.previousByKey.get(key) ?? null;
}

/** history.back() would stay inside the app. */
export function canGoBackInApp(): boolean {
  return historyIdx() > navState.bootIdx;
}

/** For tests. */
export function resetNavState(): void {
  navState.leavingToRoot = false;
  navState.rootPending = false;
  navState.bootKey = null;
  navState.bootIdx = 0;
  navState.committedRoute = null;
  navState.previousByKey.clear();
  navState.closingByUser = false;
}
