import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { usePeopleCounter } from '../hooks/usePeopleCounter';
import styles from './LoginPopup.module.css';

/** "122,987,212 people are using LivCam": the counter ticks every second. */
export function PeopleCounter() {
  const { t, i18n } = useTranslation(NS);
  const count = usePeopleCounter();
  // aria-live stays off: a number announced every second would drown a screen reader.
  return (
    <p className={styles.counter} aria-live="off">
      <strong className={styles.count} data-testid="people-count">
        {count.toLocaleString(i18n.language || 'en')}
      </strong>{' '}
      {t('login.counter', 'people are using LivCam right now')}
    </p>
  );
}
