import { useTranslation } from 'react-i18next';
import { navigate } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useStoreNotice, useTranslationSetting } from '../hooks/useTranslationSetting';
import { TranslateIcon } from './Icons';
import styles from './Chat.module.css';

/**
 * The chat header's translation switch (spec 2 §4 "Translation is on by default"): while on, each
 * text is sent with needTranslate and the site language, and the other side sees the translation
 * under it. The daily limit (translateCode 54000) turns it off; the user can turn it on again.
 */
export function TranslateSwitch() {
  const { t } = useTranslation(NS);
  const { on, set } = useTranslationSetting();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={`${styles.iconButton} ${styles.translateSwitch}`}
      title={
        on
          ? t('chat.translateOnTitle', 'Your messages are sent with a translation')
          : t('chat.translateOffTitle', 'Your messages are sent without a translation')
      }
      onClick={() => set(!on)}
    >
      <TranslateIcon />
      <span>{t('chat.translate', 'Translate')}</span>
    </button>
  );
}

/** spec 2 §8 "translation limit reached, top up to unlock": said once, with the way to coins. */
export function StoreNotice() {
  const { t } = useTranslation([NS, 'chat']);
  const { key, dismiss } = useStoreNotice();
  if (!key) return null;
  return (
    <div className={styles.alert} role="alert">
      <span>{String(t(key))}</span>
      <span className={styles.alertActions}>
        {key === 'chat:translate.limit_reached' && (
          <button type="button" className={styles.iconButton} onClick={() => navigate('CoinPage')}>
            {t('chat.getCoins', 'Get coins')}
          </button>
        )}
        <button type="button" className={styles.iconButton} onClick={dismiss}>
          {t('chat.dismiss', 'OK')}
        </button>
      </span>
    </div>
  );
}
