import EllipsisVertical from 'lucide/dist/esm/icons/ellipsis-vertical.mjs';
import { Link } from 'react-router-dom';
import { Dialog, Icon, pathFor, type LanguagePrefix } from 'shared-sdk';
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
  return (
    <Dialog title="Get LivCam on your phone" onClose={onClose}>
      <div className={styles.dialogText}>
        <p>LivCam runs in your browser. Add it to your home screen to open it like an app:</p>
        <ul>
          <li>
            <strong>Android (Chrome):</strong> open the browser menu{' '}
            <Icon icon={EllipsisVertical} size={16} label="(three dots)" /> and choose “Add to
            Home screen”.
          </li>
          <li>
            <strong>iPhone (Safari):</strong> tap Share, then “Add to Home Screen”.
          </li>
        </ul>
      </div>
      <div className={styles.actions}>
        <Link
          to={pathFor('downLoad', {}, { prefix })}
          className={styles.secondary}
          onClick={onNavigate}
        >
          More about the app
        </Link>
        <button type="button" className={styles.primary} onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
