import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { useAlbum } from '../hooks/useAlbum';
import styles from './Profile.module.css';

/** Someone's photos: loading boxes of the final size, an empty text, a retry on failure. */
export function AlbumGrid({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation(NS);
  const album = useAlbum(userId);
  const label = t('profile.photosOf', 'Photos of {{name}}', { name });
  if (album.status === 'loading')
    return (
      <ul className={styles.album} aria-label={label} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.photoSkeleton} />
        ))}
      </ul>
    );
  if (album.status === 'error')
    return (
      <div role="alert" className={styles.box}>
        <p>{t('profile.photosFailed', 'The photos could not be loaded.')}</p>
        <button type="button" className={styles.quiet} onClick={album.reload}>
          {t('common.retry', 'Retry')}
        </button>
      </div>
    );
  if (album.pics.length === 0)
    return (
      <p className={styles.note}>
        {t('profile.noPhotos', '{{name}} has no photos yet.', { name })}
      </p>
    );
  return (
    <ul className={styles.album} aria-label={label}>
      {album.pics.map((p, i) => (
        <li key={p.id}>
          <img
            src={p.url}
            alt={t('profile.photoN', 'Photo {{n}} of {{name}}', { n: i + 1, name })}
            loading="lazy"
            width={p.width}
            height={p.height}
          />
        </li>
      ))}
    </ul>
  );
}
