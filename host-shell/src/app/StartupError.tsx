import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { StartupI18n } from './StartupI18n';

/** Shown only when the deploy-time config cannot be read: nothing else can start. */
export function StartupError() {
  return (
    <StartupI18n>
      <StartupErrorText />
    </StartupI18n>
  );
}

function StartupErrorText() {
  const { t } = useTranslation(NS);
  return (
    <div
      role="alert"
      style={{ padding: 32, font: '16px/1.5 system-ui, sans-serif', textAlign: 'center' }}
    >
      <p>
        {t(
          'startup.failed',
          'LivCam could not start: its settings did not load. Check your connection, then try again.',
        )}
      </p>
      <button type="button" onClick={() => location.reload()}>
        {t('remotes.retry', 'Retry')}
      </button>
    </div>
  );
}
