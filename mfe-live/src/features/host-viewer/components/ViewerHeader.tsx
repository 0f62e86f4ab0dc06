import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, type HostCard } from 'shared-sdk';
import { USER_STATUS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import styles from './HostViewer.module.css';

/** The online state as a tag (spec 1 §9 user status codes: 2 online, 1 busy, else offline). */
export function OnlineTag({ status }: { status: number }) {
  const { t } = useTranslation(NS);
  const [label, tone] =
    status === USER_STATUS.online
      ? [t('hostViewer.online', 'Online'), styles.online]
      : status === USER_STATUS.busy
        ? [t('hostViewer.busy', 'Busy'), styles.busy]
        : [t('hostViewer.offline', 'Offline'), styles.offline];
  return (
    <span className={`${styles.tag} ${tone}`}>
      <span className={styles.tagDot} aria-hidden="true" />
      {label}
    </span>
  );
}

/** spec 3 §2 "Header: avatar, name, country, online status tag". */
export function ViewerHeader({ host, country }: { host: HostCard; country: string }) {
  const name = sanitizeUserName(host.name);
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <header className={styles.header}>
      {host.headImg && broken !== host.headImg ? (
        <img
          className={styles.avatar}
          src={host.headImg}
          alt=""
          onError={() => setBroken(host.headImg)}
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {[...name.trim()][0]?.toUpperCase() || '?'}
        </span>
      )}
      <div className={styles.who}>
        <h2 className={styles.name}>
          <bdi>{name}</bdi>
        </h2>
        <p className={styles.meta}>
          {country && (
            <span>
              <bdi>{country}</bdi>
            </span>
          )}
          <OnlineTag status={host.onlineStatus} />
        </p>
      </div>
    </header>
  );
}
