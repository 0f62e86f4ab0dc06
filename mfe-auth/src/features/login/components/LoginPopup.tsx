import ChevronLeft from 'lucide/dist/esm/icons/chevron-left.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeLoginPopup,
  Icon,
  navigate,
  showToast,
  useModal,
  useSnapshotStore,
  type SessionUser,
} from 'shared-sdk';
import { NS } from '../../../i18n';
import { FlowContext } from '../hooks/useFlow';
import type { FlowCtx } from '../state/call';
import { canGoBack } from '../state/flow';
import { createFlowStore } from '../state/store';
import { ChooseMethodStep } from './ChooseMethodStep';
import { StepView } from './steps/StepView';
import styles from './LoginPopup.module.css';

export interface LoginPopupProps {
  /** Why sign-in was asked for (spec 1 §2.2 source tag, e.g. 'login_btn', 'call'). */
  source: string;
  /** The user closed the popup: the host goes back in history, or home from a landing page. */
  onClose(): void;
  /** Signed in, for an embedding component (spec 1 §4.3 "receives a loginSuccess notice"). */
  onLoginSuccess?(user: SessionUser): void;
}

/**
 * Signed in without an embedding component: the popup closes and the home screen opens
 * (spec 1 §4.3). Not `onClose`: that is the user's close, which goes back in history.
 */
function goHome(): void {
  closeLoginPopup();
  try {
    navigate('LivCam');
  } catch {
    // no navigator (a test, or the popup outside any app): closing is all there is to do
  }
}

/** The login popup (exposed as './LoginPopup'): a modal dialog named "Sign in", steps 0–7 and the profile popup. */
export function LoginPopup({ source, onClose, onLoginSuccess }: LoginPopupProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const store = useMemo(() => createFlowStore(), []);
  const state = useSnapshotStore(store);
  // The SDK's modal behaviour: focus trapped inside, Escape closes, the page behind is inert,
  // focus returns on close.
  const dialogRef = useModal<HTMLDivElement>({ onClose });
  const ctx = useMemo<FlowCtx>(
    () => ({
      store,
      cb: {
        source,
        onSignedIn: (user) => {
          if (onLoginSuccess) {
            onLoginSuccess(user);
            onClose();
          } else goHome();
        },
        close: onClose,
        toast: (text) => void showToast(text),
      },
    }),
    [store, source, onClose, onLoginSuccess],
  );
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={state.busy !== null}
        tabIndex={-1}
        data-source={source}
        data-step={state.view.step}
      >
        <header className={styles.head}>
          {canGoBack(state) && (
            <button
              type="button"
              className={styles.headBack}
              disabled={state.busy !== null}
              onClick={() => store.dispatch({ type: 'back' })}
            >
              <Icon icon={ChevronLeft} size={18} className={styles.backIcon} />
              {t('login.back', 'Back')}
            </button>
          )}
          <h2 id={titleId} className={styles.title}>
            {t('login.title', 'Sign in')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('login.close', 'Close')}
          >
            <Icon icon={X} />
          </button>
        </header>
        <FlowContext.Provider value={ctx}>
          {state.view.step === 'choose' ? <ChooseMethodStep /> : <StepView view={state.view} />}
        </FlowContext.Provider>
      </div>
    </div>
  );
}
