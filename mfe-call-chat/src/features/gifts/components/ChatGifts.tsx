import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goldNumAtom, showToast } from 'shared-sdk';
import { GIFT_PAGE, QUICK_GIFTS_1V1 } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useGiftCatalogue } from '../hooks/useGifts';
import { useGiftSender } from '../hooks/useGiftSender';
import { GiftPanel, giftSendError, type GiftPick } from './GiftPanel';
import { GiftTile } from './GiftTile';
import { RechargeDialog } from './RechargeDialog';
import styles from './Gifts.module.css';

/**
 * Gifts in a chat: the quick bar of the first 6 gifts (spec 2 §5, QUICK_GIFTS_1V1) and the full
 * panel (tabs backpack 0 / popular 1, spec 2 §2), both sending through one sender; 10014 opens
 * the recharge dialog (spec 2 §8).
 */
export function ChatGifts({ friendId, peerName }: { friendId: number; peerName: string }) {
  const { t } = useTranslation(NS);
  const catalogue = useGiftCatalogue();
  const sender = useGiftSender(friendId);
  const balance = useAtomValue(goldNumAtom);
  const [pick, setPick] = useState<GiftPick | null>(null);
  const [panel, setPanel] = useState(false);
  const s = sender.state;

  const send = async (p: GiftPick) => {
    if (!(await sender.send(p.giftId, p.giftPage, p.gold))) return;
    showToast(t('gifts.sentTo', 'Gift sent to {{name}}.', { name: peerName }));
    setPanel(false);
  };
  const quick = catalogue.status === 'ready' ? catalogue.list.slice(0, QUICK_GIFTS_1V1) : [];

  return (
    <>
      <div className={styles.bar} role="group" aria-label={t('gifts.quickBar', 'Quick gifts')}>
        <div className={styles.quick}>
          {catalogue.status === 'loading' && (
            <span className={styles.note}>{t('gifts.loading', 'Loading gifts…')}</span>
          )}
          {catalogue.status === 'error' && (
            <button type="button" className={styles.secondary} onClick={catalogue.retry}>
              {t('gifts.retryList', 'Gifts did not load. Try again')}
            </button>
          )}
          {quick.map((g) => (
            <GiftTile
              key={g.id}
              image={g.giftImage}
              name={g.name}
              gold={g.gold}
              selected={pick?.giftPage === GIFT_PAGE.popular && pick.giftId === g.id}
              onSelect={() =>
                setPick({ giftId: g.id, giftPage: GIFT_PAGE.popular, gold: g.gold, name: g.name })
              }
            />
          ))}
        </div>
        <button type="button" className={styles.secondary} onClick={() => setPanel(true)}>
          {t('gifts.all', 'All gifts')}
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={!pick || s.status === 'sending'}
          onClick={() => pick && void send(pick)}
        >
          {s.status === 'sending' ? t('gifts.sending', 'Sending…') : t('gifts.send', 'Send gift')}
        </button>
      </div>
      {s.status === 'error' && (
        <p className={styles.error} role="alert">
          {giftSendError(t, s)}
        </p>
      )}
      {panel && (
        <GiftPanel
          catalogue={catalogue}
          pick={pick}
          onPick={setPick}
          sending={s.status === 'sending'}
          balance={balance}
          onSend={(p) => void send(p)}
          onClose={() => setPanel(false)}
        />
      )}
      {s.status === 'noCoins' && (
        <RechargeDialog
          price={s.price}
          balance={balance}
          returnTo={{ kind: 'chat', peer: { id: friendId, userName: peerName } }}
          onClose={sender.reset}
        />
      )}
    </>
  );
}
