import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isMobileAtom, userAtom } from 'shared-sdk';
import {
  CHECKIN_TIP_ID,
  COIN_POPUP_ID,
  OFFER_BUBBLE_ID,
  pageSpecOf,
} from '../../../routes/components';
import { RemoteSlot } from '../../remotes';
import { useEffectiveLogin } from '../../routing/hooks/useEffectiveLogin';
import { matchAppRoute } from '../../routing/state/matchRoute';
import { SeoBlock } from '../../seo/components/SeoBlock';
import { seoLanguageOf, showsSeoBlock } from '../../seo/state/seoText';
import { showsCheckInTip, showsFooter } from '../state/menu';
import { BottomBar } from './BottomBar';
import { FrameLayout } from './FrameLayout';
import { Sidebar } from './Sidebar';
import { SiteFooter } from './SiteFooter';
import styles from './Shell.module.css';

// The phone's top bar, signed in only: its place is kept while it loads (no shift).
const TopBar = lazy(() => import('./TopBar').then((m) => ({ default: m.TopBar })));

/**
 * The persistent frame around every route (spec 3 §2 "Shell"): sidebar on desktop, bottom bar
 * on mobile, nothing for full-page routes (layout 'full'/'none' in the SDK table). The wall is
 * kept alive: mounted on the first visit, hidden while away (spec 1 §2.1). The landing and the
 * static pages end with the site footer.
 */
export function ShellFrame() {
  const { pathname } = useLocation();
  const match = matchAppRoute(pathname);
  const routeName = match?.def.name ?? null;
  const prefix = match?.prefix ?? null;
  const chrome = (match?.def.layout ?? 'shell') === 'shell';
  const isMobile = useAtomValue(isMobileAtom);
  const loggedIn = useEffectiveLogin();
  const user = useAtomValue(userAtom);

  const wallSpec = pageSpecOf('GoddessWall');
  const onWall = routeName === 'GoddessWall' && loggedIn;
  const [wallVisited, setWallVisited] = useState(false);
  if (onWall && !wallVisited) setWallVisited(true);
  if (!loggedIn && wallVisited) setWallVisited(false);

  const seo = showsSeoBlock(routeName, match?.rest ?? pathname, loggedIn);
  return (
    <FrameLayout
      chrome={chrome}
      sidebar={chrome && !isMobile && <Sidebar prefix={prefix} routeName={routeName} />}
      topBar={
        chrome &&
        isMobile &&
        user && (
          <Suspense fallback={<div className={styles.topBarSpace} />}>
            <TopBar prefix={prefix} />
          </Suspense>
        )
      }
      bottomBar={chrome && isMobile && <BottomBar prefix={prefix} routeName={routeName} />}
    >
      <main id="main" tabIndex={-1} className={styles.main} hidden={onWall}>
        <Outlet />
        {seo && <SeoBlock lang={seoLanguageOf(prefix)} />}
      </main>
      {chrome && !onWall && showsFooter(routeName) && <SiteFooter prefix={prefix} />}
      {wallVisited && wallSpec?.kind === 'kept-alive' && (
        <div
          className={styles.main}
          role={onWall ? 'main' : undefined}
          tabIndex={onWall ? -1 : undefined}
          hidden={!onWall}
        >
          <RemoteSlot id={wallSpec.id} />
        </div>
      )}
      {chrome && user && (
        <>
          <RemoteSlot
            id={OFFER_BUBBLE_ID}
            props={{ routeName }}
            variant="widget"
            quiet
            fallback={null}
          />
          <RemoteSlot
            id={COIN_POPUP_ID}
            props={{ routeName }}
            variant="widget"
            quiet
            fallback={null}
          />
          {showsCheckInTip(routeName) && (
            <RemoteSlot
              id={CHECKIN_TIP_ID}
              props={{ routeName }}
              variant="widget"
              quiet
              fallback={null}
            />
          )}
        </>
      )}
    </FrameLayout>
  );
}
