import { useTranslation } from 'react-i18next';
import { getAuthConfig, type ProviderId } from 'shared-sdk';
import { SIGN_UP_COINS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useFlow } from '../hooks/useFlow';
import type { Busy } from '../state/flow';
import { thirdPartySignIn } from '../state/signIn';
import { PeopleCounter } from './PeopleCounter';
import { ActionButton } from './steps/ActionButton';
import { StepError } from './steps/StepError';
import { TermsNotice } from './TermsNotice';
import styles from './LoginPopup.module.css';
import form from '../../../styles/form.module.css';
import { isInAppBrowser } from '../state/thirdParty';

/**
 * Login step 1 (spec 1 §1, §2.2): counter, sign-up coins, the choices — third-party accounts,
 * phone, e-mail — and the terms. The social network shows only when its app id is configured;
 * in an in-app browser it is blocked with a tip (spec 1 §1, §8).
 */
export function ChooseMethodStep() {
  const { t } = useTranslation(NS);
  const { ctx } = useFlow();
  const inApp = isInAppBrowser(navigator.userAgent);
  const providers: Array<[ProviderId, string]> = [
    ['google', t('login.google.label', 'Continue with Google')],
    ['apple', t('login.apple.label', 'Continue with Apple')],
    ...(getAuthConfig().facebookAppId
      ? [['facebook', t('login.facebook.label', 'Continue with Facebook')] as [ProviderId, string]]
      : []),
  ];
  const method = (key: string, tag: Busy, label: string, onClick: () => void) => (
    <li key={key} className={styles[key]}>
      <ActionButton tag={tag} kind="method" onClick={onClick}>
        <span className={styles.methodIcon} aria-hidden="true" />
        {label}
      </ActionButton>
    </li>
  );
  return (
    <div className={styles.step}>
      <PeopleCounter />
      <p className={styles.banner}>
        <span className={styles.coin} aria-hidden="true" />
        {t('login.bonus', 'Sign up now and get {{count, number}} free coins', {
          count: SIGN_UP_COINS,
          defaultValue_one: 'Sign up now and get {{count, number}} free coin',
        })}
      </p>
      <ul className={styles.methods}>
        {providers.map(([id, label]) =>
          method(id, id, label, () => void thirdPartySignIn(ctx, id)),
        )}
        {/* Phone and e-mail only move the flow: no call, so no busy tag of their own. */}
        {method('phone', 'submit', t('login.phone.label', 'Continue with phone'), () =>
          ctx.store.dispatch({ type: 'choosePhone' }),
        )}
        {method('email', 'submit', t('login.email.label', 'Continue with email'), () =>
          ctx.store.dispatch({ type: 'chooseEmail' }),
        )}
      </ul>
      {inApp && getAuthConfig().facebookAppId && (
        <p className={form.hint}>
          {t(
            'login.inAppTip',
            'Some sign-in options need your browser: open this page in Chrome or Safari to use them.',
          )}
        </p>
      )}
      <StepError />
      <TermsNotice />
    </div>
  );
}
