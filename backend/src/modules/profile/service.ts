/**
 * Profile editing (spec 1 §5, §9; spec 3 §5, §9): what the EditProfile page reads and the rules
 * of every change. Built from its dependencies; the routes (routes.ts) only read the request and
 * shape the answer. The nickname and birthday checks are the sign-in module's (the same rules as
 * profile completion); the rebind rules stay with the bind calls (auth/rebind.ts).
 */
import type { DB } from '../../db';
import { Codes } from '../../codes';
import { REBIND_LOCK_MS } from '../../constants';
import { BizError } from '../../http/envelope';
import {
  AVATAR_LARGE,
  AVATAR_SMALL,
  BIRTHDAY_CHANGES_MAX,
  PROFILE_CODE,
  PROFILE_INTERESTS_MAX,
  PROFILE_LANGUAGES_MAX,
  INTERFACE_LANGUAGES,
  UPLOADS_PATH_PREFIX,
} from '../../sdk';
import type { Accounts, UserRow } from '../accounts/service';
import { checkBirthday, checkGender, checkNickname } from '../auth/profile';
import type { AuthStore } from '../auth/store';
import type { Uploads } from '../chat/uploads';

/** What a caller may send to /user/update (schema-checked by the route). */
export interface ProfileChange {
  userName?: string;
  nickname?: string;
  birthday?: string;
  gender?: number | string;
  headImg?: string;
  headImgSmall?: string;
  countryId?: number;
  interestIds?: number[];
  languageIds?: number[];
  /** The interface language chosen in settings (one of INTERFACE_LANGUAGES). */
  interfaceLanguage?: string;
}

/** Turns a headImg URL into the path to store, or null when it is not an image this backend serves. */
export type ImageResolver = (raw: string) => string | null;

export interface ProfileDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  uploads: Uploads;
  authStore: AuthStore;
}

const invalid = (msg: string) => new BizError(Codes.INVALID_INPUT, `Invalid parameter: ${msg}`);
const refuse = (code: number, msg: string) => new BizError(code, msg);

export function createProfileService({ db, now, accounts, uploads, authStore }: ProfileDeps) {
  const st = {
    changes: db.prepare('SELECT birthday_changes AS n FROM users WHERE id = ?'),
    country: db.prepare('SELECT 1 FROM countries WHERE id = ?'),
    interest: db.prepare('SELECT 1 FROM interests WHERE id = ?'),
    language: db.prepare('SELECT 1 FROM languages WHERE id = ?'),
  };

  /** The user row with the columns this module reads (head_img_small, birthday_changes). */
  function row(userId: number): UserRow & { head_img_small: string | null } {
    const u = accounts.getUser(userId);
    if (!u) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
    return u as UserRow & { head_img_small: string | null };
  }

  /** When a linked address may change again (the 7-day lock after a change), null = now. */
  function changeableAt(value: string | null | undefined, changedAt: number | null | undefined) {
    if (!value || !changedAt) return null;
    const at = changedAt + REBIND_LOCK_MS;
    return at > now() ? at : null;
  }

  /** The state of every rule for the edit page (the route adds the user info view). */
  function detail(userId: number) {
    const u = row(userId);
    const a = authStore.byUser(userId);
    const changes = (st.changes.get(userId) as { n: number }).n;
    return {
      row: u,
      interestIds: JSON.parse(u.interests) as number[],
      languageIds: JSON.parse(u.languages) as number[],
      birthdayChangesLeft: Math.max(0, BIRTHDAY_CHANGES_MAX - changes),
      genderFixed: true,
      email: { value: a?.email ?? null, changeableAt: changeableAt(a?.email, a?.email_changed_at) },
      phone: { value: a?.phone ?? null, changeableAt: changeableAt(a?.phone, a?.phone_changed_at) },
    };
  }

  /**
   * An avatar picture: an /assets/ image (the defaults, the demo world's) or the caller's own
   * upload in the size spec 3 §9 names for it (28006 otherwise).
   */
  function avatarPath(
    userId: number,
    raw: string,
    size: { width: number; height: number },
    resolve: ImageResolver,
  ): string {
    const stored = resolve(raw);
    if (!stored)
      throw invalid('headImg must be an image stored by this server (/assets/… or /uploads/…)');
    if (!stored.startsWith(UPLOADS_PATH_PREFIX)) return stored;
    const up = uploads.fromUrl(stored);
    if (!up || up.user_id !== userId || up.width !== size.width || up.height !== size.height)
      throw refuse(
        PROFILE_CODE.badAvatar,
        `The avatar must be your own upload of ${size.width}×${size.height}`,
      );
    return stored;
  }

  /** Catalogue ids: distinct, at most `max` (`code` otherwise), each one known (40006). */
  function ids(
    list: number[],
    max: number,
    code: number,
    what: string,
    known: { get(id: number): unknown },
  ): string {
    const unique = [...new Set(list)];
    if (unique.length > max) throw refuse(code, `You can choose at most ${max} ${what}`);
    if (unique.some((id) => !known.get(id))) throw invalid(`unknown ${what} ids`);
    return JSON.stringify(unique);
  }

  /**
   * Applies a change, all of it or nothing (one IMMEDIATE transaction: two tabs changing the
   * birthday at once cannot both use the one change). Only the fields sent are looked at.
   */
  function update(userId: number, b: ProfileChange, resolve: ImageResolver): void {
    db.transaction(() => {
      const u = row(userId);
      const sets: string[] = [];
      const args: unknown[] = [];
      const set = (column: string, value: unknown) => (
        sets.push(`${column} = ?`),
        args.push(value)
      );

      const name = b.nickname ?? b.userName;
      if (name !== undefined) set('user_name', checkNickname(name));

      if (b.gender !== undefined && b.gender !== '' && checkGender(b.gender) !== u.gender)
        throw refuse(PROFILE_CODE.genderFixed, 'Gender cannot be changed once it is set');

      if (b.birthday !== undefined && b.birthday !== (u.birthday ?? '')) {
        if ((st.changes.get(userId) as { n: number }).n >= BIRTHDAY_CHANGES_MAX)
          throw refuse(
            PROFILE_CODE.birthdayChanged,
            'The birthday was already changed once and cannot be changed again',
          );
        set('birthday', checkBirthday(b.birthday, now()));
        sets.push('birthday_changes = birthday_changes + 1');
      }

      if (b.headImgSmall !== undefined && b.headImg === undefined)
        throw invalid('headImgSmall is sent with headImg');
      if (b.headImg !== undefined) {
        set('head_img', avatarPath(userId, b.headImg, AVATAR_LARGE, resolve));
        const small = b.headImgSmall
          ? avatarPath(userId, b.headImgSmall, AVATAR_SMALL, resolve)
          : null;
        set('head_img_small', small);
      }

      if (b.countryId !== undefined) {
        if (b.countryId !== 0 && !st.country.get(b.countryId))
          throw invalid('countryId is unknown');
        set('country_id', b.countryId || null);
      }
      if (b.interestIds !== undefined)
        set(
          'interests',
          ids(
            b.interestIds,
            PROFILE_INTERESTS_MAX,
            PROFILE_CODE.tooManyInterests,
            'interests',
            st.interest,
          ),
        );
      if (b.languageIds !== undefined)
        set(
          'languages',
          ids(
            b.languageIds,
            PROFILE_LANGUAGES_MAX,
            PROFILE_CODE.tooManyLanguages,
            'languages',
            st.language,
          ),
        );

      if (b.interfaceLanguage !== undefined) {
        if (!(INTERFACE_LANGUAGES as readonly string[]).includes(b.interfaceLanguage))
          throw invalid('interfaceLanguage is not an interface language');
        set('interface_language', b.interfaceLanguage);
      }

      if (sets.length > 0)
        db.prepare(`UPDATE users SET ${sets.join(', ')} WHERE id = ?`).run(...args, userId);
    }).immediate();
  }

  return { detail, update };
}
export type ProfileService = ReturnType<typeof createProfileService>;
