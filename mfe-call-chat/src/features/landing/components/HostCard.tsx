import { useTranslation } from 'react-i18next';
import { sanitizeUserName } from 'shared-sdk';
import { USER_STATUS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import type { LandingHost } from '../state/hosts';
import styles from './OnlineHosts.module.css';

/** One host of "Online now": avatar, name, country, online state, price, Call. */
export function HostCard({ host, onCall }: { host: LandingHost; onCall(host: LandingHost): void }) {
  const { t } = useTranslation(NS);
  const name = sanitizeUserName(host.name);
  const online = host.status === USER_STATUS.online;
  return (
    <li className={styles.card}>
      <div className={styles.avatar}>
        {/* The state sits on the photo: the country gets the whole line below, even on phones. */}
        <span className={styles.state}>
          <span className={online ? styles.dotOnline : styles.dotBusy} aria-hidden="true" />
          {online ? t('landing.online', 'Online') : t('landing.busy', 'Busy')}
        </span>
        {host.headImg ? (
          <img src={host.headImg} alt="" loading="lazy" />
        ) : (
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        )}
      </div>
      <div className={styles.info}>
        <p className={styles.name}>
          <bdi>{name}</bdi>
        </p>
        <p className={styles.meta} title={host.country}>
          {host.country}
        </p>
        <p className={styles.price}>
          {t('landing.price', '{{count, number}} coins/min', {
            count: host.price,
            defaultValue_one: '{{count, number}} coin/min',
          })}
        </p>
        <button
          type="button"
          className={styles.call}
          onClick={() => onCall(host)}
          aria-label={t('landing.callHost', 'Call {{name}}', { name })}
        >
          {t('landing.call', 'Call')}
        </button>
      </div>
    </li>
  );
}

/**
 * A card's placeholder: the same box, so the list has its final height from the first paint.
 * `hidden` keeps the box but shows nothing (the space behind a message).
 */
export function HostCardSkeleton({ hidden = false }: { hidden?: boolean }) {
  return (
    <li className={`${styles.card} ${hidden ? styles.slot : styles.skeleton}`} aria-hidden="true">
      <div className={styles.avatar} />
      <div className={styles.info}>
        <p className={styles.name}>&nbsp;</p>
        <p className={styles.meta}>&nbsp;</p>
        <p className={styles.price}>&nbsp;</p>
        <span className={styles.call}>&nbsp;</span>
      </div>
    </li>
  );
}
