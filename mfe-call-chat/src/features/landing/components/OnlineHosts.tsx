import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import styles from './LivCamPage.module.css';

/** The host list of the landing. Honest empty state until the calls issue loads real hosts. */
export function OnlineHosts() {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <section className={styles.hosts} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.hostsTitle}>
        {t('landing.hostsTitle', 'Online now')}
      </h2>
      <div className={styles.hostsEmpty}>
        <p className={styles.hostsEmptyTitle}>
          {t('landing.hostsEmptyTitle', 'No hosts to show yet')}
        </p>
        <p>
          {t(
            'landing.hostsEmptyText',
            'Hosts who are online right now will be listed here, each with a button to call them by video.',
          )}
        </p>
      </div>
    </section>
  );
}
