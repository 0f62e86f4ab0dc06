import CircleUserRound from 'lucide/dist/esm/icons/circle-user-round.mjs';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Icon,
  isMobileDeviceAtom,
  unreadTotalAtom,
  userAtom,
  type LanguagePrefix,
} from 'shared-sdk';
import { NS } from '../../../i18n';
import { openSettings } from '../../settings/state/settingsPopup';
import { playWaysAtom } from '../../routing/state/playWays';
import { bottomBarItems } from '../state/menu';
import { MenuLinks } from './MenuLink';
import { SignInLink } from './SignInLink';
import { UnreadStrip } from './UnreadStrip';
import styles from './Shell.module.css';

/**
 * Mobile bottom bar (spec 3 §2 "Shell"). Test-facing: nav[aria-label="Bottom bar"]. The tabs
 * that depend on the site's play ways stay invisible (their space kept) until the play ways are
 * known, so the bar never reflows when they arrive; "Me" / "Sign in" has a fixed place
 * at the end. "Me" opens the settings popup (profile, pages, blacklist, logout, delete account).
 */
export function BottomBar({
  prefix,
  routeName,
}: {
  prefix: LanguagePrefix | null;
  routeName: string | null;
}) {
  const { t } = useTranslation(NS);
  const playWays = useAtomValue(playWaysAtom);
  const user = useAtomValue(userAtom);
  const mobileDevice = useAtomValue(isMobileDeviceAtom);
  const unread = useAtomValue(unreadTotalAtom);
  const items = bottomBarItems({ playWays, prefix, unread, mobileDevice });
  const settled = playWays.status !== 'loading';
  return (
    <div className={styles.bottom}>
      <UnreadStrip prefix={prefix} />
      <nav
        aria-label={t('nav.bottomBar', 'Bottom bar')}
        className={styles.bottomNav}
        // mfe_call_chat finds the bar by this (its aria-label is in the current language).
        data-bottom-bar=""
      >
        <div
          className={settled ? styles.tabs : `${styles.tabs} ${styles.pending}`}
          aria-busy={!settled}
        >
          <MenuLinks items={items} prefix={prefix} routeName={routeName} source="tab" />
        </div>
        {user ? (
          <button
            type="button"
            className={`${styles.item} ${styles.me}`}
            aria-haspopup="dialog"
            onClick={() => openSettings()}
          >
            <Icon icon={CircleUserRound} size={22} className={styles.icon} />
            <span className={styles.label}>{t('nav.me', 'Me')}</span>
          </button>
        ) : (
          <SignInLink prefix={prefix} className={`${styles.item} ${styles.me}`}>
            <Icon icon={CircleUserRound} size={22} className={styles.icon} />
            <span className={styles.label}>{t('nav.signIn', 'Sign in')}</span>
          </SignInLink>
        )}
      </nav>
    </div>
  );
}
