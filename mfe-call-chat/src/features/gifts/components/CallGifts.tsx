import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { goldNumAtom, showToast } from 'shared-sdk';
import type { ShopReturnTarget } from 'shared-sdk/shop';
import { GIFT_SOURCE } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useGiftCatalogue } from '../hooks/useGifts';
import { useGiftSender } from '../hooks/useGiftSender';
import { GiftPanel, giftSendError, type GiftPick } from './GiftPanel';
import { RechargeDialog } from './RechargeDialog';

/**
 * Gifts from the call window: the gift panel (tabs backpack 0 / popular 1, spec 2 §2) sending
 * with source call and the room (spec 2 §7 gift/send roomId); coins move once per gift (the
 * sender's messageUuid), 10014 opens the recharge dialog (spec 2 §8). The call goes on.
 */
export function CallGifts({
  friendId,
  peerName,
  roomNum,
  returnTo,
  onClose,
}: {
  friendId: number;
  peerName: string;
  roomNum: string;
  /** The way back to this call after buying coins (the shop's result page). */
  returnTo?: ShopReturnTarget | null;
  onClose(): void;
}) {
  const { t } = useTranslation(NS);
  const catalogue = useGiftCatalogue();
  const sender = useGiftSender(friendId, { source: GIFT_SOURCE.call, roomId: roomNum });
  const balance = useAtomValue(goldNumAtom);
  const [pick, setPick] = useState<GiftPick | null>(null);
  const s = sender.state;

  const send = async (p: GiftPick) => {
    if (await sender.send(p.giftId, p.giftPage, p.gold)) {
      showToast(t('gifts.sentTo', 'Gift sent to {{name}}.', { name: peerName }));
      onClose();
    }
  };

  if (s.status === 'noCoins')
    return (
      <RechargeDialog
        price={s.price}
        balance={balance}
        returnTo={returnTo}
        onClose={sender.reset}
      />
    );
  return (
    <>
      <GiftPanel
        catalogue={catalogue}
        pick={pick}
        onPick={setPick}
        sending={s.status === 'sending'}
        balance={balance}
        onSend={(p) => void send(p)}
        onClose={onClose}
        error={giftSendError(t, s)}
      />
    </>
  );
}
