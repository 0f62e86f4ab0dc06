import { type CoinChannel, type PayChannel } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { useLoad } from '../../common/hooks/useLoad';
import type { Selection } from '../state/selection';
import { COIN_TYPE } from 'shared-sdk/constants';

export interface PackInfo {
  pack: CoinChannel;
  /** The chosen channel when the selection names one. */
  channel: PayChannel | null;
  /** First-purchase bonus coins that come with this pack (0 when none). */
  bonusCoins: number;
  offerId: number | null;
}

/**
 * The pack being bought, read again from the backend for the selection (never trusted from the
 * address): a normal or subscribed pack from getCoinAndChannel, the discounted one from the
 * limited offer. An offer that is no longer there is "missing".
 */
export function usePack(sel: Selection | null) {
  const key = sel ? `${sel.coinId}|${sel.country}|${sel.offerId ?? ''}|${sel.channel ?? ''}` : null;
  return useLoad<PackInfo | false>(key, async () => {
    if (!sel) return { ok: true, code: 200, msg: '', data: false };
    if (sel.offerId) {
      const res = await shopApi.checkWebUserAndGetCoinAndChannel(sel.country);
      if (!res.ok || !res.data) return { ok: false, code: res.code, msg: res.msg, data: null };
      const offer = res.data.webFlashUserSeals.find(
        (o) => o.id === sel.offerId && o.endTime > Date.now(),
      );
      const pack = res.data.flashCoinChannel.find((c) => c.rcpCoinCountry.id === sel.coinId);
      if (!offer || !pack) return { ok: true, code: 200, msg: '', data: false };
      return {
        ok: true,
        code: 200,
        msg: '',
        data: { pack, channel: pickChannel(pack, sel.channel), bonusCoins: 0, offerId: offer.id },
      };
    }
    const res = await shopApi.getCoinAndChannel(sel.country);
    if (!res.ok || !res.data) return { ok: false, code: res.code, msg: res.msg, data: null };
    const pack = res.data.coinList.find((c) => c.rcpCoinCountry.id === sel.coinId);
    if (!pack) return { ok: true, code: 200, msg: '', data: false };
    const bonusCoins =
      res.data.firstPurchase && pack.rcpCoinCountry.coinType === COIN_TYPE.normal
        ? Math.floor((pack.rcpCoinCountry.totalCoinNum * res.data.firstPurchaseBonusPercent) / 100)
        : 0;
    return {
      ok: true,
      code: 200,
      msg: '',
      data: { pack, channel: pickChannel(pack, sel.channel), bonusCoins, offerId: null },
    };
  });
}

function pickChannel(pack: CoinChannel, code: string | null): PayChannel | null {
  return code
    ? (pack.channelAndPayCompanyDtoList.find((c) => c.coinChannelCode === code) ?? null)
    : null;
}

/** The price a pack is listed at (every channel of a country charges the same; the first one). */
export function listPrice(pack: CoinChannel): PayChannel | null {
  return pack.channelAndPayCompanyDtoList[0] ?? null;
}
