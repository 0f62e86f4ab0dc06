import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadTotalAtom, userAtom, type LanguagePrefix } from 'shared-sdk';
import { NS } from '../../../i18n';
import { playWaysAtom } from '../../routing/state/playWays';
import { sidebarItems } from '../state/menu';
import { BrandLink } from './BrandLink';
import { MenuLinks } from './MenuLink';
import { SignInLink } from './SignInLink';
import styles from './Shell.module.css';

// Signed-in only: its code and styles load after sign-in, not with the landing.
const SidebarAccount = lazy(() =>
  import('./SidebarAccount').then((m) => ({ default: m.SidebarAccount })),
);

/**
 * Desktop sidebar (spec 3 §2 "Shell"). Test-facing: nav[aria-label="Sidebar"], link "Sign in".
 * The menu depends on the site's play ways: it stays invisible (its space kept) until they are
 * known, so items never appear between others and push them down.
 */
export function Sidebar({
  prefix,
  routeName,
}: {
  prefix: LanguagePrefix | null;
  routeName: string | null;
}) {
  const { t } = useTranslation(NS);
  const playWays = useAtomValue(playWaysAtom);
  const user = useAtomValue(userAtom);
  const unread = useAtomValue(unreadTotalAtom);
  const items = sidebarItems({ playWays, prefix, unread, mobileDevice: false });
  const settled = playWays.status !== 'loading';
  return (
    <aside className={styles.sidebar}>
      <BrandLink prefix={prefix} className={styles.brand} />
      <nav
        aria-label={t('nav.sidebar', 'Sidebar')}
        className={settled ? styles.sideNav : `${styles.sideNav} ${styles.pending}`}
        aria-busy={!settled}
      >
        <MenuLinks items={items} prefix={prefix} routeName={routeName} source="menu" />
      </nav>
      <div className={styles.account}>
        {user ? (
          <Suspense fallback={null}>
            <SidebarAccount user={user} prefix={prefix} />
          </Suspense>
        ) : (
          <SignInLink prefix={prefix} className={styles.signIn}>
            {t('nav.signIn', 'Sign in')}
          </SignInLink>
        )}
      </div>
    </aside>
  );
}
