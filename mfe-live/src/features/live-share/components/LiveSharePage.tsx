import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route LiveShare (/live/:shareId): a shared live, full page, no layout, no login needed. */
export function LiveSharePage() {
  const { t } = useTranslation(NS);
  const shareId = useParams().shareId ?? '';
  return (
    <PageFrame
      title={t('liveShare.title', 'Live')}
      intro={t('liveShare.intro', 'Shared live {{id}}', { id: shareId })}
      actions={
        <NavButton to="LivCam" secondary>
          {t('liveShare.home', 'Open LivCam')}
        </NavButton>
      }
    >
      <EmptyState
        title={t('liveShare.emptyTitle', 'This live is not playing here yet')}
        text={t(
          'liveShare.emptyText',
          'The video, chat and gifts of this live studio will play here. Anyone with the link can watch without signing in.',
        )}
      />
    </PageFrame>
  );
}
