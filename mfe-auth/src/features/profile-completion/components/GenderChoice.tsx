import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import styles from './ProfileCompletion.module.css';
import form from '../../../styles/form.module.css';

/** Gender (spec 1 §3: 1 male, 2 female). It cannot be changed once saved (spec 1 §5): the note says so. */
export function GenderChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange(g: number): void;
}) {
  const { t } = useTranslation(NS);
  const name = useId();
  const noteId = useId();
  const options: Array<[number, string]> = [
    [1, t('profile.male', 'Male')],
    [2, t('profile.female', 'Female')],
  ];
  return (
    <fieldset className={form.fieldset} aria-describedby={noteId}>
      <legend>{t('profile.gender', 'Gender')}</legend>
      <div className={form.row}>
        {options.map(([g, label]) => (
          <label key={g} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={g}
              checked={value === g}
              onChange={() => onChange(g)}
            />{' '}
            {label}
          </label>
        ))}
      </div>
      <p id={noteId} className={form.hint}>
        {t('profile.genderFixed', 'Gender cannot be changed later.')}
      </p>
    </fieldset>
  );
}
