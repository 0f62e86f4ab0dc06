import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../../codes';
import { PHONE_PASSWORD_MAX, PHONE_PASSWORD_MIN } from '../../sdk';
import type { DB } from '../../db';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { getConfig } from '../catalog/config';
import { callerId } from '../accounts/routes';
import { hashPassword, normalizePhonePasswordHash, verifyPassword } from './passwords';
import { carriesProfile, checkProfile, completeProfile } from './profile';
import { checkRebind } from './rebind';
import { assertNotBanned, deviceOf, signIn } from './session';

/** Site config `phoneLogin` (spec 1 §3 "Phone login config"; 1 = on). */
export interface PhoneLoginSiteConfig {
  sendSms: number;
  sendWhatsapp: number;
  mobileRegisterEnable: number;
  mobileRegisterSetPassword: number;
  userLoginSetPassword: number;
}

export const DEFAULT_PHONE_LOGIN: PhoneLoginSiteConfig = {
  sendSms: 1,
  sendWhatsapp: 1,
  mobileRegisterEnable: 1,
  mobileRegisterSetPassword: 1,
  userLoginSetPassword: 0,
};

export function phoneLoginConfig(db: DB): PhoneLoginSiteConfig {
  return {
    ...DEFAULT_PHONE_LOGIN,
    ...getConfig<Partial<PhoneLoginSiteConfig>>(db, 'phoneLogin', {}),
  };
}

const invalid = (msg: string) => new BizError(Codes.INVALID_INPUT, `Invalid parameter: ${msg}`);

/**
 * `+{countryCode}{national digits}` (docs/CONTRACTS.md): countryCode is a known dial code
 * without `+`, mobileNo digits only, at most 20 (spec 1 §5). A trunk prefix 0 typed in front of
 * the national number is dropped (07700… and 7700… are the same UK number), except for Italy,
 * where the leading 0 belongs to the number.
 */
export function phoneTarget(db: DB, countryCode: unknown, mobileNo: unknown): string {
  const cc = String(countryCode ?? '').replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(cc) || !db.prepare('SELECT 1 FROM countries WHERE phone_code = ?').get(cc))
    throw invalid('countryCode is not a known dial code');
  const raw = String(mobileNo ?? '');
  if (!/^\d{1,20}$/.test(raw)) throw invalid('mobile number must be 1 to 20 digits');
  const national = cc === '39' ? raw : raw.replace(/^0+/, '');
  if (national.length < 4) throw invalid('mobile number is too short');
  return `+${cc}${national}`;
}

/** Password calls carry the password in an encrypted body (spec 1 §5). */
export function requireEncrypted(req: FastifyRequest): void {
  if (req.aesKey === undefined)
    throw new BizError(Codes.BAD_ENCRYPTION, 'This call needs an encrypted body (X-Encrypt: 1)');
}

const digits = (max: number) => ({ type: 'string', pattern: `^\\+?\\d{1,${max}}$` });
const phoneQuery = (
  numberKey: string,
  extra: Record<string, unknown> = {},
  req: string[] = [],
) => ({
  type: 'object',
  required: ['countryCode', numberKey, ...req],
  properties: { countryCode: digits(4), [numberKey]: digits(20), ...extra },
});

/** The phone calls of spec 1 §7 (docs/CONTRACTS.md "Phone flows"). */
export function registerPhoneRoutes(app: FastifyInstance, s: Services): void {
  const { db, auth } = s;

  app.get<{ Querystring: { countryCode: string; mobileNo: string } }>(
    '/facade/api/mobile/checkMobile',
    { schema: { querystring: phoneQuery('mobileNo') } },
    async (req) => {
      const target = phoneTarget(db, req.query.countryCode, req.query.mobileNo);
      const row = auth.store.byPhone(target);
      const cfg = phoneLoginConfig(db);
      return ok({
        existent: row !== undefined,
        userSetPassword: row?.phone_password ? 1 : 0,
        ...cfg,
        passwordConfig: { min: PHONE_PASSWORD_MIN, max: PHONE_PASSWORD_MAX },
      });
    },
  );

  app.post<{
    Body: {
      language?: string;
      countryCode: string;
      phoneNumber: string;
      channel?: 'sms' | 'whatsapp';
      purpose?: 'login' | 'bind';
    };
  }>(
    '/facade/api/mobile/sms/sendCode',
    {
      schema: {
        body: phoneQuery('phoneNumber', {
          language: { type: 'string', maxLength: 20 },
          channel: { type: 'string', enum: ['sms', 'whatsapp'] },
          purpose: { type: 'string', enum: ['login', 'bind'] },
        }),
      },
    },
    async (req) => {
      const target = phoneTarget(db, req.body.countryCode, req.body.phoneNumber);
      // Linking a number (signed in): one that cannot be linked gets no code (10025, rebind.ts).
      if (req.body.purpose === 'bind') checkRebind(s, callerId(req), 'phone', target);
      const channel = req.body.channel ?? 'sms';
      const cfg = phoneLoginConfig(db);
      if ((channel === 'sms' ? cfg.sendSms : cfg.sendWhatsapp) !== 1)
        throw invalid(`the ${channel === 'sms' ? 'SMS' : 'messaging app'} channel is switched off`);
      const known = auth.store.byPhone(target) !== undefined;
      // A new number may only get a code when it could register (or a signed-in user binds it).
      if (!known && !req.auth && cfg.mobileRegisterEnable !== 1)
        throw new BizError(Codes.REGISTRATION_DISABLED);
      await auth.codes.send({
        target,
        kind: 'phone',
        purpose: req.auth && !known ? 'bind' : 'login',
        channel,
        deviceId: deviceOf(req),
        address: req.ip,
        render: (code) => ({
          body: `${code} is your LivCam verification code. It is valid for 10 minutes. Do not share it with anyone.`,
        }),
      });
      return ok(null);
    },
  );

  app.get<{ Querystring: { countryCode: string; phoneNumber: string; verificationCode: string } }>(
    '/facade/api/mobile/sms/checkCode',
    {
      schema: {
        querystring: phoneQuery(
          'phoneNumber',
          { verificationCode: { type: 'string', pattern: '^\\d{6}$' } },
          ['verificationCode'],
        ),
      },
    },
    async (req) => {
      const target = phoneTarget(db, req.query.countryCode, req.query.phoneNumber);
      const t = auth.codes.check(
        target,
        'phone',
        req.query.verificationCode,
        deviceOf(req),
        new BizError(Codes.CODE_EXPIRED),
      );
      return ok({ threePartyId: t.ticket });
    },
  );

  app.get<{ Querystring: { countryCode: string; mobileNo: string; password: string } }>(
    '/facade/api/mobile/mobilePasswordLogin',
    {
      schema: {
        querystring: phoneQuery('mobileNo', { password: { type: 'string', maxLength: 200 } }, [
          'password',
        ]),
      },
    },
    async (req) => {
      const target = phoneTarget(db, req.query.countryCode, req.query.mobileNo);
      const hashed = normalizePhonePasswordHash(req.query.password);
      if (!hashed) throw invalid('password must be the SHA-256 of the password (64 hex digits)');
      const row = auth.store.byPhone(target);
      if (!row) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
      const attempt = auth.passwords.begin(`phone:${target}`);
      if (!(await verifyPassword(hashed, row.phone_password)))
        auth.passwords.fail(attempt, new BizError(Codes.WRONG_PASSWORD));
      auth.passwords.succeed(attempt);
      return signIn(req, s, row.user_id, { register: false });
    },
  );

  app.post<{
    Body: {
      deviceId?: string;
      loginToken?: string;
      userId?: number | string;
      countryCode: string;
      mobileNo: string;
      password: string;
      threePartyId?: string;
    };
  }>(
    '/facade/api/mobile/updateMobilePassword',
    {
      schema: {
        body: phoneQuery(
          'mobileNo',
          {
            deviceId: { type: 'string', maxLength: 128 },
            loginToken: { type: 'string', maxLength: 200 },
            userId: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] },
            password: { type: 'string', maxLength: 200 },
            threePartyId: { type: 'string', maxLength: 100 },
          },
          ['password'],
        ),
      },
    },
    async (req) => {
      requireEncrypted(req);
      const b = req.body;
      const target = phoneTarget(db, b.countryCode, b.mobileNo);
      const hashed = normalizePhonePasswordHash(b.password);
      if (!hashed) throw invalid('password must be the SHA-256 of the password (64 hex digits)');
      // The login token: the header's (signed-in client) or the one in the body (the popup
      // keeps the token of a sign-in in progress in memory).
      let userId = req.auth?.userId ?? null;
      if (userId === null) {
        const claimed = Number(b.userId);
        const state = Number.isSafeInteger(claimed)
          ? s.accounts.tokenState(b.loginToken ?? '', claimed)
          : Codes.UNAUTHORIZED;
        if (state !== 0) throw new BizError(Codes.LOGIN_EXPIRED);
        userId = claimed;
      }
      const row = auth.store.byPhone(target);
      if (!row || row.user_id !== userId)
        throw invalid('this number does not belong to the account');
      const ticket = b.threePartyId
        ? auth.codes.liveTicket(b.threePartyId, target)
        : auth.codes.targetTicket(target, deviceOf(req));
      if (!ticket) throw new BizError(Codes.PASSWORD_RESET_TIMEOUT);
      auth.store.setPhonePassword(userId, await hashPassword(hashed));
      auth.passwords.reset(`phone:${target}`);
      return ok(null);
    },
  );

  app.post<{
    Querystring: { userId?: string };
    Body: {
      threePartyId: string;
      userName?: string;
      nickname?: string;
      gender?: number | string;
      birthday?: string;
      countryId?: number | string;
    };
  }>(
    '/facade/api/user/exempt/login/phone',
    {
      schema: {
        body: {
          type: 'object',
          required: ['threePartyId'],
          properties: {
            threePartyId: { type: 'string', maxLength: 100 },
            userName: { type: 'string', maxLength: 200 },
            nickname: { type: 'string', maxLength: 200 },
            gender: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 10 }] },
            birthday: { type: 'string', maxLength: 20 },
            countryId: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 10 }] },
          },
        },
      },
    },
    async (req) => {
      const b = req.body;
      const ticket = auth.codes.liveTicket(b.threePartyId);
      if (!ticket || ticket.kind !== 'phone') throw new BizError(Codes.CODE_EXPIRED);
      const name = b.userName || b.nickname;
      const profile = carriesProfile(b, name)
        ? checkProfile({ ...b, nickname: name }, s.now())
        : null;
      const countryId = Number(b.countryId) || null;
      const known = auth.store.byPhone(ticket.target);
      if (known) {
        const complete = auth.store.isProfileComplete(known.user_id);
        if (!complete && profile) {
          assertNotBanned(s, known.user_id, deviceOf(req));
          completeProfile(s, known.user_id, profile, countryId);
        }
        return signIn(req, s, known.user_id, {
          register: !complete,
          threePartyId: ticket.ticket,
        });
      }
      if (phoneLoginConfig(db).mobileRegisterEnable !== 1)
        throw new BizError(Codes.REGISTRATION_DISABLED);
      assertNotBanned(s, null, deviceOf(req));
      const userId = auth.store.createAccount({
        phone: ticket.target,
        complete: false,
        countryId,
      });
      if (profile) completeProfile(s, userId, profile, countryId);
      return signIn(req, s, userId, { register: true, threePartyId: ticket.ticket });
    },
  );
}
