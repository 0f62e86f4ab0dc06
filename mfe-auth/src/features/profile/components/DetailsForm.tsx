import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserInfo, type UserUpdate } from 'shared-sdk';
import {
  GENDER,
  NICKNAME_MAX,
  PROFILE_INTERESTS_MAX,
  PROFILE_LANGUAGES_MAX,
} from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { BirthdayPicker } from '../../profile-completion/components/BirthdayPicker';
import { LANGUAGES_SHORT_LIST } from '../state/constants';
import type { ProfileData } from '../state/profile';
import { saveProfile } from '../state/profile';
import { fieldOfRefusal, sameIds, type DetailsField } from '../state/refusals';
import { ChoiceChips } from './ChoiceChips';
import { useErrorText } from './texts';
import styles from './EditProfile.module.css';
import { formatYmd, type Ymd } from '../../login/rules';

const ymdOf = (s: string | undefined): Ymd => {
  const [year, month, day] = (s ?? '').split('-').map(Number);
  return { year: year || 1990, month: month || 1, day: day || 1 };
};

/**
 * Nickname, birthday, gender, interests and languages (spec 1 §5; spec 3 §5), saved together
 * with "Save changes": only what changed is sent and the server decides every rule; its refusal
 * shows under the field it is about. Birthday: changeable once, then shown as fixed. Gender:
 * shown, never offered for change.
 */
export function DetailsForm({
  data,
  onSaved,
}: {
  data: ProfileData;
  onSaved(u: UserInfo): Promise<void>;
}) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const { detail, interests, languages } = data;
  const { user } = detail;
  const ids = { name: useId(), count: useId() };
  const [nickname, setNickname] = useState(user.userName);
  const [birthday, setBirthday] = useState<Ymd>(() => ymdOf(user.birthday));
  const [interestIds, setInterestIds] = useState(detail.interestIds);
  const [languageIds, setLanguageIds] = useState(detail.languageIds);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [refusal, setRefusal] = useState<{ field?: DetailsField; text: string } | null>(null);

  const change: UserUpdate = {};
  if (nickname.trim() !== user.userName) change.userName = nickname.trim();
  if (detail.birthdayChangesLeft > 0 && formatYmd(birthday) !== user.birthday)
    change.birthday = formatYmd(birthday);
  if (!sameIds(interestIds, detail.interestIds)) change.interestIds = interestIds;
  if (!sameIds(languageIds, detail.languageIds)) change.languageIds = languageIds;
  const changed = Object.keys(change).length > 0;
  const edited = () => (setSaved(false), setRefusal(null));

  const submit = async () => {
    if (!changed || busy) return;
    setBusy(true);
    setRefusal(null);
    const r = await saveProfile(change);
    if (r.ok) {
      await onSaved(r.value);
      setNickname(r.value.userName);
      setSaved(true);
    } else {
      const field = fieldOfRefusal(r.code, change.userName !== undefined);
      setRefusal({ ...(field ? { field } : {}), text: errorText(r.code, r.msg) });
    }
    setBusy(false);
  };
  const errorFor = (field: DetailsField) =>
    refusal?.field === field ? (
      <p role="alert" className={styles.error}>
        {refusal.text}
      </p>
    ) : null;

  return (
    <form
      className={styles.card}
      aria-labelledby={`${ids.name}-title`}
      noValidate
      onSubmit={(e) => (e.preventDefault(), void submit())}
    >
      <h2 id={`${ids.name}-title`} className={styles.cardTitle}>
        {t('editProfile.details.title', 'About you')}
      </h2>

      <div className={styles.field}>
        <label htmlFor={ids.name} className={styles.label}>
          {t('editProfile.nickname.label', 'Nickname')}
        </label>
        <input
          id={ids.name}
          className={styles.input}
          value={nickname}
          maxLength={NICKNAME_MAX}
          autoComplete="nickname"
          aria-describedby={ids.count}
          onChange={(e) => (setNickname(e.target.value), edited())}
        />
        <span id={ids.count} className={styles.hint}>
          {t('editProfile.nickname.count', '{{n}}/{{count}} characters', {
            n: [...nickname.trim()].length,
            count: NICKNAME_MAX,
            defaultValue_one: '{{n}}/{{count}} character',
          })}
        </span>
        {errorFor('nickname')}
      </div>

      <fieldset className={styles.fieldset}>
        <legend>{t('editProfile.birthday.label', 'Birthday')}</legend>
        {detail.birthdayChangesLeft > 0 ? (
          <>
            <BirthdayPicker value={birthday} onChange={(b) => (setBirthday(b), edited())} />
            <p className={styles.hint}>
              {t(
                'editProfile.birthday.once',
                'You must be 18 or older. You can change your birthday only once.',
              )}
            </p>
          </>
        ) : (
          <>
            <p className={styles.value}>{user.birthday}</p>
            <p className={styles.hint}>
              {t(
                'editProfile.birthday.fixed',
                'You have already changed your birthday once. It cannot be changed again.',
              )}
            </p>
          </>
        )}
        {errorFor('birthday')}
      </fieldset>

      <div className={styles.field}>
        <span className={styles.label}>{t('editProfile.gender.label', 'Gender')}</span>
        <p className={styles.value}>
          {user.gender === GENDER.female
            ? t('editProfile.gender.female', 'Female')
            : t('editProfile.gender.male', 'Male')}
        </p>
        <p className={styles.hint}>
          {t('editProfile.gender.fixed', 'Gender cannot be changed once it is set.')}
        </p>
        {errorFor('gender')}
      </div>

      <ChoiceChips
        legend={t('editProfile.interests.label', 'Interests')}
        hint={t('editProfile.interests.hint', 'Choose up to {{count}}.', {
          count: PROFILE_INTERESTS_MAX,
          defaultValue_one: 'Choose up to {{count}}.',
        })}
        tooMany={t('editProfile.interests.tooMany', 'You can choose at most {{count}} interests.', {
          count: PROFILE_INTERESTS_MAX,
          defaultValue_one: 'You can choose at most {{count}} interest.',
        })}
        options={interests}
        chosen={interestIds}
        max={PROFILE_INTERESTS_MAX}
        error={refusal?.field === 'interests' ? refusal.text : undefined}
        onChange={(v) => (setInterestIds(v), edited())}
      />
      <ChoiceChips
        legend={t('editProfile.languages.label', 'Languages you speak')}
        hint={t('editProfile.languages.hint', 'Choose up to {{count}}.', {
          count: PROFILE_LANGUAGES_MAX,
          defaultValue_one: 'Choose up to {{count}}.',
        })}
        tooMany={t('editProfile.languages.tooMany', 'You can choose at most {{count}} languages.', {
          count: PROFILE_LANGUAGES_MAX,
          defaultValue_one: 'You can choose at most {{count}} language.',
        })}
        options={languages}
        chosen={languageIds}
        max={PROFILE_LANGUAGES_MAX}
        error={refusal?.field === 'languages' ? refusal.text : undefined}
        short={{
          count: LANGUAGES_SHORT_LIST,
          more: t('editProfile.languages.more', 'Show all {{count}} languages', {
            count: languages.length,
            defaultValue_one: 'Show {{count}} language',
          }),
          fewer: t('editProfile.languages.fewer', 'Show fewer languages'),
        }}
        onChange={(v) => (setLanguageIds(v), edited())}
      />

      {refusal && !refusal.field && (
        <p role="alert" className={styles.error}>
          {refusal.text}
        </p>
      )}
      {saved && !changed && (
        <p role="status" className={styles.saved}>
          {t('editProfile.details.saved', 'Your profile is saved.')}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.primary}
          disabled={!changed || busy}
          aria-busy={busy || undefined}
        >
          {busy
            ? t('editProfile.details.saving', 'Saving…')
            : t('editProfile.details.save', 'Save changes')}
        </button>
      </div>
    </form>
  );
}
