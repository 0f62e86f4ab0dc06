import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import styles from '../LoginPopup.module.css';
import { StepError } from './StepError';
import form from '../../../../styles/form.module.css';

/** Step 0 (spec 1 §2.2): connecting — the session is saved and the account is loading. */
export function ConnectingStep() {
  const { t } = useTranslation(NS);
  const { state, ctx } = useFlow();
  return (
    <div className={styles.step} role="status" aria-live="polite">
      <h3 className={styles.stepTitle}>{t('login.connecting', 'Connecting…')}</h3>
      <p className={styles.next}>
        {t('login.connectingText', 'Signing you in. This takes a moment.')}
      </p>
      <StepError />
      {state.error && (
        <button
          type="button"
          className={form.primary}
          onClick={() => ctx.store.dispatch({ type: 'restart' })}
        >
          {t('login.startOver', 'Start over')}
        </button>
      )}
    </div>
  );
}
