// Build-time pre-render of the landing, built for Node by
// webpack.ssr.cjs into dist-ssr/landing.cjs. The host's pre-render step (host-shell
// scripts/prerender.mjs) puts this HTML into its index.html for visitors without a session, so
// the landing paints before any script; the app then renders the same components and takes
// over. The content stays this remote's: generated from its components, not copied by hand.
import i18next from 'i18next';
import { createStore, Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { LivCamPage } from './components/LivCamPage';

/**
 * What the landing looks like for a visitor at `pathname` ('/', '/tr', ...), and its CSS. The
 * host's slots are empty boxes here (null): the widgets come after the app has taken over.
 */
export function renderLanding({
  pathname,
  slots = [],
}: {
  pathname: string;
  /** The page slots the host fills in the app (docs/CONTRACTS.md "Page slots"): their boxes are kept. */
  slots?: readonly string[];
}): { html: string; css: string } {
  // No pack loaded, as in the app before one arrives: every text is its English default.
  if (!i18next.isInitialized)
    void i18next.use(initReactI18next).init({ lng: 'en', resources: {}, initAsync: false });
  const html = renderToString(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[pathname]}>
        <LivCamPage slots={Object.fromEntries(slots.map((name) => [name, null]))} />
      </MemoryRouter>
    </Provider>,
  );
  // CSS this bundle's modules collected when they loaded (tools/ssr-style-loader.cjs).
  const collected = (globalThis as { __SSR_CSS__?: Record<string, Map<string, string>> })
    .__SSR_CSS__?.['mfe_call_chat'];
  // Only this remote's own CSS: the SDK's (if any) is the host's in the app, under its names.
  const own = [...(collected ?? [])].filter(([file]) => file.startsWith('./src/'));
  return { html, css: own.map(([, css]) => css).join('\n') };
}
