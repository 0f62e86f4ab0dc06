import { Route, Routes } from 'react-router-dom';
import { LANGUAGE_PREFIXES, ROUTES, type RouteDef } from 'shared-sdk';
import { ShellFrame } from '../../layout/components/ShellFrame';
import { pathsOf } from '../state/matchRoute';
import { RouteGate } from './RouteGate';
import { UnknownRoute } from './UnknownRoute';

/**
 * Every path of the SDK route table (+ aliases), bare and under each language prefix
 * (spec 1 §2.1: "the only prefixes are tr, gb and nl"). Explicit prefixes instead of
 * `/:lang?` so that `/foo/wall` is not read as language "foo".
 */
export function routePaths(): string[] {
  const paths: string[] = [];
  for (const def of ROUTES as readonly RouteDef[]) {
    for (const p of pathsOf(def)) {
      paths.push(p);
      for (const lang of LANGUAGE_PREFIXES) paths.push(p === '/' ? `/${lang}` : `/${lang}${p}`);
    }
  }
  return paths;
}

const PATHS = routePaths();

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellFrame />}>
        {PATHS.map((p) => (
          <Route key={p} path={p} element={<RouteGate />} />
        ))}
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
