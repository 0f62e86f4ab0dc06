// Build-time pre-render of the shell around the landing, built for Node by
// webpack.ssr.cjs into dist-ssr/shell.cjs and used by scripts/prerender.mjs.
import { Provider } from 'jotai';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { appStore, splitLanguagePrefix } from 'shared-sdk';
import { englishDefaults } from '../i18n/defaults';
import { landingMeta, seoLanguageOf } from '../seo/state/seoText';
import { LANDING_SLOT, LandingSnapshot } from './components/LandingSnapshot';

export { LANDING_SLOT };

export interface ShellSnapshot {
  /** The frame's HTML with LANDING_SLOT where the landing goes. */
  html: string;
  css: string;
  lang: string;
  title: string;
  description: string;
}

export function renderShell({ pathname }: { pathname: string }): ShellSnapshot {
  const { prefix } = splitLanguagePrefix(pathname);
  const html = renderToString(
    // The shell's texts in English, as the app's first render shows them (features/i18n).
    <I18nextProvider i18n={englishDefaults()}>
      <Provider store={appStore}>
        <MemoryRouter initialEntries={[pathname]}>
          <LandingSnapshot prefix={prefix} />
        </MemoryRouter>
      </Provider>
    </I18nextProvider>,
  );
  if (!html.includes(LANDING_SLOT)) throw new Error('prerender: the landing slot is missing');
  const lang = seoLanguageOf(prefix);
  const meta = landingMeta('LivCam', lang);
  if (!meta) throw new Error('prerender: no title for the landing');
  // CSS this bundle's modules collected when they loaded (tools/ssr-style-loader.cjs).
  const collected = (globalThis as { __SSR_CSS__?: Record<string, Map<string, string>> })
    .__SSR_CSS__?.['host'];
  return {
    html,
    css: [...(collected?.values() ?? [])].join('\n'),
    lang,
    title: meta.title,
    description: meta.description,
  };
}
