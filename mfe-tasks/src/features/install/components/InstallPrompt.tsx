import Download from 'lucide/dist/esm/icons/download.mjs';
import Share from 'lucide/dist/esm/icons/share.mjs';
import SquarePlus from 'lucide/dist/esm/icons/square-plus.mjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { claimBottomPrompt, Dialog, Icon, releaseBottomPrompt } from 'shared-sdk';
import { BOTTOM_PROMPT } from 'shared-sdk/constants';
import { TaggedText, TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { useInstallPrompt } from '../hooks/useInstallPrompt';
import offer from '../../common/components/offer.module.css';
import styles from './install.module.css';

/** The app's icon, shipped by the host at the site root (host-shell public/pwa). */
const APP_ICON = '/icon-192.png';

/**
 * Widget `./InstallPrompt` (spec 3 §2 "Install, push, offers", §4 "Web-app install and push"):
 * mounted once by the host after sign-in with the route name; it acts on LivCam only. The
 * banner and the mini button run the browser's install prompt; Safari, which has none, gets the
 * Add to Home Screen instructions once a day after a one-to-one call.
 */
export function InstallPrompt({ routeName }: { routeName?: string | null }) {
  const { t } = useTranslation(NS);
  const s = useInstallPrompt(routeName);
  // The banner, the small button and the instructions hold the bottom of the screen while up:
  // on LivCam it is the install offers' (the push popup waits; the consent notice goes first).
  const holds = s.banner || s.mini || s.safariInstructions;
  useEffect(() => {
    if (holds) claimBottomPrompt(BOTTOM_PROMPT.install.owner, BOTTOM_PROMPT.install.priority);
    else releaseBottomPrompt(BOTTOM_PROMPT.install.owner);
  }, [holds]);
  useEffect(() => () => releaseBottomPrompt(BOTTOM_PROMPT.install.owner), []);
  return (
    <>
      {s.banner && (
        <section className={styles.banner} aria-label={t('install.bannerLabel', 'Install the app')}>
          <img className={styles.icon} src={APP_ICON} alt="" width={48} height={48} />
          <div className={offer.text}>
            <p className={offer.title}>{t('install.title', 'Install LivCam')}</p>
            <p className={styles.sub}>
              {s.gold > 0 ? (
                <TaggedText
                  text={t(
                    'install.rewardText',
                    'Open it from your home screen and get <coins>{{count, number}} free coins</coins>',
                    {
                      count: s.gold,
                      defaultValue_one:
                        'Open it from your home screen and get <coins>{{count, number}} free coin</coins>',
                    },
                  )}
                  tags={{ coins: <span className={styles.coins} /> }}
                />
              ) : (
                t('install.text', 'Open it from your home screen, like any app.')
              )}
            </p>
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => void s.install()}>
              {t('install.install', 'Install')}
            </button>
            <button type="button" className={styles.secondary} onClick={s.closeBanner}>
              {t('install.notNow', 'Not now')}
            </button>
          </div>
        </section>
      )}
      {s.mini && (
        <button
          type="button"
          className={styles.mini}
          onClick={() => void s.install()}
          disabled={s.working}
        >
          <Icon icon={Download} size={16} />
          {t('install.mini', 'Install app')}
        </button>
      )}
      {s.safariInstructions && (
        <Dialog
          title={t('install.safariTitle', 'Add LivCam to your Home Screen')}
          onClose={s.closeInstructions}
          closeLabel={t('common.close', 'Close')}
        >
          <ol className={styles.steps}>
            <li>
              <TransText
                ns={NS}
                i18nKey="install.safariStep1"
                defaults="Tap Share <icon/> in Safari’s toolbar."
                components={{
                  icon: (
                    <span className={styles.stepIcon}>
                      <Icon icon={Share} size={18} />
                    </span>
                  ),
                }}
              />
            </li>
            <li>
              {t('install.safariStep2', 'Choose Add to Home Screen')}
              <span className={styles.stepIcon}>
                <Icon icon={SquarePlus} size={18} />
              </span>
            </li>
            <li>
              {s.gold > 0
                ? t(
                    'install.safariStep3Coins',
                    'Open LivCam from your Home Screen to get {{count, number}} free coins.',
                    {
                      count: s.gold,
                      defaultValue_one:
                        'Open LivCam from your Home Screen to get {{count, number}} free coin.',
                    },
                  )
                : t('install.safariStep3', 'Open LivCam from your Home Screen.')}
            </li>
          </ol>
          <button
            type="button"
            className={`${styles.primary} ${styles.done}`}
            onClick={s.closeInstructions}
          >
            {t('install.safariDone', 'Got it')}
          </button>
        </Dialog>
      )}
    </>
  );
}
