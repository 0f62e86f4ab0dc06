import { useAtomValue } from 'jotai';
import {
  goldNumAtom,
  openLoginPopup,
  pathFor,
  unreadTotalAtom,
  userAtom,
  type LanguagePrefix,
} from 'shared-sdk';
import { RemoteSlot } from '../../remotes';
import { TASK_ENTRY_ID } from '../../../routes/components';
import { playWaysAtom } from '../../routing/state/playWays';
import { sidebarItems } from '../state/menu';
import { AppLink } from './AppLink';
import { AvatarMenu } from './AvatarMenu';
import { MenuLink } from './MenuLink';
import styles from './Shell.module.css';

/** Desktop sidebar (spec 3 §2 "Shell"). Test-facing: nav[aria-label="Sidebar"], button "Sign in". */
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
      <nav aria-label="Sidebar" className={styles.sideNav}>
        {items.map((item) => (
          <MenuLink
            key={item.key}
            item={item}
            prefix={prefix}
            active={item.route === routeName}
            source={`menu_${item.key}`}
          />
        ))}
      </nav>
      <div className={styles.account}>
        {user ? (
          <>
            <AppLink
              to={pathFor('CoinPage', {}, { prefix })}
              loginSource="coins"
              className={styles.coins}
              aria-label={`Coin balance: ${gold}`}
            >
              <span aria-hidden="true">◉</span> {gold}
            </AppLink>
            <RemoteSlot id={TASK_ENTRY_ID} variant="widget" quiet />
            <AvatarMenu user={user} prefix={prefix} />
          </>
        ) : (
          <button
            type="button"
            className={styles.signIn}
            onClick={() => openLoginPopup('login_btn')}
          >
            Sign in
          </button>
        )}
      </div>
    </aside>
  );
}
