import { useId, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from 'shared-sdk';
import i18next from 'i18next';
import { NS } from '../../../i18n';
import { useDialogFocus } from '../hooks/useDialogFocus';
import { FlowContext } from '../hooks/useFlow';
import { thirdPartySignIn, type FlowCallbacks } from '../state/actions';
import { createFlowStore } from '../state/flow';
import type { LoginMethod } from '../state/methods';
import { ChooseMethodStep } from './ChooseMethodStep';
import { StepView } from './steps/StepView';
import styles from './LoginPopup.module.css';

export interface LoginPopupProps {
  /** Why sign-in was asked for (spec 1 §2.2 source tag, e.g. 'login_btn', 'call'). */
  source: string;
  onClose(): void;
  /** Signed in (spec 1 §4.3 "the embedding component receives a loginSuccess notice"). */
  onLoginSuccess?(user: { id: number }): void;
}

/** The login popup (exposed as './LoginPopup'): a modal dialog named "Sign in". */
export function LoginPopup({ source, onClose, onLoginSuccess }: LoginPopupProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const store = useMemo(() => createFlowStore(), []);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const dialogRef = useDialogFocus<HTMLDivElement>(onClose);
  const cb = useMemo<FlowCallbacks>(
    () => ({
      onSignedIn: (user) => {
        onLoginSuccess?.(user);
        onClose();
      },
      toast: (key) => void showToast(i18next.t(key)),
    }),
    [onClose, onLoginSuccess],
  );
  const ctx = useMemo(() => ({ store, cb }), [store, cb]);
  const choose = (method: LoginMethod) => {
    if (method === 'phone') store.dispatch({ type: 'go', view: { step: 'phone', reset: false } });
    else if (method === 'email') store.dispatch({ type: 'go', view: { step: 'email', reset: false } });
    else void thirdPartySignIn(store, cb, method);
  };
  const canGoBack = state.back.length > 0 && state.view.step !== 'profile' && state.view.step !== 'connecting';
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
          {canGoBack && (
            <button type="button" className={styles.headBack} disabled={state.busy} onClick={() => store.dispatch({ type: 'back' })}>
              ‹ {t('login.back', 'Back')}
            </button>
          )}
          <h2 id={titleId} className={styles.title}>
            {t('login.title', 'Sign in')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('login.close', 'Close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <FlowContext.Provider value={ctx}>
          {state.view.step === 'choose' ? (
            <ChooseMethodStep onChoose={choose} />
          ) : (
            <StepView view={state.view} />
          )}
        </FlowContext.Provider>
      </div>
    </div>
  );
}
