/**
 * The profile (spec 1 §3, §5, §9; spec 2 §3, §7; spec 3 §5, §9): the rules the EditProfile page and
 * the backend share, linked email/phone rebinding, the avatar, the album and picture uploads.
 */

// ---- limits of the form ----
/** spec 1 §3, §5, §9 — nickname max length. */
export const NICKNAME_MAX = 30;
/** spec 1 §1, §5, §9; spec 3 §5, §9 — minimum age. */
export const MIN_AGE = 18;
/** spec 1 §5 — default birthday about 20 years ago. */
export const DEFAULT_BIRTHDAY_YEARS_AGO = 20;
/** spec 1 §5, §9 — date picker minimum year. */
export const DATE_PICKER_MIN_YEAR = 1930;
/** spec 1 §5, §9; spec 3 §5 — linked email/phone held by another account: 7-day lock. */
export const REBIND_LOCK_DAYS = 7;
/** spec 3 §5, §9 — profile interests max. */
export const PROFILE_INTERESTS_MAX = 5;
/** spec 3 §5, §9 — profile languages max. */
export const PROFILE_LANGUAGES_MAX = 3;
/** spec 2 §3 — interest tags 1..21. */
export const INTEREST_TAGS = [
  'Music',
  'Dance',
  'Yoga',
  'Cricket',
  'Party',
  'Fashion',
  'Shopping',
  'Photography',
  'Movies',
  'Travel',
  'Food',
  'Coffee',
  'Sports',
  'Dog',
  'Cat',
  'Beauty',
  'Camping',
  'Reading',
  'Cooking',
  'Football',
  'Pets',
] as const;
/** spec 3 §9 — avatar sizes. */
export const AVATAR_SIZES = ['112X150', '270X360'] as const;
/** spec 3 §5, §9 — image upload limit (5M). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
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

// ---- album and uploads (spec 2 §7; spec 3 §5, §7) ----
/** project — picture types the upload accepts (checked from the bytes, not the name). No SVG. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** project — the most photos one user's album holds. */
export const ALBUM_MAX_PHOTOS = 9;
/** project — URL path prefix of files uploaded to this backend (served with safe types). */
export const UPLOADS_PATH_PREFIX = '/uploads/';
/** Refusals of the picture upload (the project's codes). */
export const UPLOAD_CODE = {
  /** No file in the form field. */
  noFile: 26001,
  /** spec 3 §5 "Images over 5M are refused". */
  tooLarge: 26002,
  /** The bytes are not a JPEG, PNG, GIF or WebP picture (a renamed file is refused). */
  notImage: 26003,
  /** The album already holds ALBUM_MAX_PHOTOS pictures. */
  albumFull: 26004,
} as const;
