import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { formatCountdown, two } from '../state/rules';

/**
 * The offer countdown in the interface language: the day unit comes from the SDK's common
 * `countdown` text (a plural: "1 day" and "3 days" differ in many languages); under a day
 * it is the clock alone (spec 3 §9: updates every second).
 */
export function useCountdownText(): (ms: number) => string {
  const { t } = useTranslation(NS);
  return (ms) =>
    formatCountdown(ms, (p) =>
      t('common:countdown', {
        count: p.days,
        h: two(p.hours),
        m: two(p.minutes),
        s: two(p.seconds),
        defaultValue: '{{count}}d {{h}}:{{m}}:{{s}}',
      }),
    );
}
