import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  getLocal,
  isBusy,
  isMobileAtom,
  navigate,
  onBusyChange,
  setLocal,
  userAtom,
} from 'shared-sdk';
import { discountShown } from 'shared-sdk/shop';
import { NS } from '../../../i18n';
import { useCountdownText } from '../hooks/useCountdownText';
import ui from '../../../ui/shop.module.css';
import { money } from '../../common/money';
import { selectionQuery } from '../../checkout/state/selection';
import { useLiveOffer } from '../hooks/useOffer';
import { lastPurchaseKey, popupDismissKey, remainingMs, showsCoinPopup } from '../state/rules';
import styles from './offer.module.css';

/**
 * Widget `./CoinOfferPopup` (spec 3 §4 "Limited offer"): on mobile, flash version 2, no ring or
 * video popup open (the call layer holds `markBusy` then), end time in the future, on GoddessWall,
 * CardPage, SearchPage, LivCam, FriendPage, MessagePage. Closed or used, it stays closed (kept
 * per user and offer on this device); it keeps away for an hour after a purchase.
 */
export function CoinOfferPopup({ routeName }: { routeName?: string | null }) {
  const { t } = useTranslation(NS);
  const countdown = useCountdownText();
  const user = useAtomValue(userAtom);
  const mobile = useAtomValue(isMobileAtom);
  const { snap, offer, now } = useLiveOffer();
  const [videoOpen, setVideoOpen] = useState(isBusy);
  const [closedNow, setClosedNow] = useState(false);
  useEffect(() => onBusyChange(setVideoOpen), []);

  const key = user && offer ? popupDismissKey(user.id, offer.id) : null;
  const dismissed = closedNow || (key !== null && getLocal<boolean>(key) === true);
  const show = showsCoinPopup({
    routeName,
    offer,
    now,
    version: snap.version,
    mobile,
    videoOpen,
    dismissed,
    lastPurchaseAt: user ? getLocal<number>(lastPurchaseKey(user.id)) : null,
  });
  if (!show || !offer || !key) return null;

  const close = () => {
    setLocal(key, true);
    setClosedNow(true);
  };
  const buy = () => {
    close();
    const pack = snap.pack?.rcpCoinCountry;
    if (pack)
      navigate(
        'CoinsPayPage',
        {},
        {
          query: selectionQuery({ coinId: pack.id, country: pack.countryCode, offerId: offer.id }),
        },
      );
  };
  return (
    <Dialog
      title={t('offer.popupTitle', 'Limited coin offer')}
      onClose={close}
      closeLabel={t('common.close', 'Close')}
    >
      <div className={styles.popup}>
        <p style={{ margin: 0 }}>
          {t('offer.popupText', '{{percent}}% off {{count, number}} coins.', {
            percent: discountShown(offer.discount),
            count: offer.totalCoinNum,
            defaultValue_one: '{{percent}}% off {{count, number}} coin.',
          })}{' '}
          {t('offer.once', 'One time only, for the next {{count}} minutes.', {
            count: offer.limitMinutes,
            defaultValue_one: 'One time only, for the next minute.',
          })}
        </p>
        <p className={ui.h2}>
          {money(offer.afterAmount, offer.currency)}{' '}
          <span className={ui.strike}>{money(offer.beforeAmount, offer.currency)}</span>
        </p>
        <p className={ui.muted} role="timer">
          {t('offer.endsIn', 'Ends in {{time}}', {
            time: countdown(remainingMs(offer.endTime, now)),
          })}
        </p>
        <p className={ui.muted}>{t('offer.onceOnly', 'This offer is shown only once.')}</p>
        <div className={styles.popupActions}>
          <button type="button" className={ui.secondary} onClick={close}>
            {t('offer.notNow', 'Not now')}
          </button>
          <button type="button" className={ui.primary} onClick={buy}>
            {t('offer.buy', 'Get the deal')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
