// The way back from the shop (docs/CONTRACTS.md "The way back from the shop"): a not-enough-coins
// prompt opens CoinPage with `openShopFrom`, which notes in this tab's session storage whom the
// user wanted to call or write to and the page they were on. The payment leaves the app for the
// provider's page and comes back to the result page, which reads the note and offers "Back to your
// call with …" / "Back to the chat with …" (`returnFromShop`). CoinPage opened any other way (no
// `from` in its address) forgets the note, so an old prompt never answers a later purchase.
import { ROUTES, currentLocation, navigate, splitLanguagePrefix } from 'shared-sdk';

/** Session storage key of the note (this tab only; it survives the trip to the provider). */
export const SHOP_RETURN_KEY = 'livcam.shop.returnTo';
/** CoinPage's query parameter naming the prompt the user came from (`?from=call`). */
export const SHOP_RETURN_FROM_QUERY = 'from';
/** project — a note older than this is not offered (the user has moved on). */
export const SHOP_RETURN_TTL_MS = 30 * 60_000;

export type ShopReturnKind = 'call' | 'chat';

export interface ShopReturnTarget {
  /** 'call': a call the coins were missing for; 'chat': a gift or friend request in a chat. */
  kind: ShopReturnKind;
  /** The person the user wanted to call, gift or befriend. */
  peer: { id: number; userName?: string; headImg?: string; gender?: number };
  /** A call to start again from this CALL_LOCATION; absent when it cannot be (a random match). */
  callLocation?: number;
}

export interface ShopReturn extends ShopReturnTarget {
  /** The page the user was on: a route name with its params and query. */
  route: { name: string; params: Record<string, string>; query: Record<string, string> };
  /** When the user left for the shop (ms). */
  at: number;
}

function session(): Storage | null {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage ?? null;
  } catch {
    return null; // storage disabled: there is simply no way back offered
  }
}

/** The route the user is on, by name (the SDK's table), or null for a path it does not know. */
export function routeAt(location: {
  pathname: string;
  search: string;
}): ShopReturn['route'] | null {
  const { rest } = splitLanguagePrefix(location.pathname);
  const path = rest.replace(/\/+$/, '') || '/';
  for (const def of ROUTES) {
    const keys: string[] = [];
    const pattern = def.path
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:([A-Za-z]+)/g, (_m, k: string) => {
        keys.push(k);
        return '([^/]+)';
      });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1] ?? '')));
    const query = Object.fromEntries(new URLSearchParams(location.search));
    return { name: def.name, params, query };
  }
  return null;
}

/** Opens CoinPage remembering whom the user wanted to reach and the page they were on. */
export function openShopFrom(target: ShopReturnTarget): void {
  const route = routeAt(currentLocation());
  const note: ShopReturn | null = route ? { ...target, route, at: Date.now() } : null;
  try {
    if (note) session()?.setItem(SHOP_RETURN_KEY, JSON.stringify(note));
    else session()?.removeItem(SHOP_RETURN_KEY);
  } catch {
    // quota: the way back is a convenience
  }
  navigate('CoinPage', {}, { query: { [SHOP_RETURN_FROM_QUERY]: target.kind } });
}

/** The note, if there is a fresh one. */
export function readShopReturn(now = Date.now()): ShopReturn | null {
  try {
    const raw = session()?.getItem(SHOP_RETURN_KEY);
    if (!raw) return null;
    const n = JSON.parse(raw) as ShopReturn;
    const fresh = typeof n?.at === 'number' && n.at <= now && now - n.at <= SHOP_RETURN_TTL_MS;
    const valid =
      (n.kind === 'call' || n.kind === 'chat') &&
      Number.isInteger(n.peer?.id) &&
      typeof n.route?.name === 'string' &&
      ROUTES.some((r) => r.name === n.route.name);
    return fresh && valid ? n : null;
  } catch {
    return null;
  }
}

export function forgetShopReturn(): void {
  try {
    session()?.removeItem(SHOP_RETURN_KEY);
  } catch {
    // nothing to forget
  }
}

/** Goes back to the page of the note and forgets it; answers the note (null: nothing to go back to). */
export function returnFromShop(): ShopReturn | null {
  const n = readShopReturn();
  forgetShopReturn();
  if (n) navigate(n.route.name, n.route.params, { query: n.route.query });
  return n;
}
