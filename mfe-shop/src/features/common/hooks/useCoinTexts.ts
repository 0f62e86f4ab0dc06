import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/**
 * The shop's coin amounts as words ("700 coins", "700 coins every week"): plural texts with the
 * number formatted for the interface language, one text per subscription period.
 */
export function useCoinTexts() {
  const { t } = useTranslation(NS);
  const coins = (count: number) =>
    t('pack.coins', '{{count, number}} coins', {
      count,
      defaultValue_one: '{{count, number}} coin',
    });
  /** A pack's coins, every week or month for a subscription (`period` 'weekly' or 'monthly'). */
  const packCoins = (count: number, period?: string | null) =>
    period === 'weekly'
      ? t('pack.weekly', '{{count, number}} coins every week', {
          count,
          defaultValue_one: '{{count, number}} coin every week',
        })
      : period === 'monthly'
        ? t('pack.monthly', '{{count, number}} coins every month', {
            count,
            defaultValue_one: '{{count, number}} coin every month',
          })
        : coins(count);
  return { coins, packCoins };
}
