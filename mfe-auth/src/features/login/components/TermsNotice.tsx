import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import styles from './LoginPopup.module.css';

/** The terms notice of step 1; the pages open in a new tab so the sign-in stays where it is. */
export function TermsNotice() {
  return (
    <p className={styles.terms}>
      <TransText
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
