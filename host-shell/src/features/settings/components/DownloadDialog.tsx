import EllipsisVertical from 'lucide/dist/esm/icons/ellipsis-vertical.mjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Dialog, Icon, pathFor, type LanguagePrefix } from 'shared-sdk';
import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import styles from './SettingsPopup.module.css';

/**
 * "Download" on a phone (spec 3 §2 "Settings popup": mobile opens a download popup): LivCam is a
 * web app, so "getting it" is adding it to the home screen; the steps for both phone browsers,
 * and the download page (route downLoad) for the rest.
 */
export function DownloadDialog({
  prefix,
  onClose,
  onNavigate,
}: {
  prefix: LanguagePrefix | null;
  onClose(): void;
  onNavigate(): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog title={t('download.title', 'Get LivCam on your phone')} onClose={onClose}>
      <div className={styles.dialogText}>
        <p>
          {t(
            'download.intro',
            'LivCam runs in your browser. Add it to your home screen to open it like an app:',
          )}
        </p>
        <ul>
          <li>
            <TransText
              ns={NS}
              i18nKey="download.android"
              defaults="<b>Android (Chrome):</b> open the browser menu <menu /> and choose “Add to Home screen”."
              components={{
                b: <strong />,
                menu: (
                  <Icon
                    icon={EllipsisVertical}
                    size={16}
                    label={t('download.threeDots', '(three dots)')}
                  />
                ),
              }}
            />
          </li>
          <li>
            <TransText
              ns={NS}
              i18nKey="download.iphone"
              defaults="<b>iPhone (Safari):</b> tap Share, then “Add to Home Screen”."
              components={{ b: <strong /> }}
            />
          </li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Link
          to={pathFor('downLoad', {}, { prefix })}
          className={styles.secondary}
          onClick={onNavigate}
        >
          {t('download.more', 'More about the app')}
        </Link>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('download.done', 'Done')}
        </button>
      </div>
    </Dialog>
  );
}
