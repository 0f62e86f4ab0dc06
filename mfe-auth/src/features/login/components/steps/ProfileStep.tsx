import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkProfile,
  daysInMonth,
  defaultBirthday,
  formatYmd,
  NICKNAME_MAX,
  pickerYears,
  snapDay,
  type Ymd,
} from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import { submitProfile } from '../../state/actions';
import styles from '../LoginPopup.module.css';
import { StepError } from './StepError';

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/**
 * The profile-completion popup (spec 1 §2.2, §5): nickname (max 30), birthday with the date
 * picker rules (years now−18 back to 1930, the day snaps to the month's last day, default 20
 * years ago, 18+), gender (cannot be changed later). All three are required.
 */
export function ProfileStep() {
  const { t } = useTranslation(NS);
  const { t: tErr } = useTranslation();
  const { state, store, cb } = useFlow();
  const ids = { name: useId(), y: useId(), m: useId(), d: useId() };
  const [nickname, setNickname] = useState('');
  const [birthday, setBirthday] = useState<Ymd>(() => defaultBirthday());
  const [gender, setGender] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const years = useMemo(() => pickerYears(), []);
  const set = (patch: Partial<Ymd>) => setBirthday((b) => snapDay({ ...b, ...patch }));
  const submit = () => {
    const bad = checkProfile({ nickname, birthday, gender });
    setLocalError(bad);
    store.dispatch({ type: 'clearError' });
    if (!bad && gender) void submitProfile(store, cb, { nickname, birthday: formatYmd(birthday), gender });
  };
  return (
    <form className={styles.step} onSubmit={(e) => (e.preventDefault(), submit())}>
      <h3 className={styles.stepTitle}>{t('profile.title', 'Complete your profile')}</h3>
      <div className={styles.field}>
        <label htmlFor={ids.name}>{t('profile.nickname', 'Nickname')}</label>
        <input
          id={ids.name}
          className={styles.input}
          maxLength={NICKNAME_MAX}
          value={nickname}
          autoFocus
          onChange={(e) => setNickname(e.target.value)}
        />
      </div>
      <StepError field="nickname" />
      <fieldset className={styles.fieldset}>
        <legend>{t('profile.birthday', 'Birthday')}</legend>
        <div className={styles.row}>
          <label htmlFor={ids.y}>{t('profile.year', 'Year')}</label>
          <select id={ids.y} value={birthday.year} onChange={(e) => set({ year: Number(e.target.value) })}>
            {years.map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
          <label htmlFor={ids.m}>{t('profile.month', 'Month')}</label>
          <select id={ids.m} value={birthday.month} onChange={(e) => set({ month: Number(e.target.value) })}>
            {range(1, 12).map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
          <label htmlFor={ids.d}>{t('profile.day', 'Day')}</label>
          <select id={ids.d} value={birthday.day} onChange={(e) => set({ day: Number(e.target.value) })}>
            {range(1, daysInMonth(birthday.year, birthday.month)).map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('profile.gender', 'Gender')}</legend>
        <div className={styles.row}>
          {[
            [1, t('profile.male', 'Male')],
            [2, t('profile.female', 'Female')],
          ].map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="gender" checked={gender === value} onChange={() => setGender(value as number)} /> {label}
            </label>
          ))}
        </div>
        <p className={styles.hint}>{t('profile.genderFixed', 'Gender cannot be changed later.')}</p>
      </fieldset>
      {localError && (
        <p role="alert" style={{ color: '#c62828', margin: 0, fontSize: 14 }}>
          {tErr(localError)}
        </p>
      )}
      <StepError except="nickname" />
      <button type="submit" className={styles.primary} disabled={state.busy}>
        {state.busy ? t('login.wait', 'Please wait…') : t('profile.done', 'Done')}
      </button>
    </form>
  );
}
