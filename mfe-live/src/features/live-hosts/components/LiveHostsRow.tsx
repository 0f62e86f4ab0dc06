import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import styles from './LiveHostsRow.module.css';

/** Slot widget: the row of up to 5 live hosts. Empty until the live feature loads real lives. */
export function LiveHostsRow() {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <section className={styles.row} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <span className={styles.dot} aria-hidden="true" />
        {t('hostsRow.title', 'Live now')}
      </h2>
      <p className={styles.empty}>{t('hostsRow.empty', 'No one is live right now')}</p>
    </section>
  );
}
