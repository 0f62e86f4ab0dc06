import { useAtomValue } from 'jotai';
import {
  isMobileDeviceAtom,
  openLoginPopup,
  pathFor,
  unreadTotalAtom,
  userAtom,
  type LanguagePrefix,
} from 'shared-sdk';
import { playWaysAtom } from '../../routing/state/playWays';
import { bottomBarItems } from '../state/menu';
import { AppLink } from './AppLink';
import { MenuLink } from './MenuLink';
import { UnreadStrip } from './UnreadStrip';
import styles from './Shell.module.css';

/** Mobile bottom bar (spec 3 §2 "Shell"). Test-facing: nav[aria-label="Bottom bar"]. */
export function BottomBar({
  prefix,
  routeName,
}: {
  prefix: LanguagePrefix | null;
  routeName: string | null;
}) {
  const playWays = useAtomValue(playWaysAtom);
  const user = useAtomValue(userAtom);
  const mobileDevice = useAtomValue(isMobileDeviceAtom);
  const unread = useAtomValue(unreadTotalAtom);
  const items = bottomBarItems({ playWays, prefix, unread, mobileDevice });
  return (
    <div className={styles.bottom}>
      <UnreadStrip prefix={prefix} />
      <nav aria-label="Bottom bar" className={styles.bottomNav}>
        {items.map((item) => (
          <MenuLink
            key={item.key}
            item={item}
            prefix={prefix}
            active={item.route === routeName}
            source={`tab_${item.key}`}
          />
        ))}
        {user ? (
          <AppLink
            to={pathFor('EditProfile', {}, { prefix })}
            loginSource="tab_me"
            className={
              routeName === 'EditProfile' ? `${styles.item} ${styles.active}` : styles.item
            }
          >
            <span className={styles.icon} aria-hidden="true">
              ☻
            </span>
            <span className={styles.label}>Me</span>
          </AppLink>
        ) : (
          <button type="button" className={styles.item} onClick={() => openLoginPopup('login_btn')}>
            <span className={styles.icon} aria-hidden="true">
              ☻
            </span>
            <span className={styles.label}>Sign in</span>
          </button>
        )}
      </nav>
    </div>
  );
}
