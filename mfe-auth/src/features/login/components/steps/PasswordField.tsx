import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import form from '../../../../styles/form.module.css';

/**
 * A password box ("Password" to sign in, "New password" to set one) with a show/hide toggle.
 * No maxLength: a too-long password gets the spec's message instead of being cut silently.
 */
export function PasswordField({
  value,
  onChange,
  isNew,
}: {
  value: string;
  onChange(v: string): void;
  isNew: boolean;
}) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className={form.field}>
      <label htmlFor={id}>
        {isNew ? t('login.password.new', 'New password') : t('login.password.label', 'Password')}
      </label>
      <div className={form.row}>
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`${form.input} ${form.grow}`}
          autoComplete={isNew ? 'new-password' : 'current-password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoFocus
        />
        <button
          type="button"
          className={form.link}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('login.password.hide', 'Hide') : t('login.password.show', 'Show')}
        </button>
      </div>
    </div>
  );
}
