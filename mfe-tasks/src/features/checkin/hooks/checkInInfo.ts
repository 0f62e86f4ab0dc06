import { useTranslation } from 'react-i18next';
import { activitiesApi, applyBalance, showToast } from 'shared-sdk';
import { FREE_COIN_TOAST_MS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';

/**
 * GET user/checkIn. A VIP is checked in by the server with the day's first read (spec 3 §4
 * "Check-in"): when this read did it, the shell's balance takes the server's and a toast says
 * what came (`vipText` gives the words, in the user's language).
 */
export async function loadCheckInInfo(vipText: (coins: number) => string) {
  const r = await activitiesApi.checkInInfo();
  const vip = r.ok ? r.data?.vipCheckIn : undefined;
  if (vip) {
    applyBalance({ goldNum: vip.goldNum, seq: vip.balanceSeq, source: 'checkin' });
    showToast(vipText(vip.coin), FREE_COIN_TOAST_MS);
  }
  return r;
}

/** The words of a VIP's daily reward, for loadCheckInInfo. */
export function useVipRewardText(): (coins: number) => string {
  const { t } = useTranslation(NS);
  return (coins) =>
    t('checkin.vipReward', 'VIP daily check-in: {{count, number}} coins added', {
      count: coins,
      defaultValue_one: 'VIP daily check-in: {{count, number}} coin added',
    });
}
