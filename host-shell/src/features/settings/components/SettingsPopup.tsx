import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  Dialog,
  isMobileAtom,
  pathFor,
  sanitizeUserName,
  splitLanguagePrefix,
  userAtom,
  type RouteName,
} from 'shared-sdk';
import { logout } from '../../session/state/logout';
import { settingsLinks } from '../state/links';
import { closeSettings } from '../state/settingsPopup';
import { CookieFlag } from './CookieFlag';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadDialog } from './DownloadDialog';
import { WebNotificationTest } from './WebNotificationTest';
import styles from './SettingsPopup.module.css';

type Sub = 'delete' | 'download' | null;

/**
 * The settings popup (spec 3 §2 "Settings popup"): the user, the pages (about in a new tab, help
 * centre when the deployment has one, guidelines, terms, privacy), the blacklist, download
 * (a popup on phones, the download page otherwise), log out (phones; desktop has it in the
 * avatar menu), delete account, and the cookie flag after 1.2 s. A modal dialog (SDK Dialog):
 * focus stays inside, Escape closes, focus returns to "Me" / the avatar button.
 */
export function SettingsPopup({ helpCentreUrl }: { helpCentreUrl?: string }) {
  const user = useAtomValue(userAtom);
  const mobile = useAtomValue(isMobileAtom);
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  const [sub, setSub] = useState<Sub>(null);
  if (!user) return null;
  const name = sanitizeUserName(user.userName) || 'Me';
  const links = settingsLinks(prefix);
  const route = (to: RouteName, label: string) => (
    <li>
      <Link to={pathFor(to, {}, { prefix })} className={styles.row} onClick={closeSettings}>
        {label}
      </Link>
    </li>
  );
  const external = (href: string, label: string, note: string): ReactNode => (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.row}>
        {label}
        <span className={styles.note}>{note}</span>
      </a>
    </li>
  );
  return (
    <Dialog title="Settings" onClose={closeSettings} wide>
      <div className={styles.user}>
        {user.headImg ? (
          <img src={user.headImg} alt="" className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <div>
          <p className={styles.name}>{name}</p>
          <Link to={links.editProfile} className={styles.inline} onClick={closeSettings}>
            Edit profile
          </Link>
        </div>
      </div>
      <nav aria-label="Settings">
        <ul className={styles.list}>
          {external(links.aboutUs, 'About us', 'opens in a new tab')}
          {helpCentreUrl && external(helpCentreUrl, 'Help centre', 'support, opens in a new tab')}
          {route('CommunityGuidelines', 'Community guidelines')}
          {route('TermsOfService', 'Terms of service')}
          {route('PrivacyPolicy', 'Privacy policy')}
          <li>
            <Link to={links.blacklist} className={styles.row} onClick={closeSettings}>
              Blacklist
            </Link>
          </li>
          {mobile ? (
            <li>
              <button type="button" className={styles.row} onClick={() => setSub('download')}>
                Download the app
              </button>
            </li>
          ) : (
            route('downLoad', 'Download the app')
          )}
          {process.env.NODE_ENV !== 'production' && (
            <li>
              <WebNotificationTest className={styles.row} />
            </li>
          )}
          {mobile && (
            <li>
              <button
                type="button"
                className={styles.row}
                onClick={() => {
                  closeSettings();
                  void logout();
                }}
              >
                Log out
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className={`${styles.row} ${styles.dangerRow}`}
              onClick={() => setSub('delete')}
            >
              Delete account
            </button>
          </li>
        </ul>
      </nav>
      <CookieFlag prefix={prefix} />
      {sub === 'delete' && <DeleteAccountDialog onClose={() => setSub(null)} />}
      {sub === 'download' && (
        <DownloadDialog prefix={prefix} onClose={() => setSub(null)} onNavigate={closeSettings} />
      )}
    </Dialog>
  );
}
