import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { DEFAULT_HEAD_IMGS, defaultHeadImg } from '../../constants';
import { BizError } from '../../http/envelope';
import { DATE_PICKER_MIN_YEAR, GENDER, MIN_AGE, NICKNAME_MAX, PROFILE_CODE } from '../../sdk';
import type { Services } from '../../services';
import { grantSignUpGift } from './gift';
import { signIn } from './session';
import { findSensitiveWord } from './words';

type Gender = (typeof GENDER)[keyof typeof GENDER];

/**
 * Profile rules (spec 1 §5; docs/CONTRACTS.md "Profile"): nickname 1–30 after trim without
 * `< > / \ { } [ ] | ^ ~ ` " $ % & * = +` or control characters (10001) or a sensitive word
 * (20101); birthday YYYY-MM-DD from 1930, at least 18 (28001 'age too young'); gender 1 or 2.
 * Gender never changes afterwards; birthday may change once (src/modules/profile).
 */
export interface Profile {
  nickname: string;
  gender: Gender;
  birthday: string;
}

// Forbidden characters, C0/C1 control characters and the bidi overrides.
const FORBIDDEN = /[<>/\\{}[\]|^~`"$%&*=+\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

const invalid = (msg: string) => new BizError(Codes.INVALID_INPUT, `Invalid parameter: ${msg}`);

export function checkNickname(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw invalid('nickname is required');
  const name = raw.trim();
  if ([...name].length > NICKNAME_MAX)
    throw invalid(`nickname must be at most ${NICKNAME_MAX} characters`);
  if (FORBIDDEN.test(name)) throw new BizError(Codes.NICKNAME_SPECIAL_CHARS);
  if (findSensitiveWord(name) !== null) throw new BizError(Codes.NICKNAME_SENSITIVE);
  return name;
}

export function checkGender(raw: unknown): Gender {
  const g = Number(raw);
  if (g !== GENDER.male && g !== GENDER.female)
    throw invalid(`gender must be ${GENDER.male} (male) or ${GENDER.female} (female)`);
  return g;
}

/** Birthday `YYYY-MM-DD`, a real date from 1930 on, age at least 18 on `now` (UTC). */
export function checkBirthday(raw: unknown, now: number): string {
  const m = typeof raw === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw.trim()) : null;
  if (!m) throw invalid('birthday must be a date YYYY-MM-DD');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    throw invalid('birthday is not a valid date');
  if (y < DATE_PICKER_MIN_YEAR)
    throw invalid(`birthday must be in ${DATE_PICKER_MIN_YEAR} or later`);
  const today = new Date(now);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
  if (age < MIN_AGE)
    throw new BizError(
      PROFILE_CODE.tooYoung,
      `age too young: you must be at least ${MIN_AGE} years old`,
    );
  return m[0];
}

export function checkProfile(
  p: { nickname?: unknown; gender?: unknown; birthday?: unknown },
  now: number,
): Profile {
  return {
    nickname: checkNickname(p.nickname),
    gender: checkGender(p.gender),
    birthday: checkBirthday(p.birthday, now),
  };
}

/** A body that carries the whole profile (empty strings and 0 count as missing). */
export function carriesProfile(
  p: { gender?: unknown; birthday?: unknown },
  name: unknown,
): boolean {
  const present = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== 0 && v !== '0';
  return present(name) && present(p.gender) && present(p.birthday);
}

/**
 * Writes the profile, marks it complete, spends the complementInfo keys, credits the gift. A
 * default avatar follows the gender now chosen (a female user does not keep the male default).
 */
export function completeProfile(
  s: Services,
  userId: number,
  p: Profile,
  countryId?: number | null,
): void {
  const defaults = DEFAULT_HEAD_IMGS.map(() => '?').join(', ');
  s.db
    .prepare(
      `UPDATE users SET user_name = ?, gender = ?, birthday = ?, country_id = COALESCE(?, country_id),
       head_img = CASE WHEN head_img IN (${defaults}) THEN ? ELSE head_img END,
       profile_complete = 1 WHERE id = ?`,
    )
    .run(
      p.nickname,
      p.gender,
      p.birthday,
      countryId || null,
      ...DEFAULT_HEAD_IMGS,
      defaultHeadImg(p.gender),
      userId,
    );
  s.auth.store.useComplementKeys(userId);
  grantSignUpGift(s, userId);
}

export const intLike = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 10 }] };

/** complementInfo (public). Profile edits (/user/update) are src/modules/profile. */
export function registerProfileRoutes(app: FastifyInstance, s: Services): void {
  const { now } = s;

  app.post<{
    Body: {
      complementInfoKey: string;
      nickname?: string;
      gender?: number | string;
      birthday?: string;
      countryId?: number;
    };
  }>(
    '/facade/api/user/exempt/complementInfo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['complementInfoKey'],
          properties: {
            complementInfoKey: { type: 'string', minLength: 1, maxLength: 100 },
            nickname: { type: 'string', maxLength: 200 },
            gender: intLike,
            birthday: { type: 'string', maxLength: 20 },
            countryId: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (req) => {
      const userId = s.auth.store.complementKeyUser(req.body.complementInfoKey);
      if (userId === null || s.auth.store.isProfileComplete(userId))
        throw new BizError(Codes.PROFILE_KEY_INVALID);
      const profile = checkProfile(req.body, now());
      completeProfile(s, userId, profile, req.body.countryId);
      return signIn(req, s, userId, { register: true });
    },
  );
}
