import { useTranslation } from 'react-i18next';
import { TaggedText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { usePeopleCounter } from '../hooks/usePeopleCounter';
import styles from './LoginPopup.module.css';

/** "122,987,212 people are using LivCam": the counter ticks every second. */
export function PeopleCounter() {
  const { t } = useTranslation(NS);
  const count = usePeopleCounter();
  // One text, so each language puts the number where its grammar wants it; <count> marks the
  // formatted number, drawn large.
  const text = t(
    'login.counter',
    '<count>{{count, number}}</count> people are using LivCam right now',
    {
      count,
      defaultValue_one: '<count>{{count, number}}</count> person is using LivCam right now',
    },
  );
  // aria-live stays off: a number announced every second would drown a screen reader.
  return (
    <p className={styles.counter} aria-live="off" data-testid="people-counter">
      <TaggedText
        text={text}
        tags={{ count: <strong className={styles.count} data-testid="people-count" /> }}
      />
    </p>
  );
}
