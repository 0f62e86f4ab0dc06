import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isLoggedInAtom, navigate, requireLogin } from 'shared-sdk';
import { NS } from '../../../i18n';
import { LIVE_ENTER_LOGIN_SOURCE } from '../../live-room/constants';
import { useSharedLive } from '../hooks/useSharedLive';
import styles from './LiveSharePage.module.css';

/**
 * Route LiveShare (/live/:shareId; spec 3 §1): a shared live, full page, no layout, no login.
 * A living live opens at once in the live layer's room (a visitor watches as a guest: everything
 * but watching asks them to sign in); this page is what shows under it and after it: the live's
 * cover while it opens, the ended text, a link that names no live, or a retry.
 */
export function LiveSharePage() {
  const { t } = useTranslation(NS);
  const shareId = useParams().shareId ?? '';
  const { found, watchAgain } = useSharedLive(shareId);
  const signedIn = useAtomValue(isLoggedInAtom);
  const home = (
    <button type="button" className={styles.secondary} onClick={() => navigate('LivCam')}>
      {t('liveShare.home', 'Open LivCam')}
    </button>
  );

  if (found.status === 'loading')
    return (
      <main className={styles.page} aria-busy="true">
        <div className={styles.spinner} aria-hidden="true" />
        <p className={styles.text}>{t('liveShare.loading', 'Opening the live…')}</p>
      </main>
    );
  const shared = found.status === 'ready' ? found.data : { kind: 'failed' as const };
  const stats = shared.kind === 'living' || shared.kind === 'ended' ? shared.stats : null;
  return (
    <main className={styles.page}>
      {stats?.coverUrl && <img className={styles.cover} src={stats.coverUrl} alt="" />}
      <h1 className={styles.title}>
        {stats?.name ||
          (shared.kind === 'ended'
            ? t('liveShare.endedTitle', 'Live ended')
            : shared.kind === 'unknown'
              ? t('liveShare.unknownTitle', 'Link not found')
              : t('liveShare.title', 'Live'))}
      </h1>
      {shared.kind === 'living' && (
        <>
          <p className={styles.text}>{t('liveShare.living', 'This live is on now.')}</p>
          <button type="button" className={styles.primary} onClick={watchAgain}>
            {t('liveShare.watch', 'Watch')}
          </button>
          {home}
        </>
      )}
      {shared.kind === 'ended' && (
        <>
          <p className={styles.text} role="status">
            {signedIn
              ? t('liveShare.ended', 'This live has ended.')
              : t('liveShare.endedRegister', 'This live has ended. Free register for more lives.')}
          </p>
          {!signedIn && (
            <button
              type="button"
              className={styles.primary}
              onClick={() => void requireLogin(LIVE_ENTER_LOGIN_SOURCE).catch(() => undefined)}
            >
              {t('liveShare.register', 'Register for free')}
            </button>
          )}
          {home}
        </>
      )}
      {shared.kind === 'unknown' && (
        <>
          <p className={styles.text} role="status">
            {t('liveShare.unknown', 'This link does not lead to a live. It may be mistyped.')}
          </p>
          {home}
        </>
      )}
      {shared.kind === 'failed' && (
        <>
          <p className={styles.text} role="alert">
            {t('liveShare.failed', 'The live could not be loaded. Check your connection.')}
          </p>
          <button type="button" className={styles.primary} onClick={found.retry}>
            {t('liveShare.retry', 'Try again')}
          </button>
          {home}
        </>
      )}
    </main>
  );
}
