import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, showToast, type UserInfo } from 'shared-sdk';
import { NS } from '../../../i18n';
import { cropAvatar, type CropArea } from '../state/crop';
import { avatarFileProblem } from '../state/files';
import { saveAvatar } from '../state/profile';
import { useErrorText } from './texts';
import { AvatarCropDialog } from './AvatarCropDialog';
import styles from './EditProfile.module.css';

/**
 * The avatar, the name and the own user ID with Copy. "Change photo" picks a picture, the crop
 * dialog cuts it to 3:4, and both avatar sizes are uploaded and saved (state/profile.ts).
 */
export function PhotoCard({ user, onSaved }: { user: UserInfo; onSaved(u: UserInfo): void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cropError, setCropError] = useState<string | null>(null);
  // The picked photo's object URL lives while the dialog is open.
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const bad = avatarFileProblem(file);
    setProblem(
      bad === 'notImage'
        ? t('editProfile.photo.notImage', 'Please choose a picture (JPEG, PNG, GIF or WebP).')
        : bad === 'tooLarge'
          ? t(
              'editProfile.photo.tooLarge',
              'This photo is too large. Please choose one under 20 MB.',
            )
          : null,
    );
    if (!bad) setSrc(URL.createObjectURL(file));
  };

  const use = async (area: CropArea) => {
    if (!src) return;
    setBusy(true);
    setCropError(null);
    let blobs: { large: Blob; small: Blob };
    try {
      blobs = await cropAvatar(src, area);
    } catch {
      setBusy(false);
      return setCropError(
        t(
          'editProfile.photo.unreadable',
          'This photo could not be read. Please choose another one.',
        ),
      );
    }
    const r = await saveAvatar(blobs.large, blobs.small);
    setBusy(false);
    if (!r.ok) return setCropError(errorText(r.code, r.msg));
    setSrc(null);
    onSaved(r.value);
    showToast(t('editProfile.photo.saved', 'Your new photo is saved.'));
  };

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(String(user.id));
      showToast(t('editProfile.id.copied', 'Your ID {{id}} is copied.', { id: user.id }));
    } catch {
      showToast(t('editProfile.id.copyFailed', 'Copying failed. Your browser did not allow it.'));
    }
  };

  const name = sanitizeUserName(user.userName);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('editProfile.photo.title', 'Photo and ID')}
      </h2>
      <div className={styles.me}>
        <img
          className={styles.avatar}
          src={user.headImg}
          alt={t('editProfile.photo.alt', 'Your profile photo')}
        />
        <div className={styles.meText}>
          <p className={styles.name}>{name}</p>
          <p className={styles.idRow}>
            <span>
              {t('editProfile.id.label', 'ID')} <span className={styles.idValue}>{user.id}</span>
            </span>
            <button
              type="button"
              className={styles.small}
              aria-label={t('editProfile.id.copy', 'Copy your ID')}
              onClick={() => void copyId()}
            >
              {t('editProfile.id.copyShort', 'Copy')}
            </button>
          </p>
          <div>
            <button type="button" className={styles.small} onClick={() => input.current?.click()}>
              {t('editProfile.photo.change', 'Change photo')}
            </button>
            <input
              ref={input}
              type="file"
              accept="image/*"
              hidden
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </div>
        </div>
      </div>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {src && (
        <AvatarCropDialog
          src={src}
          busy={busy}
          error={cropError}
          onCancel={() => (setSrc(null), setCropError(null))}
          onUse={(a) => void use(a)}
        />
      )}
    </section>
  );
}
