import X from 'lucide/dist/esm/icons/x.mjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon as SdkIcon } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { IMAGE_MAX_BYTES, SHOP_CODES } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';
import { checkBillImage, IMAGE_TYPES } from '../state/refundForm';
import styles from './orders.module.css';
import { Icon } from '../../../ui/Icon';

/** The picture size limit in the unit people read (5 MB). */
const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

export interface Uploaded {
  id: number;
  name: string;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).split(',')[1] ?? '');
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

/** Receipt pictures for a refund (spec 3 §7 uploadBillImg; §8 "photo not approved", "upload failed"). */
export function BillImages({
  images,
  onChange,
  max,
}: {
  images: Uploaded[];
  onChange: (v: Uploaded[]) => void;
  max: number;
}) {
  const { t } = useTranslation(NS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(files: FileList | null) {
    setError(null);
    const file = files?.[0];
    if (!file) return;
    const problem = checkBillImage(file, images.length);
    if (problem === 'count')
      return setError(
        t('bill.count', 'You can add up to {{count}} pictures', {
          count: max,
          defaultValue_one: 'You can add only {{count}} picture',
        }),
      );
    if (problem)
      return setError(
        t(
          'bill.notApproved',
          'Photo not approved: use a JPEG, PNG or WebP picture up to {{mb}} MB',
          {
            mb: IMAGE_MAX_MB,
          },
        ),
      );
    setBusy(true);
    try {
      const r = await shopApi.uploadBillImg({
        mime: file.type,
        data: await readBase64(file),
        fileName: file.name.slice(0, 200),
      });
      if (r.ok && r.data) onChange([...images, { id: r.data.billImgId, name: file.name }]);
      else if (r.code === SHOP_CODES.photoNotApproved)
        setError(
          t(
            'bill.notApproved',
            'Photo not approved: use a JPEG, PNG or WebP picture up to {{mb}} MB',
            {
              mb: IMAGE_MAX_MB,
            },
          ),
        );
      else setError(t('bill.failed', 'Upload failed. Please try again.'));
    } catch {
      setError(t('bill.failed', 'Upload failed. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor="bill-img">
        {t('bill.label', 'Receipt or bank statement pictures (optional, up to {{count}})', {
          count: max,
          defaultValue_one: 'Receipt or bank statement picture (optional, {{count}} at most)',
        })}
      </label>
      <input
        id="bill-img"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={busy || images.length >= max}
        onChange={(e) => void add(e.target.files)}
      />
      {busy && <p className={ui.muted}>{t('bill.uploading', 'Uploading…')}</p>}
      {error && (
        <p className={ui.error} role="alert">
          {error}
        </p>
      )}
      {images.length > 0 && (
        <div className={styles.thumbs}>
          {images.map((i) => (
            <span key={i.id} className={styles.thumb}>
              <Icon name="receipt" size={16} /> <bdi>{i.name}</bdi>
              <button
                type="button"
                className={ui.ghost}
                onClick={() => onChange(images.filter((x) => x.id !== i.id))}
                aria-label={t('bill.remove', 'Remove {{name}}', { name: i.name })}
              >
                <SdkIcon icon={X} size={16} />
              </button>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
