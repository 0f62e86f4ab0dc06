import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import styles from '../LoginPopup.module.css';

export function PasswordField({ value, onChange, isNew }: { value: string; onChange(v: string): void; isNew: boolean }) {
  const { t } = useTranslation(NS);
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{isNew ? t('login.password.new', 'New password') : t('login.password.label', 'Password')}</label>
      <input
        id={id}
        type="password"
        className={styles.input}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus
      />
    </div>
  );
}
