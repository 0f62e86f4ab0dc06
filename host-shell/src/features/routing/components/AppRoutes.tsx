import { Route, Routes } from 'react-router-dom';
import { LANGUAGE_PREFIXES, ROUTES, type RouteDef } from 'shared-sdk';
import { ShellFrame } from '../../layout/components/ShellFrame';
import { pathsOf } from '../state/matchRoute';
import { RouteGate } from './RouteGate';
import { UnknownRoute } from './UnknownRoute';

/** Every path of the SDK route table (+ aliases), without a language prefix. */
export function pagePaths(): string[] {
  return (ROUTES as readonly RouteDef[]).flatMap(pathsOf);
}

/**
 * Every path the app answers to: the page paths bare and under each language prefix (spec 1
 * §2.1: "the only prefixes are tr, gb and nl"). Explicit prefixes instead of `/:lang?` so that
 * `/foo/wall` is not read as language "foo".
 */
export function routePaths(): string[] {
  return pagePaths().flatMap((p) => [
    p,
    ...LANGUAGE_PREFIXES.map((lang) => (p === '/' ? `/${lang}` : `/${lang}${p}`)),
  ]);
}

const PAGE_PATHS = pagePaths();

/**
 * The page table, matched against what follows the language prefix. One table of ~50 paths
 * under four prefix routes, not ~200 flat ones: react-router flattens, ranks and tries every
 * path on each render of a <Routes>, ~4–9 ms for 200 on a fast machine (blocking time).
 */
function PageRoutes() {
  return (
    <Routes>
      {PAGE_PATHS.map((p) => (
        <Route key={p} path={p} element={<RouteGate />} />
      ))}
      <Route path="*" element={<UnknownRoute />} />
    </Routes>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellFrame />}>
        {LANGUAGE_PREFIXES.map((lang) => (
          <Route key={lang} path={`/${lang}/*`} element={<PageRoutes />} />
        ))}
        <Route path="*" element={<PageRoutes />} />
      </Route>
    </Routes>
  );
}
