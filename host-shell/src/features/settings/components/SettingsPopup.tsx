import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { NS } from '../../../i18n';
import { logout } from '../../session/state/logout';
import { settingsLinks } from '../state/links';
import { closeSettings } from '../state/settingsPopup';
import { CookieFlag } from './CookieFlag';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { DownloadDialog } from './DownloadDialog';
import { LanguagePicker } from './LanguagePicker';
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
  const { t } = useTranslation(NS);
  const user = useAtomValue(userAtom);
  const mobile = useAtomValue(isMobileAtom);
  const { prefix } = splitLanguagePrefix(useLocation().pathname);
  const [sub, setSub] = useState<Sub>(null);
  if (!user) return null;
  const name = sanitizeUserName(user.userName) || t('nav.me', 'Me');
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
    <Dialog title={t('account.settings', 'Settings')} onClose={closeSettings} wide>
      <div className={styles.user}>
        {user.headImg ? (
          <img src={user.headImg} alt="" className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <div>
          <p className={styles.name}>{name}</p>
          <Link to={links.editProfile} className={styles.inline} onClick={closeSettings}>
            {t('settings.editProfile', 'Edit profile')}
          </Link>
        </div>
      </div>
      <nav aria-label={t('account.settings', 'Settings')}>
        <ul className={styles.list}>
          <li>
            <LanguagePicker className={styles.row} />
          </li>
          {external(
            links.aboutUs,
            t('pages.about.title', 'About us'),
            t('settings.newTab', 'opens in a new tab'),
          )}
          {helpCentreUrl &&
            external(
              helpCentreUrl,
              t('settings.helpCentre', 'Help centre'),
              t('settings.helpNote', 'support, opens in a new tab'),
            )}
          {route('CommunityGuidelines', t('pages.guidelines.title', 'Community guidelines'))}
          {route('TermsOfService', t('pages.terms.title', 'Terms of service'))}
          {route('PrivacyPolicy', t('pages.privacy.title', 'Privacy policy'))}
          <li>
            <Link to={links.blacklist} className={styles.row} onClick={closeSettings}>
              {t('settings.blacklist', 'Blacklist')}
            </Link>
          </li>
          {mobile ? (
            <li>
              <button type="button" className={styles.row} onClick={() => setSub('download')}>
                {t('settings.download', 'Download the app')}
              </button>
            </li>
          ) : (
            route('downLoad', t('settings.download', 'Download the app'))
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
                {t('account.logOut', 'Log out')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className={`${styles.row} ${styles.dangerRow}`}
              onClick={() => setSub('delete')}
            >
              {t('settings.deleteAccount', 'Delete account')}
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
