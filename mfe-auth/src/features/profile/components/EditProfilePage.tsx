import { useTranslation } from 'react-i18next';
import { PageFrame } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useEditProfile } from '../hooks/useEditProfile';
import { AlbumCard } from './AlbumCard';
import { DetailsForm } from './DetailsForm';
import { LinksCard } from './LinksCard';
import { PhotoCard } from './PhotoCard';
import { useErrorText } from './texts';
import styles from './EditProfile.module.css';

/**
 * Route EditProfile (/profile/edit; login-only): photo and ID, nickname, birthday, gender,
 * interests and languages, album, sign-in e-mail and phone (spec 1 §5; spec 3 §5, §7). Every
 * change goes through the SDK; the server decides each rule and the page shows its refusal.
 * A save refreshes the session user through its one writer (applyProfile), so the shell's avatar
 * and name change at once.
 */
export function EditProfilePage() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const { load, retry, reload, setDetail } = useEditProfile();
  const title = t('editProfile.title', 'Edit profile');

  if (load.status === 'loading')
    return (
      <PageFrame title={title}>
        <p className={styles.loading} role="status">
          {t('editProfile.loading', 'Loading your profile…')}
        </p>
      </PageFrame>
    );
  if (load.status === 'failed')
    return (
      <PageFrame title={title}>
        <div className={styles.card}>
          <p role="alert" className={styles.error}>
            {t('editProfile.loadFailed', 'Your profile could not be loaded.')}{' '}
            {errorText(load.code, load.msg)}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={retry}>
              {t('editProfile.retry', 'Retry')}
            </button>
          </div>
        </div>
      </PageFrame>
    );

  const { detail } = load;
  return (
    <PageFrame
      title={title}
      intro={t('editProfile.intro', 'What people see about you, and how you sign in.')}
    >
      <div className={styles.layout}>
        <div className={styles.photoArea}>
          <PhotoCard user={detail.user} onSaved={(user) => setDetail((d) => ({ ...d, user }))} />
        </div>
        <div className={styles.detailsArea}>
          <DetailsForm data={load} onSaved={reload} />
        </div>
        <div className={styles.albumArea}>
          <AlbumCard />
        </div>
        <div className={styles.linksArea}>
          <LinksCard
            userId={detail.user.id}
            email={detail.email}
            phone={detail.phone}
            onBound={() => void reload()}
          />
        </div>
      </div>
    </PageFrame>
  );
}
