import { useCallback, useRef, useState } from 'react';
import { applyBalance, appStore, refreshBalance, userAtom } from 'shared-sdk';
import { giftApi } from 'shared-sdk/chat';
import { CODE_NETWORK, GIFT_CODE, GIFT_PAGE, GIFT_SOURCE } from 'shared-sdk/constants';
import { getMessageStore } from '../../messages/store/session';

/** What sending a gift is doing (one at a time). */
export type GiftSendState =
  | { status: 'idle' }
  | { status: 'sending'; giftId: number }
  /** spec 2 §8 10014: the recharge dialog, with the price. */
  | { status: 'noCoins'; price: number }
  | { status: 'error'; msg: string; network: boolean };

/**
 * Sends gifts to one user from the chat or a call (spec 2 §7 gift/send, GIFT_SOURCE). Each gift gets a
 * messageUuid; after a network failure the same gift goes out again with the same uuid, so the
 * server charges once and stores one message (backend: ledger key gift:<sender>:<uuid>). The
 * new balance goes through the SDK's one writer, applyBalance; the gift message into the
 * message store (it shows in the chat at once).
 */
export function useGiftSender(
  friendId: number,
  /** Where from (GIFT_SOURCE) and, in a call, the room (spec 2 §7 gift/send roomId). */
  where: { source: number; roomId?: string } = { source: GIFT_SOURCE.chat },
) {
  const { source, roomId } = where;
  const [state, setState] = useState<GiftSendState>({ status: 'idle' });
  const pending = useRef<{ giftId: number; giftPage: number; uuid: string } | null>(null);

  const send = useCallback(
    async (giftId: number, giftPage: number, price: number): Promise<boolean> => {
      if (state.status === 'sending') return false;
      const me = appStore.get(userAtom)?.id;
      if (!me) return false;
      const last = pending.current;
      const uuid =
        last && last.giftId === giftId && last.giftPage === giftPage
          ? last.uuid
          : globalThis.crypto.randomUUID();
      pending.current = { giftId, giftPage, uuid };
      setState({ status: 'sending', giftId });
      const r = await giftApi.send({
        giftPage,
        giftId,
        receiveUserId: friendId,
        userId: me,
        source,
        ...(roomId && { roomId }),
        messageUuid: uuid,
      });
      if (r.ok && r.data) {
        pending.current = null;
        const d = r.data;
        applyBalance({ goldNum: d.goldNum, seq: d.balanceSeq, source: 'gift' });
        await getMessageStore()
          ?.ingest([d.message])
          .catch(() => undefined);
        setState({ status: 'idle' });
        return true;
      }
      const network = r.code === CODE_NETWORK;
      if (!network) pending.current = null;
      if (r.code === GIFT_CODE.notEnoughCoins && giftPage === GIFT_PAGE.popular) {
        // The refusal carries the balance, but the swallowing client drops data: read it again.
        void refreshBalance('gift');
        setState({ status: 'noCoins', price });
        return false;
      }
      setState({ status: 'error', msg: r.msg, network });
      return false;
    },
    [friendId, state.status, source, roomId],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, send, reset };
}
