import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { BirthdayPicker } from './BirthdayPicker';
import { GenderChoice } from './GenderChoice';
import styles from './ProfileCompletion.module.css';
import form from '../../../styles/form.module.css';
import {
  AUTH_MESSAGE_KEYS,
  checkProfile,
  defaultBirthday,
  formatYmd,
  type AuthMessageKey,
  type Ymd,
} from '../../login/rules';

export interface ProfileValues {
  nickname: string;
  /** YYYY-MM-DD */
  birthday: string;
  gender: number;
}

/** Where a rule's message goes: under its field, or for the form as a whole. */
const FIELD_OF: Partial<Record<AuthMessageKey, 'nickname' | 'birthday'>> = {
  [AUTH_MESSAGE_KEYS.nicknameTooLong]: 'nickname',
  [AUTH_MESSAGE_KEYS.nicknameChars]: 'nickname',
  [AUTH_MESSAGE_KEYS.tooYoung]: 'birthday',
};

/**
 * The profile-completion popup (spec 1 §2.2, §3 "Profile supply", §5): nickname (max 30,
 * forbidden characters checked here, sensitive words by the server), birthday (date picker,
 * default 20 years ago, 18+), gender (fixed once saved). All three are required
 * ('trust_algo_click_upload'). The server's 10001 / 20101 come in as `serverError` on the nickname.
 */
export function ProfileCompletion({
  busy,
  serverError,
  onEdit,
  onSubmit,
}: {
  busy: boolean;
  serverError: { text: string; field?: 'nickname' } | null;
  onEdit(): void;
  onSubmit(p: ProfileValues): void;
}) {
  const { t } = useTranslation(NS);
  const { t: tErr } = useTranslation();
  const ids = { name: useId(), nameErr: useId(), bdayErr: useId() };
  const [nickname, setNickname] = useState('');
  const [birthday, setBirthday] = useState<Ymd>(() => defaultBirthday());
  const [gender, setGender] = useState<number | null>(null);
  const [local, setLocal] = useState<AuthMessageKey | null>(null);
  const edit = () => (setLocal(null), onEdit());

  // One message at a time: the form's own check first, then the server's.
  const message = local ? { text: tErr(local), field: FIELD_OF[local] } : serverError;
  const alert = (field?: 'nickname' | 'birthday', id?: string) =>
    message && message.field === field ? (
      <p role="alert" id={id} className={form.error}>
        {message.text}
      </p>
    ) : null;

  const submit = () => {
    const bad = checkProfile({ nickname, birthday, gender });
    onEdit();
    setLocal(bad);
    if (!bad && gender)
      onSubmit({ nickname: nickname.trim(), birthday: formatYmd(birthday), gender });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <h3 className={styles.title}>{t('profile.title', 'Complete your profile')}</h3>
      <div className={form.field}>
        <label htmlFor={ids.name}>{t('profile.nickname', 'Nickname')}</label>
        <input
          id={ids.name}
          className={form.input}
          autoComplete="nickname"
          value={nickname}
          autoFocus
          aria-describedby={message?.field === 'nickname' ? ids.nameErr : undefined}
          onChange={(e) => (setNickname(e.target.value), edit())}
        />
        <span className={form.hint}>
          {t('profile.nicknameCount', '{{n}}/{{count}} characters', {
            n: [...nickname.trim()].length,
            count: NICKNAME_MAX,
            defaultValue_one: '{{n}}/{{count}} character',
          })}
        </span>
        {alert('nickname', ids.nameErr)}
      </div>
      <fieldset className={form.fieldset}>
        <legend>{t('profile.birthday', 'Birthday')}</legend>
        <BirthdayPicker
          value={birthday}
          onChange={(b) => (setBirthday(b), edit())}
          {...(message?.field === 'birthday' ? { describedBy: ids.bdayErr } : {})}
        />
        <p className={form.hint}>
          {t(
            'profile.birthdayOnce',
            'You must be 18 or older. You can change your birthday once later.',
          )}
        </p>
        {alert('birthday', ids.bdayErr)}
      </fieldset>
      <GenderChoice value={gender} onChange={(g) => (setGender(g), edit())} />
      {alert()}
      <button type="submit" className={form.primary} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('login.wait', 'Please wait…') : t('profile.done', 'Done')}
      </button>
    </form>
  );
}
