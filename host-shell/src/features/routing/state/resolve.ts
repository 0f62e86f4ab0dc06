import { pathFor, splitLanguagePrefix, type RouteDef } from 'shared-sdk';
import { matchAppRoute, rootPath, type RouteMatch } from './matchRoute';
import { isOpenAndMain, type PlayWaysState } from './playWays';

/**
 * The route rules of spec 1 §2.1 and spec 3 §2 "Route table", as one pure function so that
 * the router (RouteGate), the SDK navigator and the sidebar links all decide the same way.
 */
export interface ResolveInput {
  pathname: string;
  search?: string;
  /** Logged in, or a stored session that is being confirmed (spec 1 §3). */
  loggedIn: boolean;
  playWays: PlayWaysState;
  /** This is the page the app was opened on (no in-app navigation before it). */
  firstPage: boolean;
  /** Route name shown before this navigation, if any. */
  previousRoute: string | null;
  /** Query to keep when LoginPage is pushed (the current page's; default: the target's). */
  loginQuery?: string;
}

export type Decision =
  | { kind: 'render'; match: RouteMatch }
  /** Wait: the root rule needs the play ways. */
  | { kind: 'pending'; match: RouteMatch }
  | {
      kind: 'redirect';
      to: string;
      reason: 'unknown' | 'root-rule' | 'matching-first-page' | 'shop-to-matching';
    }
  /** Login-only while logged out: open the popup on LoginPage (`to`) instead of navigating. */
  | { kind: 'login'; to: string; source: string; route: RouteDef };

export const LOGIN_SOURCE_ROUTE = 'route';

function withQuery(path: string, search: string | undefined): string {
  const q = (search ?? '').replace(/^\?/, '');
  return q ? `${path}?${q}` : path;
}

export function resolveRoute(input: ResolveInput): Decision {
  const match = matchAppRoute(input.pathname);
  if (!match) {
    // "An unknown path redirects to the root" (keeping the language prefix).
    const { prefix } = splitLanguagePrefix(input.pathname);
    return { kind: 'redirect', to: rootPath(prefix), reason: 'unknown' };
  }
  const { def, prefix } = match;
  const landing = rootPath(prefix);

  if (def.name === 'MatchPage') {
    // "Opening matching directly as the first page goes to the landing page".
    if (input.firstPage) return { kind: 'redirect', to: landing, reason: 'matching-first-page' };
    // "Going from the shop to matching also goes to the landing page".
    if (input.previousRoute === 'CoinPage')
      return { kind: 'redirect', to: landing, reason: 'shop-to-matching' };
  }

  if (def.login && !input.loggedIn) {
    // "Visiting a login-only route while logged out opens the login popup instead of
    // navigating"; LoginPage is pushed keeping the current query.
    const to = withQuery(pathFor('LoginPage', {}, { prefix }), input.loginQuery ?? input.search);
    return { kind: 'login', to, source: LOGIN_SOURCE_ROUTE, route: def };
  }

  if (def.name === 'LivCam' && match.rest === '/' && input.loggedIn) {
    // Root rule: SearchPage if LIVCAM is open and main, else CardPage if CARD is open and main,
    // else the LivCam landing stays (also when the play-way call failed). Guests keep the
    // landing: both targets are login-only (README "Routing decisions").
    if (input.playWays.status === 'loading') return { kind: 'pending', match };
    if (isOpenAndMain(input.playWays, 'LIVCAM')) {
      return {
        kind: 'redirect',
        to: withQuery(pathFor('SearchPage', {}, { prefix }), input.search),
        reason: 'root-rule',
      };
    }
    if (isOpenAndMain(input.playWays, 'CARD')) {
      return {
        kind: 'redirect',
        to: withQuery(pathFor('CardPage', {}, { prefix }), input.search),
        reason: 'root-rule',
      };
    }
  }
  return { kind: 'render', match };
}
