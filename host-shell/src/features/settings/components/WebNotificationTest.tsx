import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

type TestState = 'unsupported' | 'denied' | 'sent' | null;

/**
 * spec 3 §2 "Settings popup": a Web Notification entry in the dev environment only (the popup
 * renders it only in development builds). Asks for permission and shows a test notification.
 */
export function WebNotificationTest({ className }: { className?: string }) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState<TestState>(null);
  const run = async () => {
    if (typeof Notification === 'undefined') return setState('unsupported');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState('denied');
    new Notification('LivCam', {
      body: t('settings.notificationBody', 'Test notification from the dev build.'),
    });
    setState('sent');
  };
  const label = t('settings.notificationTest', 'Web notification (dev)');
  switch (state) {
    case 'unsupported':
      return button(
        t('settings.notificationUnsupported', '{{label}} — not supported by this browser', {
          label,
        }),
      );
    case 'denied':
      return button(
        t('settings.notificationDenied', '{{label}} — permission not given', { label }),
      );
    case 'sent':
      return button(t('settings.notificationSent', '{{label}} — sent', { label }));
    default:
      return button(label);
  }

  function button(text: string) {
    return (
      <button type="button" className={className} onClick={() => void run()}>
        {text}
      </button>
    );
  }
}
