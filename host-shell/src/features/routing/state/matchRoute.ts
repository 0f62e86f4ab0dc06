import { matchPath } from 'react-router-dom';
import { ROUTES, splitLanguagePrefix, type LanguagePrefix, type RouteDef } from 'shared-sdk';

/** Every path a route answers to: its path and its aliases (static pages' .html forms). */
export function pathsOf(def: RouteDef): string[] {
  return [def.path, ...(def.aliases ?? [])];
}

export interface RouteMatch {
  def: RouteDef;
  prefix: LanguagePrefix | null;
  /** Path without the language prefix. */
  rest: string;
  params: Record<string, string | undefined>;
}

/**
 * Matches a pathname against the SDK route table (spec 1 §2.1) under the optional tr|gb|nl
 * prefix. Static segments win over params (react-router ranking): /profile/edit is
 * EditProfile, /profile/123 is FriendPage.
 */
export function matchAppRoute(pathname: string): RouteMatch | null {
  const { prefix, rest } = splitLanguagePrefix(pathname);
  const normalized = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  let best: { m: RouteMatch; score: number } | null = null;
  for (const def of ROUTES as readonly RouteDef[]) {
    for (const p of pathsOf(def)) {
      const m = matchPath({ path: p, caseSensitive: false, end: true }, normalized);
      if (!m) continue;
      const score = p.split('/').reduce((s, seg) => s + (seg.startsWith(':') ? 1 : seg ? 3 : 0), 0);
      if (!best || score > best.score)
        best = { m: { def, prefix, rest: normalized, params: m.params }, score };
    }
  }
  return best?.m ?? null;
}

/** Root of the current language: `/`, `/tr`, `/gb`, `/nl`. */
export function rootPath(prefix: LanguagePrefix | null): string {
  return prefix ? `/${prefix}` : '/';
}
