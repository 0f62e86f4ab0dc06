import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_SPECIAL_CHARS } from 'shared-sdk/constants';
import { bdiTags, TaggedText } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import { useFlow } from '../../hooks/useFlow';
import styles from '../LoginPopup.module.css';
import { ActionButton } from './ActionButton';
import { PasswordField } from './PasswordField';
import { StepError } from './StepError';
import form from '../../../../styles/form.module.css';

/**
 * The password form of the phone (step 3) and e-mail (step 7) flows: title, who signs in, the
 * field, the rule when a new password is set, the error and Continue. Each flow brings its own
 * length limits, its own enabling rule and its own links (forgot, skip).
 */
export function PasswordForm({
  isNew,
  target,
  limits,
  canSubmit,
  onSubmit,
  children,
}: {
  isNew: boolean;
  /** The phone number or e-mail address being signed in. */
  target: string;
  /** The password's length limits, told under the field while a new password is set. */
  limits: { min: number; max: number };
  canSubmit(password: string): boolean;
  onSubmit(password: string): void;
  /** Links under Continue. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { ctx } = useFlow();
  const [pw, setPw] = useState('');
  return (
    <form className={styles.step} noValidate onSubmit={(e) => (e.preventDefault(), onSubmit(pw))}>
      <h3 className={styles.stepTitle}>
        {isNew
          ? t('login.password.setTitle', 'Set a password')
          : t('login.password.title', 'Enter your password')}
      </h3>
      <p className={styles.next}>
        <bdi dir="ltr">{target}</bdi>
      </p>
      <PasswordField
        value={pw}
        onChange={(v) => (setPw(v), ctx.store.dispatch({ type: 'edit' }))}
        isNew={isNew}
      />
      {isNew && (
        <p className={form.hint}>
          <TaggedText
            text={t(
              'login.password.rule',
              '{{min}}–{{count}} characters: letters, digits and <chars>{{chars}}</chars>',
              {
                min: limits.min,
                count: limits.max,
                chars: PASSWORD_SPECIAL_CHARS,
                defaultValue_one:
                  '{{min}}–{{count}} character: letters, digits and <chars>{{chars}}</chars>',
                interpolation: { escapeValue: false },
              },
            )}
            tags={bdiTags(['chars'], 'ltr')}
          />
        </p>
      )}
      <StepError />
      <ActionButton tag="submit" type="submit" disabled={!canSubmit(pw)}>
        {t('login.continue', 'Continue')}
      </ActionButton>
      {children}
    </form>
  );
}
