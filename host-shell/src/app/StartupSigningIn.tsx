import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { StartupI18n } from './StartupI18n';

/** Shown while an auto-login link is exchanged before the first real render (bootSession.ts). */
export function StartupSigningIn() {
  return (
    <StartupI18n>
      <SigningInText />
    </StartupI18n>
  );
}

function SigningInText() {
  const { t } = useTranslation(NS);
  return (
    <p
      role="status"
      style={{ padding: 32, font: '16px/1.5 system-ui, sans-serif', textAlign: 'center' }}
    >
      {t('startup.signingIn', 'Signing you in…')}
    </p>
  );
}
