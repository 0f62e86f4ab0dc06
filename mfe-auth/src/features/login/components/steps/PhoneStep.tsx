import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CountryEntry } from 'shared-sdk';
import { PHONE_DIGITS_MAX } from 'shared-sdk/constants';
import { NS } from '../../../../i18n';
import { CountryPicker } from '../../../country-picker/components/CountryPicker';
import { useFlow } from '../../hooks/useFlow';
import type { Phone } from '../../state/flow';
import { submitPhone } from '../../state/phoneActions';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import { StepError } from './StepError';
import form from '../../../../styles/form.module.css';
import { digitsOnly } from '../../rules';
import { getLastPhone } from '../../state/signInMemory';
import { startTelemetry } from '../../state/telemetry';

/**
 * Step 2 (spec 1 §2.2, §4.1): country code + number, checked for that country (spec 1 §5).
 * `reset` is forgot password (prefilled with the number of step 3). The last number is offered.
 */
export function PhoneStep({ reset, prefill }: { reset: boolean; prefill?: Phone }) {
  const { t } = useTranslation(NS);
  const { ctx } = useFlow();
  const id = useId();
  const last = getLastPhone();
  const [country, setCountry] = useState<CountryEntry | null>(null);
  const [number, setNumber] = useState(() => prefill?.national ?? last?.phoneNumber ?? '');
  useEffect(() => startTelemetry(), []); // the SMS request carries what happened on this step
  const submit = () => {
    if (country)
      void submitPhone(ctx, { country: country.ab, dial: country.phoneCode, typed: number });
  };
  return (
    <form className={styles.step} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <h3 className={styles.stepTitle}>
        {reset
          ? t('login.phone.resetTitle', 'Reset your password')
          : t('login.phone.enter', 'Enter your phone number')}
      </h3>
      {reset && (
        <p className={styles.next}>
          {t('login.phone.resetText', 'We will send a code to this number.')}
        </p>
      )}
      <div className={form.row}>
        <CountryPicker
          value={country}
          onChange={setCountry}
          preferred={prefill?.country ?? last?.country}
        />
        <div className={form.field}>
          <label htmlFor={id}>{t('login.phone.number', 'Phone number')}</label>
          <input
            id={id}
            className={form.input}
            type="tel"
            dir="ltr"
            inputMode="numeric"
            autoComplete="tel-national"
            value={number}
            autoFocus
            onChange={(e) => {
              setNumber(digitsOnly(e.target.value, PHONE_DIGITS_MAX));
              ctx.store.dispatch({ type: 'edit' });
            }}
          />
        </div>
      </div>
      <StepError />
      <ActionButton tag="submit" type="submit" disabled={!country || !number}>
        {t('login.continue', 'Continue')}
      </ActionButton>
    </form>
  );
}
