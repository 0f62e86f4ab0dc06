import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguages, Dialog, type DialogProps } from 'shared-sdk';
import { TransText } from 'shared-sdk/locale';
import {
  callStore,
  getPriceTipMode,
  setPriceTipMode,
  type CallStatusOf,
  type PriceTipMode,
} from '../engine';
import { callReturn, noteShopReturn } from '../../gifts/state/openShop';
import { NS } from '../../../i18n';
import { peerName } from './Avatar';
import styles from './Call.module.css';
import { rtcLimitLanguage } from '../state/rtcLimitLanguage';
import { useLanguageT } from '../hooks/useLanguageT';

/** Where focus goes when the dialog closes: the element that started the call (CallLayer). */
type ReturnFocus = DialogProps['returnFocus'];

/** spec 2 §4 rule 2: the permission message (then the page reloads once). */
export function DeviceDenied({
  snap,
  returnFocus,
}: {
  snap: CallStatusOf<'deviceDenied'>;
  returnFocus?: ReturnFocus;
}) {
  const { i18n } = useTranslation(NS);
  // spec 3 §"Install, push, offers": the RTC limit popup speaks the browser's language (en, ar,
  // hi, tr, id or ms); a blocked camera is explained in the site's language.
  const unsupported = snap.problem === 'unsupported';
  const { t, lng, dir } = useLanguageT(
    unsupported ? rtcLimitLanguage(browserLanguages()) : i18n?.language || 'en',
  );
  return (
    <Dialog
      title={
        <span lang={lng} dir={dir}>
          {unsupported
            ? t('call.deviceUnsupportedTitle', 'Video calls do not work in this browser')
            : t('call.cameraDeniedTitle', 'Camera and microphone blocked')}
        </span>
      }
      onClose={snap.dismiss}
      closeLabel={t('call.close', 'Close')}
      returnFocus={returnFocus}
    >
      <div lang={lng} dir={dir}>
        {unsupported ? (
          <>
            <p>
              {t(
                'call.deviceUnsupported',
                'This browser cannot make video calls. Please open LivCam in a recent Chrome, Safari or Firefox.',
              )}
            </p>
            <p>
              {t(
                'call.deviceUnsupportedInApp',
                'Opened LivCam from another app? Open its menu (⋮ or ⋯), choose "Open in browser", then start the call again.',
              )}
            </p>
          </>
        ) : (
          <p>
            {t(
              'call.cameraDenied',
              'LivCam needs your camera and microphone for video calls. Allow them for this site in your browser settings, then try again.',
            )}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.primary} onClick={snap.dismiss}>
            {t('call.ok', 'OK')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** "Get coins" / "Become VIP": the shop's result page then offers the way back to this call. */
function exchangeWithReturn(exchange: () => void): void {
  const request = callStore.getState().request;
  noteShopReturn(request ? callReturn(request.target, request) : null);
  exchange();
}

/** spec 2 §4 rule 4, §8 100004: not enough coins → CoinPage or cancel. */
export function NotEnoughCoins({
  snap,
  returnFocus,
}: {
  snap: CallStatusOf<'notEnoughCoins'>;
  returnFocus?: ReturnFocus;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      title={t('call.noCoinsTitle', 'Not enough coins')}
      onClose={snap.dismiss}
      closeLabel={t('call.close', 'Close')}
      returnFocus={returnFocus}
    >
      <p>
        {snap.price !== null
          ? t(
              'call.noCoinsText',
              'A call with {{name}} costs {{count, number}} coins per minute. Get more coins to call.',
              {
                name: peerName(snap.peer, t('call.someone', 'Someone')),
                count: snap.price,
                defaultValue_one:
                  'A call with {{name}} costs {{count, number}} coin per minute. Get more coins to call.',
              },
            )
          : t('call.noCoinsShort', 'Get more coins to call.')}
      </p>
      {snap.currentCoin !== null && (
        <p className={styles.muted}>
          {t('call.yourCoins', 'You have {{count, number}} coins.', {
            count: snap.currentCoin,
            defaultValue_one: 'You have {{count, number}} coin.',
          })}
        </p>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={snap.dismiss}>
          {t('call.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => exchangeWithReturn(snap.exchange)}
        >
          {t('call.getCoins', 'Get coins')}
        </button>
      </div>
    </Dialog>
  );
}

/** spec 2 §1, §8: the free-call tip (key callFreeTips) with a become-VIP button → CoinPage: 100008, or a non-paying user's call from a chat. */
export function VipNeeded({
  snap,
  returnFocus,
}: {
  snap: CallStatusOf<'vipNeeded'>;
  returnFocus?: ReturnFocus;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog
      title={t('call.vipTitle', 'VIP call')}
      onClose={snap.dismiss}
      closeLabel={t('call.close', 'Close')}
      returnFocus={returnFocus}
    >
      <p>{t('call.callFreeTips', 'Become a vip user and you can call any user you liked.')}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={snap.dismiss}>
          {t('call.cancel', 'Cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => exchangeWithReturn(snap.exchange)}
        >
          {t('call.becomeVip', 'Become VIP')}
        </button>
      </div>
    </Dialog>
  );
}

/** spec 2 §4 rule 5: the price confirm, with the tip mode (always / once per call location). */
export function PriceConfirm({
  snap,
  returnFocus,
}: {
  snap: CallStatusOf<'confirmPrice'>;
  returnFocus?: ReturnFocus;
}) {
  const { t } = useTranslation(NS);
  const [mode, setMode] = useState<PriceTipMode>(getPriceTipMode);
  const choose = (m: PriceTipMode) => {
    setMode(m);
    setPriceTipMode(m);
  };
  const name = peerName(snap.peer, t('call.someone', 'Someone'));
  return (
    <Dialog
      title={
        <TransText
          ns={NS}
          i18nKey="call.confirmTitle"
          defaults="Call <bdi>{{name}}</bdi>?"
          values={{ name }}
        />
      }
      onClose={snap.dismiss}
      closeLabel={t('call.close', 'Close')}
      returnFocus={returnFocus}
    >
      <p className={styles.confirmPrice}>
        {t('call.pricePerMinute', '{{count, number}} coins per minute', {
          count: snap.price,
          defaultValue_one: '{{count, number}} coin per minute',
        })}
      </p>
      <p className={styles.muted}>
        {t(
          'call.confirmText',
          'Every started minute is charged; a call under a minute costs one minute.',
        )}
        {snap.currentCoin !== null && (
          <>
            {' '}
            {t('call.yourCoins', 'You have {{count, number}} coins.', {
              count: snap.currentCoin,
              defaultValue_one: 'You have {{count, number}} coin.',
            })}
          </>
        )}
      </p>
      <fieldset className={styles.tipModes}>
        <legend>{t('call.tipLegend', 'Show this price')}</legend>
        <label>
          <input
            type="radio"
            name="tipMode"
            checked={mode === 'always'}
            onChange={() => choose('always')}
          />{' '}
          {t('call.tipAlways', 'Before every call')}
        </label>
        <label>
          <input
            type="radio"
            name="tipMode"
            checked={mode === 'once'}
            onChange={() => choose('once')}
          />{' '}
          {t('call.tipOnce', 'Only the first time from this page')}
        </label>
      </fieldset>
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={snap.dismiss}>
          {t('call.cancel', 'Cancel')}
        </button>
        <button type="button" className={styles.primary} onClick={snap.confirm}>
          {t('call.start', 'Call')}
        </button>
      </div>
    </Dialog>
  );
}
