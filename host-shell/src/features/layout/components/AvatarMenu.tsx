import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, sanitizeUserName, type LanguagePrefix, type SessionUser } from 'shared-sdk';
import { NS } from '../../../i18n';
import { logout } from '../../session/state/logout';
import { openSettings } from '../../settings/state/settingsPopup';
import { AppLink } from './AppLink';
import account from './Account.module.css';
import styles from './Shell.module.css';

/**
 * Avatar menu of a logged-in user (spec 3 §2 "Shell"): profile (EditProfile), settings (the
 * settings popup, spec 3 §2 "Settings popup") and logout.
 */
export function AvatarMenu({ user, prefix }: { user: SessionUser; prefix: LanguagePrefix | null }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className={account.avatarMenu} ref={ref}>
      <button
        type="button"
        ref={button}
        className={account.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {user.headImg ? (
          <img src={user.headImg} alt="" className={styles.avatar} />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <span className={styles.label}>{sanitizeUserName(user.userName) || t('nav.me', 'Me')}</span>
      </button>
      {open && (
        <div role="menu" className={account.menu}>
          <AppLink
            to={pathFor('EditProfile', {}, { prefix })}
            loginSource="avatar_menu"
            role="menuitem"
            className={account.menuItem}
          >
            {t('account.profile', 'Profile')}
          </AppLink>
          <button
            type="button"
            role="menuitem"
            className={account.menuItem}
            aria-haspopup="dialog"
            onClick={() => {
              // The popup returns focus to what had it: the avatar button, not this item.
              button.current?.focus();
              setOpen(false);
              openSettings();
            }}
          >
            {t('account.settings', 'Settings')}
          </button>
          <button
            type="button"
            role="menuitem"
            className={account.menuItem}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t('account.logOut', 'Log out')}
          </button>
        </div>
      )}
    </div>
  );
}
