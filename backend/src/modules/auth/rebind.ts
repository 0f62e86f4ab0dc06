import type { FastifyInstance } from 'fastify';
import { Codes } from '../../codes';
import { REBIND_LOCK_MS } from '../../constants';
import { BizError, ok } from '../../http/envelope';
import { REBIND_REASON } from '../../sdk';
import type { Services } from '../../services';
import { callerId } from '../accounts/routes';
import { normalizeEmail } from './email';
import { phoneTarget } from './phone';
import type { AuthRow } from './store';

type RebindReason = (typeof REBIND_REASON)[keyof typeof REBIND_REASON];

export type RebindKind = 'email' | 'phone';
type Kind = RebindKind;
const LABEL: Record<Kind, string> = { email: 'email', phone: 'phone number' };

/**
 * Rebind (spec 1 §5, §9; docs/CONTRACTS.md "Rebind"), login-only: the new value needs a live
 * ticket for it (a code sent to it and checked: 35503 otherwise). Refused with 10025 and
 * `data.reason` (REBIND_REASON): `same` — the value linked now; `taken` — held by another
 * account; `locked` — changing an existing value within 7 days of the last change (the message
 * and `data.availableAt` say when). Adding a first value is always allowed. The code sends of
 * the bind flow (sendVerifyEmail type 'bind', sms/sendCode purpose 'bind') check the same before
 * a code goes out.
 */
export function checkRebind(s: Services, userId: number, kind: Kind, value: string): void {
  const { auth, now } = s;
  const refuse = (reason: RebindReason, msg: string, extra: object = {}) =>
    new BizError(Codes.REBIND_REFUSED, msg, 200, { reason, ...extra });
  const mine = auth.store.byUser(userId);
  const current = kind === 'email' ? mine?.email : mine?.phone;
  if (current === value)
    throw refuse(REBIND_REASON.same, `This ${LABEL[kind]} is already linked to your account`);
  const holder: AuthRow | undefined =
    kind === 'email' ? auth.store.byEmail(value) : auth.store.byPhone(value);
  if (holder && holder.user_id !== userId)
    throw refuse(REBIND_REASON.taken, `This ${LABEL[kind]} is already used by another account`);
  const changedAt = kind === 'email' ? mine?.email_changed_at : mine?.phone_changed_at;
  if (current && changedAt && now() - changedAt < REBIND_LOCK_MS) {
    const at = changedAt + REBIND_LOCK_MS;
    throw refuse(
      REBIND_REASON.locked,
      `Your ${LABEL[kind]} was changed less than 7 days ago; you can change it again after ${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      { availableAt: at },
    );
  }
}

export function registerRebindRoutes(app: FastifyInstance, s: Services): void {
  const { auth } = s;

  function rebind(userId: number, kind: Kind, value: string, ticket: string | undefined): void {
    if (!auth.codes.liveTicket(ticket, value))
      throw new BizError(
        Codes.PASSWORD_RESET_TIMEOUT,
        'Verification timed out, please get a new code',
      );
    checkRebind(s, userId, kind, value);
    if (kind === 'email') auth.store.setEmail(userId, value, true);
    else auth.store.setPhone(userId, value);
  }

  app.post<{ Body: { email: string; threePartyId: string } }>(
    '/facade/api/user/email/bind',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'threePartyId'],
          properties: {
            email: { type: 'string', maxLength: 300 },
            threePartyId: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (req) => {
      const me = callerId(req);
      const email = normalizeEmail(req.body.email);
      rebind(me, 'email', email, req.body.threePartyId);
      return ok({ email });
    },
  );

  app.post<{ Body: { countryCode: string; mobileNo: string; threePartyId: string } }>(
    '/facade/api/mobile/bind',
    {
      schema: {
        body: {
          type: 'object',
          required: ['countryCode', 'mobileNo', 'threePartyId'],
          properties: {
            countryCode: { type: 'string', pattern: '^\\+?\\d{1,4}$' },
            mobileNo: { type: 'string', pattern: '^\\d{1,20}$' },
            threePartyId: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (req) => {
      const me = callerId(req);
      const phone = phoneTarget(s.db, req.body.countryCode, req.body.mobileNo);
      rebind(me, 'phone', phone, req.body.threePartyId);
      return ok({ phone });
    },
  );
}
