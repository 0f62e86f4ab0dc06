import { ROUTES } from 'shared-sdk';
import { ROUTE_COMPONENTS } from '../src/routes/components';
import { pagePaths, routePaths } from '../src/features/routing/components/AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null }));

describe('route table → components', () => {
  it('maps every SDK route name', () => {
    for (const def of ROUTES) expect(ROUTE_COMPONENTS[def.name]).toBeDefined();
    expect(Object.keys(ROUTE_COMPONENTS).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });
  it('registers every path and alias bare and under tr, gb, nl', () => {
    const paths = routePaths();
    for (const p of [
      '/',
      '/tr',
      '/gb',
      '/nl',
      '/wall',
      '/tr/wall',
      '/nl/about.html',
      '/gb/LivCam-about-us',
      '/tr/message/session/:friendId',
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
    // What the router registers: the page paths once, under a route per prefix (AppRoutes).
    expect(paths).toHaveLength(pagePaths().length * 4);
  });
});
