import type { InputHTMLAttributes, ReactNode } from 'react';
import ui from './shop.module.css';

/**
 * A labelled text input with its own error line (linked by aria-describedby, marked
 * aria-invalid): the one field of the card form, the provider pages and the refund form.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <div className={ui.field}>
      <label className={ui.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={ui.input}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-err`} className={ui.error}>
          {error}
        </p>
      )}
    </div>
  );
}
