/**
 * The route table of spec 1 §2.1 and spec 3 §2 "Route table": every public and login-only
 * route and every named route. Paths the spec leaves out (MatchCall, CoinPayPage, the message
 * children) are this project's choice, recorded in docs/CONTRACTS.md. The host maps names to
 * components; remotes navigate by name only (ARCHITECTURE.md "Contracts").
 */
export type Layout = 'shell' | 'full' | 'none';

export interface RouteDef {
  name: string;
  /** react-router path without the language prefix. */
  path: string;
  /** Login-only route (spec 1 §2.1 "Routes that need login"). */
  login: boolean;
  /** 'shell' = sidebar + bottom bar; 'full' = full page; 'none' = no layout at all. */
  layout: Layout;
  /** Other paths that render the same route (static pages have an .html form). */
  aliases?: string[];
}

const r = (
  name: string,
  path: string,
  login: boolean,
  layout: Layout = 'shell',
  aliases?: string[],
): RouteDef => (aliases ? { name, path, login, layout, aliases } : { name, path, login, layout });

export const ROUTES = [
  // Public routes (spec 1 §2.1).
  r('LivCam', '/', false),
  r('LoginPage', '/login', false),
  r('FbLanding', '/fblanding', false),
  r('FbPhone', '/fbphone', false),
  r('FbGuide', '/fbguide', false),
  r('RandomVideoChat', '/random-video-chat', false),
  r('LiveShare', '/live/:shareId', false, 'none'),
  r('About', '/about.html', false, 'shell', ['/about-us', '/LivCam-about-us']),
  r('CommunityGuidelines', '/community-guidelines.html', false, 'shell', ['/community-guidelines']),
  r('TermsOfService', '/terms-of-service.html', false, 'shell', ['/terms-of-use']),
  r('PrivacyPolicy', '/privacy-policy.html', false, 'shell', ['/privacy-policy']),
  r('CookiePolicy', '/cookie-policy', false),
  r('SafetyCenter', '/safety-center', false),
  r('PrivacyCenter', '/privacy-center', false),
  // Login-only routes (spec 1 §2.1).
  r('MatchPage', '/matching', true),
  r('MatchCall', '/matching/call', true),
  r('EditProfile', '/profile/edit', true),
  r('FriendPage', '/profile/:friendId', true),
  r('GoddessWall', '/wall', true),
  r('CardPage', '/card', true),
  r('SearchPage', '/search', true),
  r('CoinPage', '/shop', true),
  r('CoinsPayPage', '/pay', true),
  r('CoinPayPage', '/pay/coin', true),
  r('PayOrderList', '/payOrderList', true),
  r('PayRefund', '/payRefund', true),
  r('RefundBack', '/refundBack', true),
  r('paymentInfoAdd', '/paymentInfoAdd', true),
  r('cardList', '/cardList', true),
  r('paymentMethodsList', '/paymentMethodsList', true),
  r('CallbackPage', '/payRes', true),
  r('ApplePay', '/appplePay', true),
  r('Pagsmile', '/pagsmile', true),
  r('Backpack', '/backpack', true, 'full'),
  r('ActivityPage', '/activity', true, 'full'),
  r('TaskList', '/task', true, 'full'),
  r('ZhuShou', '/zhushou', true, 'full'),
  r('downLoad', '/download', true),
  r('MessagePage', '/message', true),
  r('IMMessageSession', '/message/session/:friendId', true),
  r('IMSayHiSession', '/message/sayhi', true),
  r('FriendsPage', '/friends', true),
  // Project addition (docs/CONTRACTS.md route table): realtime support page of the host.
  r('ConnectionCheck', '/connection-check', true),
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

const byName = new Map<string, RouteDef>(ROUTES.map((d) => [d.name, d]));

export function getRoute(name: RouteName | string): RouteDef | undefined {
  return byName.get(name);
}

/** Optional language prefixes (spec 1 §2.1: "the only prefixes are tr, gb and nl"). */
export const LANGUAGE_PREFIXES = ['tr', 'gb', 'nl'] as const;
export type LanguagePrefix = (typeof LANGUAGE_PREFIXES)[number];

/** `/tr/shop` → { prefix: 'tr', rest: '/shop' }; `/shop` → { prefix: null, rest: '/shop' }. */
export function splitLanguagePrefix(pathname: string): {
  prefix: LanguagePrefix | null;
  rest: string;
} {
  const m = /^\/(tr|gb|nl)(?=\/|$)/.exec(pathname);
  if (!m) return { prefix: null, rest: pathname || '/' };
  return { prefix: m[1] as LanguagePrefix, rest: pathname.slice(m[0].length) || '/' };
}

/** Builds a path from a route name: params are URI-encoded (FriendPage's friendId is "encoded"). */
export function pathFor(
  name: RouteName | string,
  params: Record<string, string | number> = {},
  options: {
    prefix?: LanguagePrefix | null;
    query?: Record<string, string | number | undefined | null>;
  } = {},
): string {
  const def = getRoute(name);
  if (!def) throw new Error(`Unknown route name: ${name}`);
  let path = def.path.replace(/:([A-Za-z]+)/g, (_m, key: string) => {
    const v = params[key];
    if (v === undefined || v === '') throw new Error(`Route ${name} needs param ${key}`);
    return encodeURIComponent(String(v));
  });
  if (options.prefix) path = `/${options.prefix}${path === '/' ? '' : path}`;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) {
    // Empty values are dropped from query strings (spec 1 §5).
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}
