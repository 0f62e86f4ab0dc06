import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { EmptyState, NavButton, PageFrame, userAtom } from 'shared-sdk';
import { NS } from '../../../i18n';

/** Route EditProfile (/profile/edit). The profile issue adds the form (nickname, birthday…). */
export function EditProfilePage() {
  const { t } = useTranslation(NS);
  const user = useAtomValue(userAtom);
  return (
    <PageFrame
      title={t('editProfile.title', 'Edit profile')}
      intro={
        user
          ? t('editProfile.signedInAs', 'Signed in as {{name}}', { name: user.userName })
          : undefined
      }
    >
      <EmptyState
        title={t('editProfile.emptyTitle', 'Profile editing is coming')}
        text={t(
          'editProfile.emptyText',
          'You will change your photo, nickname, birthday and languages here. Gender cannot be changed once set.',
        )}
      >
        <NavButton to="LivCam" secondary>
          {t('common.home', 'Home')}
        </NavButton>
      </EmptyState>
    </PageFrame>
  );
}
