import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../../codes';
import { EMAIL_AUTO_LOGIN_WINDOW_MS } from '../../constants';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';
import type { CodePurpose } from './codes';
import { emailPasswordProblem, hashPassword, verifyPassword } from './passwords';
import { requireEncrypted } from './phone';
import { checkProfile, completeProfile } from './profile';
import { checkRebind } from './rebind';
import { assertNotBanned, deviceOf, signIn } from './session';
import type { AuthRow } from './store';
import { EMAIL_STATUS } from '../../sdk';

type EmailStatus = (typeof EMAIL_STATUS)[keyof typeof EMAIL_STATUS];

const invalid = (msg: string) => new BizError(Codes.INVALID_INPUT, `Invalid parameter: ${msg}`);

/** Lower-case, trimmed; a simple pattern (spec 1 §5), else 40006 'Please enter the correct email'. */
export function normalizeEmail(raw: unknown): string {
  const e = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (e.length > 254 || !/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z0-9-]{2,}$/.test(e))
    throw new BizError(Codes.INVALID_INPUT, 'Please enter the correct email');
  return e;
}

/** Spec 1 §3 "Email check result": new, exists but unverified, has a password, no password. */
export function emailStatus(row: AuthRow | undefined): EmailStatus {
  if (!row) return EMAIL_STATUS.new;
  if (!row.email_verified) return EMAIL_STATUS.unverified;
  return row.email_password ? EMAIL_STATUS.hasPassword : EMAIL_STATUS.noPassword;
}

const SUBJECTS: Record<CodePurpose, string> = {
  verify: 'Your LivCam verification code',
  login: 'Your LivCam verification code',
  reset: 'Reset your LivCam password',
  bind: 'Confirm your new LivCam email',
};

const emailBody = (code: string) =>
  `Hello,\n\nYour LivCam verification code is ${code}. It is valid for 10 minutes.\n\n` +
  'If you did not ask for this code, you can ignore this email.\n\nThe LivCam team';

const emailProp = { type: 'string', maxLength: 300 };
const idProp = { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] };
const body = (required: string[], properties: Record<string, unknown>) => ({
  body: { type: 'object', required, properties },
});

/** The e-mail calls of spec 1 §7 (docs/CONTRACTS.md "E-mail flows"). */
export function registerEmailRoutes(app: FastifyInstance, s: Services): void {
  const { auth } = s;

  const sendCode = (req: FastifyRequest, email: string, purpose: CodePurpose) =>
    auth.codes.send({
      target: email,
      kind: 'email',
      purpose,
      channel: 'email',
      deviceId: deviceOf(req),
      address: req.ip,
      render: (code) => ({ subject: SUBJECTS[purpose], body: emailBody(code) }),
    });

  /** The account of `email`; `userId`, when the client sends one, must be that account. */
  function accountOf(email: string, userId?: number | string): AuthRow {
    const row = auth.store.byEmail(email);
    if (!row) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
    if (userId !== undefined && userId !== '' && Number(userId) !== row.user_id)
      throw invalid('userId does not match this email');
    return row;
  }

  app.get<{ Querystring: { email: string } }>(
    '/facade/api/user/email/v2/exists',
    {
      schema: {
        querystring: { type: 'object', required: ['email'], properties: { email: emailProp } },
      },
    },
    async (req) => {
      const row = auth.store.byEmail(normalizeEmail(req.query.email));
      return ok(row ? { status: emailStatus(row), userId: row.user_id } : { status: 0 });
    },
  );

  // Status 0 creates an unverified account, 1 reuses it; 'reset' is the forgot flow; 'bind'
  // (signed in) only sends a code to a new address for /user/email/bind.
  app.post<{ Body: { email: string; type?: 'new' | 'existing' | 'reset' | 'bind' } }>(
    '/facade/api/user/email/sendVerifyEmail',
    {
      schema: body(['email'], {
        email: emailProp,
        type: { type: 'string', enum: ['new', 'existing', 'reset', 'bind'] },
      }),
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      const type = req.body.type;
      const row = auth.store.byEmail(email);
      if (type === 'bind') {
        const me = callerId(req);
        checkRebind(s, me, 'email', email);
        await sendCode(req, email, 'bind');
        return ok({ userId: me });
      }
      if (type === 'reset') {
        const acc = accountOf(email);
        await sendCode(req, email, 'reset');
        return ok({ userId: acc.user_id });
      }
      const status = emailStatus(row);
      if (status === EMAIL_STATUS.hasPassword || status === EMAIL_STATUS.noPassword)
        throw new BizError(Codes.EMAIL_ALREADY_USED);
      let userId = row?.user_id;
      if (userId === undefined) {
        assertNotBanned(s, null, deviceOf(req));
        userId = auth.store.createAccount({ email, emailVerified: false, complete: false });
      }
      await sendCode(req, email, 'verify');
      return ok({ userId });
    },
  );

  app.post<{ Body: { email: string } }>(
    '/facade/api/user/email/sendForgetEmail',
    { schema: body(['email'], { email: emailProp }) },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      const acc = accountOf(email);
      await sendCode(req, email, 'reset');
      return ok({ userId: acc.user_id });
    },
  );

  // Step 6: the code from the e-mail → a ticket (threePartyId); the address is now verified.
  app.post<{ Body: { email: string; userId?: number | string; code?: string } }>(
    '/facade/api/user/email/alreadyVerifyEmail',
    {
      schema: body(['email'], {
        email: emailProp,
        userId: idProp,
        code: { type: 'string', pattern: '^(\\d{6})?$' },
      }),
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      const row = auth.store.byEmail(email);
      if (row && req.body.userId !== undefined && req.body.userId !== '')
        accountOf(email, req.body.userId);
      const notVerified = new BizError(Codes.EMAIL_NOT_VERIFIED);
      if (!req.body.code) throw notVerified;
      const t = auth.codes.check(email, 'email', req.body.code, deviceOf(req), notVerified);
      if (row && t.purpose !== 'bind') auth.store.markEmailVerified(row.user_id);
      return ok({ verified: true, threePartyId: t.ticket });
    },
  );

  // Project's choice (payload and answer "not shown"): whether the address belongs to a
  // formal account — verified, with a complete profile.
  app.post<{ Body: { email: string } }>(
    '/facade/api/user/email/checkFormalUserEmail',
    { schema: body(['email'], { email: emailProp }) },
    async (req) => {
      const row = auth.store.byEmail(normalizeEmail(req.body.email));
      const status = emailStatus(row);
      const formal = !!row && status >= 4 && auth.store.isProfileComplete(row.user_id);
      return ok({ formal, status });
    },
  );

  // Step 7: set or reset the password; needs the ticket of step 6 (35503).
  app.post<{
    Body: { email: string; password: string; userId?: number | string; threePartyId?: string };
  }>(
    '/facade/api/user/email/v2/setPassword',
    {
      schema: body(['email', 'password'], {
        email: emailProp,
        password: { type: 'string', maxLength: 200 },
        userId: idProp,
        threePartyId: { type: 'string', maxLength: 100 },
      }),
    },
    async (req) => {
      requireEncrypted(req);
      const email = normalizeEmail(req.body.email);
      const problem = emailPasswordProblem(req.body.password);
      if (problem) throw new BizError(Codes.INVALID_INPUT, problem);
      const acc = accountOf(email, req.body.userId);
      const ticket = req.body.threePartyId
        ? auth.codes.liveTicket(req.body.threePartyId, email)
        : auth.codes.targetTicket(email, deviceOf(req));
      if (!ticket) throw new BizError(Codes.PASSWORD_RESET_TIMEOUT);
      auth.store.setEmailPassword(acc.user_id, await hashPassword(req.body.password));
      auth.store.markEmailVerified(acc.user_id);
      auth.passwords.reset(`email:${email}`);
      return ok(null);
    },
  );

  // New user (status 0/1) after step 7: the profile → signed in, register: true.
  app.post<{
    Body: {
      threePartyEmail: string;
      userName?: string;
      gender?: number | string;
      birthday?: string;
      countryId?: number | string;
      threePartyId?: string;
    };
  }>(
    '/facade/api/user/email/v2/register',
    {
      schema: body(['threePartyEmail'], {
        threePartyEmail: emailProp,
        userName: { type: 'string', maxLength: 200 },
        gender: idProp,
        birthday: { type: 'string', maxLength: 20 },
        countryId: idProp,
        threePartyId: { type: 'string', maxLength: 100 },
      }),
    },
    async (req) => {
      const b = req.body;
      const email = normalizeEmail(b.threePartyEmail);
      const acc = accountOf(email);
      const ticket = b.threePartyId
        ? auth.codes.liveTicket(b.threePartyId, email)
        : auth.codes.targetTicket(email, deviceOf(req));
      if (!ticket) throw new BizError(Codes.CODE_EXPIRED);
      if (auth.store.isProfileComplete(acc.user_id)) throw new BizError(Codes.EMAIL_ALREADY_USED);
      const profile = checkProfile({ ...b, nickname: b.userName }, s.now());
      assertNotBanned(s, acc.user_id, deviceOf(req));
      completeProfile(s, acc.user_id, profile, Number(b.countryId) || null);
      return signIn(req, s, acc.user_id, { register: true, threePartyId: ticket.ticket });
    },
  );

  // Status 4: e-mail + password (encrypted body). Wrong → 10006; 5 wrong in 15 min → 35505.
  app.post<{ Body: { userAccount: string; password: string; countryId?: number | string } }>(
    '/facade/api/user/email/v2/emailLogin',
    {
      schema: body(['userAccount', 'password'], {
        userAccount: emailProp,
        password: { type: 'string', maxLength: 200 },
        countryId: idProp,
        pushToken: { type: 'string', maxLength: 500 },
        deviceType: idProp,
        deviceName: { type: 'string', maxLength: 50 },
      }),
    },
    async (req) => {
      requireEncrypted(req);
      const email = normalizeEmail(req.body.userAccount);
      const acc = accountOf(email);
      const attempt = auth.passwords.begin(`email:${email}`);
      if (!(await verifyPassword(req.body.password, acc.email_password))) {
        const msg = acc.email_password
          ? undefined
          : "This account has no password yet: use 'Forgot password' to set one";
        auth.passwords.fail(attempt, new BizError(Codes.EMAIL_WRONG_PASSWORD, msg));
      }
      auth.passwords.succeed(attempt);
      return signIn(req, s, acc.user_id, { register: false });
    },
  );

  // Project's choice: signs in the account whose e-mail was verified (step 6) on this device in
  // the last 10 minutes; otherwise 60005.
  app.post<{ Body: { countryId?: number | string; pushToken?: string } }>(
    '/facade/api/user/exempt/login/emailAutoLogin',
    { schema: body([], { countryId: idProp, pushToken: { type: 'string', maxLength: 500 } }) },
    async (req) => {
      const t = auth.codes.deviceTicket(deviceOf(req), 'email', EMAIL_AUTO_LOGIN_WINDOW_MS);
      const acc = t && t.purpose !== 'bind' ? auth.store.byEmail(t.target) : undefined;
      if (!t || !acc)
        throw new BizError(
          Codes.EMAIL_NOT_VERIFIED,
          'No email was verified on this device in the last 10 minutes',
        );
      return signIn(req, s, acc.user_id, {
        register: !auth.store.isProfileComplete(acc.user_id),
        threePartyId: t.ticket,
      });
    },
  );
}
