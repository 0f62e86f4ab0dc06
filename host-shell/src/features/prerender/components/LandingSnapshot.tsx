import type { LanguagePrefix } from 'shared-sdk';
import { BottomBar } from '../../layout/components/BottomBar';
import { FrameLayout } from '../../layout/components/FrameLayout';
import { Sidebar } from '../../layout/components/Sidebar';
import { SiteFooter } from '../../layout/components/SiteFooter';
import shell from '../../layout/components/Shell.module.css';
import { SeoBlock } from '../../seo/components/SeoBlock';
import { seoLanguageOf } from '../../seo/state/seoText';

/** Where the landing remote's own HTML goes (replaced by scripts/prerender.mjs). */
export const LANDING_SLOT = '<div data-landing-slot=""></div>';

/**
 * The shell around the landing as a visitor without a session sees it at the root (ShellFrame
 * for route LivCam), with both bars: CSS shows the sidebar or the bottom bar by width. The
 * play ways are not known at build time: the menus keep their space, invisible, as the app does
 * until it has them (Sidebar / BottomBar).
 */
export function LandingSnapshot({ prefix }: { prefix: LanguagePrefix | null }) {
  return (
    <FrameLayout
      chrome
      cssLayout
      sidebar={<Sidebar prefix={prefix} routeName="LivCam" />}
      bottomBar={<BottomBar prefix={prefix} routeName="LivCam" />}
    >
      <main id="main" tabIndex={-1} className={shell.main}>
        <div data-landing-slot="" />
        <SeoBlock lang={seoLanguageOf(prefix)} />
      </main>
      <SiteFooter prefix={prefix} />
    </FrameLayout>
  );
}
