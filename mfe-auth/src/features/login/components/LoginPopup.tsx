import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { useDialogFocus } from '../hooks/useDialogFocus';
import { CHOOSE, type LoginView } from '../state/methods';
import { ChooseMethodStep } from './ChooseMethodStep';
import { MethodStep } from './MethodStep';
import styles from './LoginPopup.module.css';

export interface LoginPopupProps {
  /** Why sign-in was asked for (spec 1 §2.2 source tag, e.g. 'login_btn', 'call'). */
  source: string;
  onClose(): void;
}

/** The login popup (exposed as './LoginPopup'): a modal dialog named "Sign in". */
export function LoginPopup({ source, onClose }: LoginPopupProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const [view, setView] = useState<LoginView>(CHOOSE);
  const dialogRef = useDialogFocus<HTMLDivElement>(onClose);
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-source={source}
      >
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('login.title', 'Sign in')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('login.close', 'Close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {view.step === 'choose' ? (
          <ChooseMethodStep onChoose={(method) => setView({ step: 'method', method })} />
        ) : (
          <MethodStep method={view.method} onBack={() => setView(CHOOSE)} />
        )}
      </div>
    </div>
  );
}
