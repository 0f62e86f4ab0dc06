import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { useMethodTexts } from '../hooks/useMethodTexts';
import type { LoginMethod } from '../state/methods';
import styles from './LoginPopup.module.css';

/**
 * The step a sign-in choice leads to. Honest for now: it names what comes (phone and email
 * entry, codes, the provider window) and leads back; the sign-in issue fills it.
 */
export function MethodStep({ method, onBack }: { method: LoginMethod; onBack(): void }) {
  const { t } = useTranslation(NS);
  const text = useMethodTexts()[method];
  return (
    <div className={styles.step}>
      <h3 className={styles.stepTitle}>{text.title}</h3>
      <p className={styles.next}>{text.next}</p>
      <button type="button" className={styles.back} onClick={onBack}>
        {t('login.back', 'Back')}
      </button>
    </div>
  );
}
