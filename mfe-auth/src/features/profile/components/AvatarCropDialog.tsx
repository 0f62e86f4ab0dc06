import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-sdk';
import { AVATAR_LARGE } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import type { CropArea } from '../state/crop';
import styles from './EditProfile.module.css';

const ZOOM_MIN = 1;
const ZOOM_MAX = 3;

/**
 * Crops the picked photo to the avatar's 3:4 (spec 3 §9: 270×360 and 112×150): drag the photo
 * (mouse, finger, or arrow keys on the crop area), zoom with the slider, the wheel or a pinch.
 * react-easy-crop does the interaction; the page draws the two sizes itself (state/crop.ts).
 */
export function AvatarCropDialog({
  src,
  busy,
  error,
  onCancel,
  onUse,
}: {
  /** Object URL of the picked photo. */
  src: string;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onUse(area: CropArea): void;
}) {
  const { t } = useTranslation(NS);
  const zoomId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog
      title={t('editProfile.crop.title', 'Crop your photo')}
      closeLabel={t('editProfile.crop.cancel', 'Cancel')}
      onClose={busy ? undefined : onCancel}
    >
      <p className={styles.hint}>
        {t('editProfile.crop.hint', 'Drag the photo to place it. Zoom to fit your face.')}
      </p>
      <div
        className={styles.cropArea}
        role="group"
        aria-label={t('editProfile.crop.area', 'Photo to crop')}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={ZOOM_MIN}
          maxZoom={ZOOM_MAX}
          aspect={AVATAR_LARGE.width / AVATAR_LARGE.height}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <div className={styles.zoom}>
        <label htmlFor={zoomId}>{t('editProfile.crop.zoom', 'Zoom')}</label>
        <input
          id={zoomId}
          type="range"
          min={ZOOM_MIN}
          max={ZOOM_MAX}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          disabled={busy || !area}
          aria-busy={busy || undefined}
          onClick={() => area && onUse(area)}
        >
          {busy
            ? t('editProfile.crop.saving', 'Saving your photo…')
            : t('editProfile.crop.use', 'Use this photo')}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
          {t('editProfile.crop.cancel', 'Cancel')}
        </button>
      </div>
    </Dialog>
  );
}
