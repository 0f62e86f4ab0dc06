import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ALBUM_MAX_PHOTOS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useAlbum, type AlbumProblem } from '../hooks/useAlbum';
import { useErrorText } from './texts';
import styles from './EditProfile.module.css';

/** The own album: add a picture (≤ 5M, pictures only) and delete one, with loading and errors. */
export function AlbumCard() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, retry, add, remove } = useAlbum();
  const { photos } = state;
  const full = (photos?.length ?? 0) >= ALBUM_MAX_PHOTOS;

  const problemText = (p: AlbumProblem): string => {
    if (p.kind === 'file')
      return p.problem === 'notImage'
        ? t('editProfile.album.notImage', 'Please choose a picture (JPEG, PNG, GIF or WebP).')
        : t(
            'editProfile.album.tooLarge',
            'This picture is larger than 5 MB. Please choose a smaller one.',
          );
    if (p.action === 'load')
      return t('editProfile.album.loadFailed', 'Your photos could not be loaded.');
    return errorText(p.code, p.msg);
  };

  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={state.loading}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('editProfile.album.title', 'Photos')}
        </h2>
        {photos && (
          <span className={styles.count}>
            {t('editProfile.album.count', '{{n}} of {{count}}', {
              n: photos.length,
              count: ALBUM_MAX_PHOTOS,
              defaultValue_one: '{{n}} of {{count}}',
            })}
          </span>
        )}
      </div>
      {state.loading && !photos && (
        <p className={styles.loading}>{t('editProfile.album.loading', 'Loading your photos…')}</p>
      )}
      {photos && (
        <ul className={styles.album} aria-label={t('editProfile.album.list', 'Your photos')}>
          {photos.map((p, i) => (
            <li key={p.id} className={styles.photo}>
              <img
                src={p.url}
                alt={t('editProfile.album.photo', 'Photo {{n}}', { n: i + 1 })}
                loading="lazy"
              />
              <button
                type="button"
                className={styles.delete}
                disabled={state.deleting.includes(p.id)}
                aria-label={t('editProfile.album.delete', 'Delete photo {{n}}', { n: i + 1 })}
                onClick={() => void remove(p.id)}
              >
                {state.deleting.includes(p.id)
                  ? t('editProfile.album.deleting', 'Deleting…')
                  : t('editProfile.album.deleteShort', 'Delete')}
              </button>
            </li>
          ))}
          {!full && (
            <li>
              <button
                type="button"
                className={state.adding ? styles.busyTile : styles.addTile}
                disabled={state.adding}
                aria-busy={state.adding || undefined}
                onClick={() => input.current?.click()}
              >
                {state.adding
                  ? t('editProfile.album.adding', 'Uploading…')
                  : t('editProfile.album.add', 'Add photo')}
              </button>
              <input
                ref={input}
                type="file"
                accept="image/*"
                hidden
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void add(file);
                }}
              />
            </li>
          )}
        </ul>
      )}
      {photos && photos.length === 0 && (
        <p className={styles.hint}>
          {t('editProfile.album.empty', 'Add photos so people can see more of you.')}
        </p>
      )}
      {full && (
        <p className={styles.hint}>
          {t('editProfile.album.full', 'Your album is full. Delete a photo to add another.')}
        </p>
      )}
      {state.problem && (
        <div className={styles.actions}>
          <p role="alert" className={styles.error}>
            {problemText(state.problem)}
          </p>
          {state.problem.kind === 'failed' && state.problem.action === 'load' && (
            <button type="button" className={styles.small} onClick={() => void retry()}>
              {t('editProfile.retry', 'Retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
