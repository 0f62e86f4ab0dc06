import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import type { Busy } from '../../state/flow';
import form from '../../../../styles/form.module.css';
import styles from '../LoginPopup.module.css';

/**
 * A button that starts a call: while that call runs it says "Please wait…", and every other
 * action button waits too (one call at a time, no double submit).
 */
export function ActionButton({
  tag,
  children,
  kind = 'primary',
  type = 'button',
  disabled = false,
  onClick,
}: {
  tag: Busy;
  children: ReactNode;
  kind?: 'primary' | 'link' | 'method';
  type?: 'button' | 'submit';
  disabled?: boolean;
  onClick?(): void;
}) {
  const { t } = useTranslation(NS);
  const { busy } = useFlow().state;
  const mine = busy === tag;
  return (
    <button
      type={type}
      className={kind === 'method' ? styles.method : form[kind]}
      disabled={busy !== null || disabled}
      aria-busy={mine || undefined}
      onClick={onClick}
    >
      {mine ? t('login.wait', 'Please wait…') : children}
    </button>
  );
}
