import { useTranslation } from 'react-i18next';
import { Trans } from 'react-i18next/TransWithoutContext';
import { NS } from '../../../i18n';
import styles from './LoginPopup.module.css';

/** The terms notice of step 1; the pages open in a new tab so the sign-in stays where it is. */
export function TermsNotice() {
  // Trans without context (the shared react-i18next leaves Trans out): it gets the
  // shared instance and `t` from useTranslation, which also re-renders it on a language change.
  // Before i18next is set up, useTranslation gives the host's English-defaults stand-in.
  const { t, i18n } = useTranslation(NS);
  return (
    <p className={styles.terms}>
      <Trans
        i18n={i18n.options ? i18n : undefined}
        t={t}
        ns={NS}
        i18nKey="login.terms"
        defaults="By continuing you confirm that you are 18 or older and agree to our <tos>Terms of Service</tos> and <privacy>Privacy Policy</privacy>."
        components={{
          tos: <a href="/terms-of-service.html" target="_blank" rel="noopener noreferrer" />,
          privacy: <a href="/privacy-policy.html" target="_blank" rel="noopener noreferrer" />,
        }}
      />
    </p>
  );
}
