import type { FastifyRequest } from 'fastify';
import { Codes } from '../../codes';
import { absoluteUrl } from '../../http/assets';
import { BizError, fail, ok, type Envelope } from '../../http/envelope';
import type { Services } from '../../services';

/** Spec 1 §3 "Login result" (shared-sdk LoginResult). */
export interface LoginResult {
  id: number;
  userId: number;
  loginToken: string;
  deviceId: string;
  countryId: number;
  register: boolean;
  threePartyId: string;
  complementInfoKey?: string;
  nickname: string;
  userName: string;
  gender: number;
  birthday: string;
  headImg: string;
}

/** The caller's device (common parameter; the verification plugin guarantees it). */
export function deviceOf(req: FastifyRequest): string {
  return req.common?.deviceId ?? '';
}

/** Bans at sign-in (spec 1 §4.3): account 10115, device 10116, both 10117. */
export function assertNotBanned(s: Services, userId: number | null, deviceId: string): void {
  const ban = s.accounts.banState(userId, deviceId);
  if (ban !== 0) throw new BizError(ban);
}

export interface SignInOptions {
  /** The account was created by this call (or by the flow this call finishes). */
  register: boolean;
  /** The verification ticket or third-party subject the sign-in used. */
  threePartyId?: string;
}

/**
 * Finishes any sign-in: bans, a new login token through the accounts service (which revokes
 * the user's other tokens), then the login result. An account whose profile is incomplete
 * answers 10042 with the same result plus a complementInfoKey (docs/CONTRACTS.md).
 */
export function signIn(
  req: FastifyRequest,
  s: Services,
  userId: number,
  o: SignInOptions,
): Envelope<LoginResult> | Envelope<unknown> {
  const deviceId = deviceOf(req);
  assertNotBanned(s, userId, deviceId);
  const loginToken = s.accounts.issueToken(userId, deviceId);
  const result = loginResult(req, s, userId, loginToken, o);
  if (!s.auth.store.isProfileComplete(userId)) {
    return fail(Codes.PROFILE_NEEDED, undefined, {
      ...result,
      complementInfoKey: s.auth.store.newComplementKey(userId),
    });
  }
  return ok(result);
}

export function loginResult(
  req: FastifyRequest,
  s: Services,
  userId: number,
  loginToken: string,
  o: SignInOptions,
): LoginResult {
  const u = s.accounts.getUser(userId);
  if (!u) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
  const complete = s.auth.store.isProfileComplete(userId);
  return {
    id: u.id,
    userId: u.id,
    loginToken,
    deviceId: deviceOf(req),
    countryId: u.country_id ?? 0,
    register: o.register,
    threePartyId: o.threePartyId ?? '',
    nickname: u.user_name,
    userName: u.user_name,
    gender: complete ? u.gender : 0,
    birthday: u.birthday ?? '',
    headImg: absoluteUrl(req, u.head_img),
  };
}
