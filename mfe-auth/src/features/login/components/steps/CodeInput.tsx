import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from 'shared-sdk/constants';
import { NS } from '../../../../i18n';
import styles from '../LoginPopup.module.css';
import form from '../../../../styles/form.module.css';
import { digitsOnly } from '../../rules';

/**
 * The 6-digit code in one box: digits only (paste and SMS autofill included), submitted by itself
 * at the sixth digit (spec 1 §5), then cleared for a retry.
 */
export function CodeInput({
  onComplete,
  disabled,
}: {
  onComplete(code: string): void;
  disabled: boolean;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <div className={form.field}>
      <label htmlFor={id}>{t('login.code.label', 'Verification code')}</label>
      <input
        id={id}
        className={`${form.input} ${styles.code}`}
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={code}
        disabled={disabled}
        autoFocus
        onChange={(e) => {
          const v = digitsOnly(e.target.value, CODE_LENGTH);
          setCode(v);
          if (v.length === CODE_LENGTH) {
            setCode('');
            onComplete(v);
          }
        }}
      />
    </div>
  );
}
