/**
 * Profile editing (spec 1 §5, §9; spec 3 §5, §9): the rules the EditProfile page and the backend
 * share. The limits themselves (NICKNAME_MAX, MIN_AGE, DATE_PICKER_MIN_YEAR, PROFILE_INTERESTS_MAX,
 * PROFILE_LANGUAGES_MAX, IMAGE_MAX_BYTES, REBIND_LOCK_DAYS, AVATAR_SIZES) are in limits.ts and
 * timing.ts; this file adds what only profile editing needs.
 */

/** spec 1 §5 "birthday can be modified once" — changes allowed after the profile is complete. */
export const BIRTHDAY_CHANGES_MAX = 1;

/** spec 3 §9 "avatar sizes 112X150 and 270X360": the two pictures an avatar is uploaded as. */
export const AVATAR_LARGE = { width: 270, height: 360 } as const;
export const AVATAR_SMALL = { width: 112, height: 150 } as const;

/**
 * Refusals of POST /facade/api/user/update (project's codes; spec 1 §8 names 10001 and 20101 for
 * the nickname, which keep their spec codes). Each answer carries a readable English `msg`; the
 * web app shows `errors:error.<code>`.
 */
export const PROFILE_CODE = {
  /** spec 1 §5 "Age at least 18, else 'age_too_young'". */
  tooYoung: 28001,
  /** spec 1 §5 "birthday can be modified once": it was changed already. */
  birthdayChanged: 28002,
  /** spec 1 §5 "Gender cannot be changed after selection". */
  genderFixed: 28003,
  /** spec 3 §5 "interests max 5". */
  tooManyInterests: 28004,
  /** spec 3 §5 "languages max 3". */
  tooManyLanguages: 28005,
  /** The avatar is not the caller's own upload of this backend in the avatar sizes. */
  badAvatar: 28006,
} as const;

/**
 * Why a rebind (spec 1 §5) was refused: the `reason` in `data` of code 10025 (REBIND_REFUSED),
 * answered by the bind calls and by the code sends of the bind flow, so the page can say which.
 */
export const REBIND_REASON = {
  /** "the same value cannot be entered again": it is the one linked now. */
  same: 'same',
  /** It is held by another account. */
  taken: 'taken',
  /** Changed less than REBIND_LOCK_DAYS ago; `data.availableAt` (ms) says when it may change. */
  locked: 'locked',
} as const;
export type RebindReason = (typeof REBIND_REASON)[keyof typeof REBIND_REASON];
/** spec 1 §8 10025 — the rebind refusal code. */
export const REBIND_REFUSED_CODE = 10025;
