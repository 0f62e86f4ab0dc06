import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route downLoad (/download): install the web app and turn on notifications for rewards. */
export function DownloadPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame
      title={t('download.title', 'Get the app')}
      intro={t('download.intro', 'Add LivCam to your home screen and never miss a call.')}
    >
      <EmptyState
        title={t('download.emptyTitle', 'Install options are coming')}
        text={t(
          'download.emptyText',
          'Installing the web app and turning on notifications will be offered here, each with a coin reward.',
        )}
      >
        <NavButton to="TaskList">{t('download.toTasks', 'See tasks')}</NavButton>
      </EmptyState>
    </PageFrame>
  );
}
