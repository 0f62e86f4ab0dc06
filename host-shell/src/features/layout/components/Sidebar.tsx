import { useAtomValue } from 'jotai';
import {
  goldNumAtom,
  pathFor,
  unreadTotalAtom,
  userAtom,
  type LanguagePrefix,
} from 'shared-sdk';
import { RemoteSlot } from '../../remotes';
import { BALANCE_ENTRY_ID, TASK_ENTRY_ID } from '../../../routes/components';
import { playWaysAtom } from '../../routing/state/playWays';
import { sidebarItems } from '../state/menu';
import { AppLink } from './AppLink';
import { AvatarMenu } from './AvatarMenu';
import { MenuLinks } from './MenuLink';
import { SignInLink } from './SignInLink';
import styles from './Shell.module.css';

/**
 * Desktop sidebar (spec 3 §2 "Shell"). Test-facing: nav[aria-label="Sidebar"], link "Sign in".
 * The menu depends on the site's play ways: it stays invisible (its space kept) until they are
 * known, so items never appear between others and push them down (issue 9 "No layout shift").
 */
export function Sidebar({
  prefix,
  routeName,
}: {
  prefix: LanguagePrefix | null;
  routeName: string | null;
}) {
  const playWays = useAtomValue(playWaysAtom);
  const user = useAtomValue(userAtom);
  const gold = useAtomValue(goldNumAtom);
  const unread = useAtomValue(unreadTotalAtom);
  const items = sidebarItems({ playWays, prefix, unread, mobileDevice: false });
  const settled = playWays.status !== 'loading';
  return (
    <aside className={styles.sidebar}>
      <AppLink
        to={pathFor('LivCam', {}, { prefix })}
        loginSource="logo"
        className={styles.brand}
        aria-label="LivCam home"
      >
        LivCam
      </AppLink>
      <nav
        aria-label="Sidebar"
        className={settled ? styles.sideNav : `${styles.sideNav} ${styles.pending}`}
        aria-busy={!settled}
      >
        <MenuLinks items={items} prefix={prefix} routeName={routeName} source="menu" />
      </nav>
      <div className={styles.account}>
        {user ? (
          <>
            {/* The shop's widget (balance + limited-offer countdown); the host's own link while
                it loads or if the shop is down. */}
            <RemoteSlot
              id={BALANCE_ENTRY_ID}
              variant="widget"
              quiet
              fallback={
                <AppLink
                  to={pathFor('CoinPage', {}, { prefix })}
                  loginSource="coins"
                  className={styles.coins}
                  aria-label={`Coin balance: ${gold}`}
                >
                  <span aria-hidden="true">◉</span> {gold}
                </AppLink>
              }
            />
            <RemoteSlot id={TASK_ENTRY_ID} variant="widget" quiet />
            <AvatarMenu user={user} prefix={prefix} />
          </>
        ) : (
          <SignInLink prefix={prefix} className={styles.signIn}>
            Sign in
          </SignInLink>
        )}
      </div>
    </aside>
  );
}
