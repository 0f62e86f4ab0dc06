import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { BIRTHDAY_MIN_YEAR, MIN_AGE_YEARS, NICKNAME_MAX } from '../../constants';
import { storedImagePath } from '../../http/assets';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';
import { userInfoView } from '../accounts/view';
import { grantSignUpGift } from './gift';
import { signIn } from './session';
import { findSensitiveWord } from './words';

/**
 * Profile rules (spec 1 §5; docs/CONTRACTS.md "Profile"): nickname 1–30 after trim without
 * `< > / \ { } [ ] | ^ ~ ` " $ % & * = +` or control characters (10001) or a sensitive word
 * (20101); birthday YYYY-MM-DD, at least 18 (40006 'age too young'); gender 1 or 2.
 * Gender never changes afterwards; birthday may change once (/user/update).
 */
export interface Profile {
  nickname: string;
  gender: 1 | 2;
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

export function checkGender(raw: unknown): 1 | 2 {
  const g = Number(raw);
  if (g !== 1 && g !== 2) throw invalid('gender must be 1 (male) or 2 (female)');
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
  if (y < BIRTHDAY_MIN_YEAR) throw invalid(`birthday must be in ${BIRTHDAY_MIN_YEAR} or later`);
  const today = new Date(now);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
  if (age < MIN_AGE_YEARS)
    throw new BizError(
      Codes.INVALID_INPUT,
      `age too young: you must be at least ${MIN_AGE_YEARS} years old`,
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

/** Writes the profile, marks it complete, spends the complementInfo keys, credits the gift. */
export function completeProfile(
  s: Services,
  userId: number,
  p: Profile,
  countryId?: number | null,
): void {
  s.db
    .prepare(
      `UPDATE users SET user_name = ?, gender = ?, birthday = ?, country_id = COALESCE(?, country_id),
       profile_complete = 1 WHERE id = ?`,
    )
    .run(p.nickname, p.gender, p.birthday, countryId || null, userId);
  s.auth.store.useComplementKeys(userId);
  grantSignUpGift(s, userId);
}

const intLike = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 10 }] };
const idList = (max: number) => ({
  type: 'array',
  maxItems: max,
  items: { type: 'integer', minimum: 1 },
});

/** complementInfo (public) and /user/update (login-only). */
export function registerProfileRoutes(app: FastifyInstance, s: Services): void {
  const { db, now } = s;

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

  // Profile edits (spec 1 §5): nickname rules as above, birthday once, gender never.
  app.post<{
    Body: {
      userName?: string;
      nickname?: string;
      birthday?: string;
      gender?: number | string;
      headImg?: string;
      countryId?: number;
      interestIds?: number[];
      languageIds?: number[];
    };
  }>(
    '/facade/api/user/update',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            userName: { type: 'string', maxLength: 200 },
            nickname: { type: 'string', maxLength: 200 },
            birthday: { type: 'string', maxLength: 20 },
            gender: intLike,
            headImg: { type: 'string', maxLength: 500 },
            countryId: { type: 'integer', minimum: 0 },
            interestIds: idList(5),
            languageIds: idList(3),
          },
        },
      },
    },
    async (req) => {
      const me = callerId(req);
      const u = s.accounts.getUser(me);
      if (!u) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
      const b = req.body;
      const sets: string[] = [];
      const args: unknown[] = [];
      const name = b.nickname ?? b.userName;
      if (name !== undefined) {
        sets.push('user_name = ?');
        args.push(checkNickname(name));
      }
      if (b.gender !== undefined && b.gender !== '' && checkGender(b.gender) !== u.gender)
        throw invalid('gender cannot be changed');
      if (b.birthday !== undefined && b.birthday !== (u.birthday ?? '')) {
        const birthday = checkBirthday(b.birthday, now());
        const row = db.prepare('SELECT birthday_changes FROM users WHERE id = ?').get(me) as {
          birthday_changes: number;
        };
        if (row.birthday_changes >= 1) throw invalid('birthday can be changed only once');
        sets.push('birthday = ?', 'birthday_changes = birthday_changes + 1');
        args.push(birthday);
      }
      if (b.headImg !== undefined) {
        const stored = storedImagePath(req, b.headImg);
        if (!stored)
          throw invalid('headImg must be an image stored by this server (/assets/… or /uploads/…)');
        sets.push('head_img = ?');
        args.push(stored);
      }
      if (b.countryId !== undefined) {
        if (
          b.countryId !== 0 &&
          !db.prepare('SELECT 1 FROM countries WHERE id = ?').get(b.countryId)
        )
          throw invalid('countryId is unknown');
        sets.push('country_id = ?');
        args.push(b.countryId || null);
      }
      for (const [field, table, column] of [
        ['interestIds', 'interests', 'interests'],
        ['languageIds', 'languages', 'languages'],
      ] as const) {
        const ids = b[field];
        if (ids === undefined) continue;
        const unique = [...new Set(ids)];
        const known = unique.filter((id) =>
          db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id),
        );
        if (known.length !== unique.length) throw invalid(`${field} has unknown ids`);
        sets.push(`${column} = ?`);
        args.push(JSON.stringify(unique));
      }
      if (sets.length > 0)
        db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`).run(...args, me);
      return ok(userInfoView(req, db, s.accounts.getUser(me)!, me, now()));
    },
  );
}
