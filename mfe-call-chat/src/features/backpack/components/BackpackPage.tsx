import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';

/** Route Backpack (/backpack, full page): gifts you own, to send in chats and lives. */
export function BackpackPage() {
  const { t } = useTranslation(NS);
  return (
    <PageFrame
      title={t('backpack.title', 'Backpack')}
      actions={
        <NavButton to="LivCam" secondary>
          {t('common.home', 'Home')}
        </NavButton>
      }
    >
      <EmptyState
        title={t('backpack.emptyTitle', 'Your backpack is empty')}
        text={t(
          'backpack.emptyText',
          'Gifts you receive or win are kept here, ready to send in chats and lives.',
        )}
      />
    </PageFrame>
  );
}
