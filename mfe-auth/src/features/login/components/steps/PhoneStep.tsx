import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, getLastPhone, PHONE_DIGITS_MAX, type CountryEntry } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { CountryPicker } from '../../../country-picker/components/CountryPicker';
import { useFlow } from '../../hooks/useFlow';
import { submitPhone } from '../../state/actions';
import styles from '../LoginPopup.module.css';
import { StepError } from './StepError';

/** Step 2: country code + phone number (spec 1 §2.2, §4.1; reset = forgot password). */
export function PhoneStep({ reset }: { reset: boolean }) {
  const { t } = useTranslation(NS);
  const { state, store, cb } = useFlow();
  const id = useId();
  const [country, setCountry] = useState<CountryEntry | null>(null);
  const [number, setNumber] = useState(() => getLastPhone()?.phoneNumber ?? '');
  const submit = () =>
    country && void submitPhone(store, cb, { country: country.ab, dial: country.phoneCode, national: number }, reset);
  return (
    <form className={styles.step} onSubmit={(e) => (e.preventDefault(), submit())}>
      <h3 className={styles.stepTitle}>
        {reset ? t('login.phone.resetTitle', 'Reset your password') : t('login.phone.enter', 'Enter your phone number')}
      </h3>
      <div className={styles.row}>
        <CountryPicker value={country} onChange={setCountry} />
        <div className={styles.field}>
          <label htmlFor={id}>{t('login.phone.number', 'Phone number')}</label>
          <input
            id={id}
            className={styles.input}
            inputMode="numeric"
            autoComplete="tel-national"
            value={number}
            onChange={(e) => {
              setNumber(digitsOnly(e.target.value, PHONE_DIGITS_MAX));
              store.dispatch({ type: 'clearError' });
            }}
          />
        </div>
      </div>
      <StepError />
      <button type="submit" className={styles.primary} disabled={state.busy || !country || !number}>
        {state.busy ? t('login.wait', 'Please wait…') : t('login.continue', 'Continue')}
      </button>
    </form>
  );
}
