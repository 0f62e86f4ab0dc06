import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkedAddress } from 'shared-sdk';
import { CODE_LENGTH } from 'shared-sdk/constants';
import { bdiTags, TaggedText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { CountryPicker } from '../../country-picker/components/CountryPicker';
import { useBind, type BindKind, type BindProblem } from '../hooks/useBind';
import { useErrorText, useRebindText } from './texts';
import styles from './EditProfile.module.css';

/** The sign-in e-mail and phone (spec 1 §5 rebind): each shown, added or changed with a code. */
export function LinksCard({
  userId,
  email,
  phone,
  onBound,
}: {
  userId: number;
  email: LinkedAddress;
  phone: LinkedAddress;
  onBound(): void;
}) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('editProfile.bind.title', 'Email and phone')}
      </h2>
      <p className={styles.hint}>
        {t(
          'editProfile.bind.intro',
          'You can sign in with these. We send a code to check a new one.',
        )}
      </p>
      <div className={styles.links}>
        <LinkRow kind="email" userId={userId} linked={email} onBound={onBound} />
        <LinkRow kind="phone" userId={userId} linked={phone} onBound={onBound} />
      </div>
    </section>
  );
}

function LinkRow({
  kind,
  userId,
  linked,
  onBound,
}: {
  kind: BindKind;
  userId: number;
  linked: LinkedAddress;
  onBound(): void;
}) {
  const { t } = useTranslation(NS);
  const { t: tRoot } = useTranslation();
  const errorText = useErrorText();
  const rebindText = useRebindText();
  const ids = { value: useId(), code: useId() };
  const bind = useBind(kind, userId, onBound);
  const { state: s } = bind;
  const email = kind === 'email';
  const label = email ? t('editProfile.bind.email', 'Email') : t('editProfile.bind.phone', 'Phone');

  const problemText = (p: BindProblem) =>
    p.kind === 'rebind'
      ? rebindText(kind, p.reason, p.availableAt)
      : p.kind === 'check'
        ? tRoot(p.key)
        : errorText(p.code, p.msg);
  const problem = s.problem && (
    <p role="alert" className={styles.error}>
      {problemText(s.problem)}
    </p>
  );

  return (
    <div className={styles.linkRow}>
      <div className={styles.linkHead}>
        <div>
          <span className={styles.label}>{label}</span>
          <p className={styles.value}>
            {linked.value ? (
              <bdi dir="ltr">{linked.value}</bdi>
            ) : (
              t('editProfile.bind.none', 'Not linked yet')
            )}
          </p>
        </div>
        {s.step === 'closed' && !linked.changeableAt && (
          <button type="button" className={styles.small} onClick={bind.open}>
            {linked.value
              ? email
                ? t('editProfile.bind.changeEmail', 'Change email')
                : t('editProfile.bind.changePhone', 'Change phone number')
              : email
                ? t('editProfile.bind.addEmail', 'Add email')
                : t('editProfile.bind.addPhone', 'Add phone number')}
          </button>
        )}
      </div>
      {linked.changeableAt && (
        <p className={styles.hint}>{rebindText(kind, 'locked', linked.changeableAt)}</p>
      )}
      {s.step === 'enter' && (
        <form
          className={styles.field}
          noValidate
          onSubmit={(e) => (e.preventDefault(), void bind.sendCode())}
        >
          {email ? (
            <>
              <label htmlFor={ids.value} className={styles.label}>
                {t('editProfile.bind.newEmail', 'New email')}
              </label>
              <input
                id={ids.value}
                className={styles.input}
                type="email"
                dir="ltr"
                inputMode="email"
                autoComplete="email"
                value={s.email}
                onChange={(e) => bind.setEmail(e.target.value)}
              />
            </>
          ) : (
            <div className={styles.phoneRow}>
              <CountryPicker value={s.country} onChange={bind.setCountry} />
              <div className={`${styles.field} ${styles.grow}`}>
                <label htmlFor={ids.value} className={styles.label}>
                  {t('editProfile.bind.newPhone', 'New phone number')}
                </label>
                <input
                  id={ids.value}
                  className={styles.input}
                  type="tel"
                  dir="ltr"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={s.national}
                  onChange={(e) => bind.setNational(e.target.value)}
                />
              </div>
            </div>
          )}
          {problem}
          <StepButtons
            busy={s.busy}
            label={
              s.busy
                ? t('editProfile.bind.sending', 'Sending…')
                : t('editProfile.bind.send', 'Send code')
            }
            onCancel={bind.close}
          />
        </form>
      )}
      {s.step === 'code' && (
        <form
          className={styles.field}
          noValidate
          onSubmit={(e) => (e.preventDefault(), void bind.confirm())}
        >
          <p className={styles.hint}>
            <TaggedText
              text={t('editProfile.bind.sentTo', 'We sent a 6-digit code to <to>{{to}}</to>.', {
                to: email ? s.email.trim() : `+${s.country?.phoneCode ?? ''} ${s.national}`,
              })}
              tags={bdiTags(['to'], 'ltr')}
            />
          </p>
          <label htmlFor={ids.code} className={styles.label}>
            {t('editProfile.bind.code', 'Verification code')}
          </label>
          <input
            id={ids.code}
            className={styles.input}
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={s.code}
            onChange={(e) => bind.setCode(e.target.value)}
          />
          {problem}
          <StepButtons
            busy={s.busy}
            label={
              s.busy
                ? t('editProfile.bind.checking', 'Checking…')
                : t('editProfile.bind.confirm', 'Confirm')
            }
            onCancel={bind.close}
          />
        </form>
      )}
    </div>
  );
}

/** A step's submit button (its label says when it is busy) and Cancel. */
function StepButtons({
  busy,
  label,
  onCancel,
}: {
  busy: boolean;
  label: string;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.actions}>
      <button
        type="submit"
        className={styles.primary}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {label}
      </button>
      <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
        {t('editProfile.bind.cancel', 'Cancel')}
      </button>
    </div>
  );
}
