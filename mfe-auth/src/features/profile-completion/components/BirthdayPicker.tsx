import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import styles from './ProfileCompletion.module.css';
import form from '../../../styles/form.module.css';
import { pickerDays, pickerMonths, pickerYears, snapDay, type Ymd } from '../../login/rules';

/**
 * The birthday date picker (spec 1 §5): years from the current year minus 18 back to 1930,
 * months 1–12 (by name), the days of the chosen month; a shorter month snaps the day to its last day.
 */
export function BirthdayPicker({
  value,
  onChange,
  describedBy,
}: {
  value: Ymd;
  onChange(v: Ymd): void;
  describedBy?: string;
}) {
  const { t, i18n } = useTranslation(NS);
  // Months by name in the interface language ("March", "mars", "مارس"); the value stays 1–12.
  const monthName = useMemo(() => {
    const fmt = new Intl.DateTimeFormat(i18n.language || 'en', { month: 'long', timeZone: 'UTC' });
    return (m: number) => fmt.format(Date.UTC(2000, m - 1, 1));
  }, [i18n.language]);
  const ids = { y: useId(), m: useId(), d: useId() };
  const years = useMemo(() => pickerYears(), []);
  const set = (patch: Partial<Ymd>) => onChange(snapDay({ ...value, ...patch }));
  const select = (
    id: string,
    label: string,
    v: number,
    options: number[],
    key: keyof Ymd,
    name: (o: number) => string | number = (o) => o,
  ) => (
    <div className={styles.part}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={v}
        aria-describedby={describedBy}
        onChange={(e) => set({ [key]: Number(e.target.value) })}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {name(o)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className={form.row}>
      {select(ids.y, t('profile.year', 'Year'), value.year, years, 'year')}
      {select(ids.m, t('profile.month', 'Month'), value.month, pickerMonths(), 'month', monthName)}
      {select(
        ids.d,
        t('profile.day', 'Day'),
        value.day,
        pickerDays(value.year, value.month),
        'day',
      )}
    </div>
  );
}
