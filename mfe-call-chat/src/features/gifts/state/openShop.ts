import { navigate } from 'shared-sdk';
import type { ShopReturnTarget } from 'shared-sdk/shop';

/**
 * Every not-enough-coins prompt of this remote opens CoinPage through here: with the person the
 * coins were for, the shop's result page offers the way back to the call or the chat
 * (shared-sdk/shop `openShopFrom`, docs/CONTRACTS.md "The way back from the shop"). The shop
 * entry loads on demand; if it cannot, CoinPage opens without the way back.
 */
export function openShop(target?: ShopReturnTarget | null): void {
  if (!target) return navigate('CoinPage');
  void import('shared-sdk/shop').then(
    (shop) => shop.openShopFrom(target),
    () => navigate('CoinPage'),
  );
}

/** The way back to a call: started again from the same place, except a random match (its pair is gone). */
export function callReturn(
  peer: { id: number; userName?: string; headImg?: string; gender?: number } | null,
  call: { callLocation: number; matchId?: string } | null,
): ShopReturnTarget | null {
  if (!peer?.id || !call) return null;
  return {
    kind: 'call',
    peer: { id: peer.id, userName: peer.userName, headImg: peer.headImg, gender: peer.gender },
    ...(call.matchId ? {} : { callLocation: call.callLocation }),
  };
}

/**
 * The call machine's "exchange" (its not-enough-coins and VIP dialogs) ends in the driver's
 * `openCoinPage` command, which carries no call: the dialog notes the way back here first.
 */
let pending: ShopReturnTarget | null = null;
export function noteShopReturn(target: ShopReturnTarget | null): void {
  pending = target;
}
export function takeShopReturn(): ShopReturnTarget | null {
  const t = pending;
  pending = null;
  return t;
}
