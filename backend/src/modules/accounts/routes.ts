import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../../codes';
import { PAY_STATUS } from '../../sdk';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { checkSignUpGift } from '../auth/gift';
import { userInfoView } from './view';
import { FRIEND_CODE } from '../../sdk';

const USER_NOT_FOUND = FRIEND_CODE.noSuchUser;

/** The caller's user id on a login-only path (the verification plugin guarantees it). */
export function callerId(req: FastifyRequest): number {
  if (!req.auth) throw new BizError(Codes.UNAUTHORIZED, undefined, 401);
  return req.auth.userId;
}


/** Session-level user calls (spec 1 §7, spec 3 §7 "User, consent, country"). */
export function registerAccountRoutes(app: FastifyInstance, s: Services): void {
  const { db, accounts, now } = s;

  // Own or other user info: searchUserId, else the caller.
  app.get<{ Querystring: { searchUserId?: number } }>(
    '/facade/api/user/getUserInfo',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { searchUserId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (req) => {
      const me = callerId(req);
      const searched = req.query.searchUserId;
      const target = accounts.getUser(searched ?? me);
      // An unknown *other* user must not answer 10101: that code signs the caller out (spec 1
      // §8). Searching people by id (FriendsPage) answers "no such user" (FRIEND_CODE 22006).
      if (!target && searched !== undefined && searched !== me)
        throw new BizError(USER_NOT_FOUND, 'No user has this ID');
      if (!target) throw new BizError(Codes.ACCOUNT_NOT_FOUND, 'Account does not exist');
      return ok(userInfoView(req, db, target, me, now()));
    },
  );

  // Logout (spec 1 §4.3): revokes this token; the next call with it answers 412.
  app.put('/facade/api/user/logout', async (req) => {
    callerId(req);
    accounts.revokeToken(req.auth!.loginToken, 'logout');
    return ok(null);
  });

  // Consent (protocol/status, save/protocol): modules/consent.

  // Pay status (spec 2 §1: only paying users start a video call from a chat; VIP = bought any pack).
  app.get('/facade/api/user/web/checkUserPayStatus', async (req) => {
    const u = accounts.getUser(callerId(req));
    if (!u) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
    return ok({ payStatus: u.pay_status, vip: u.pay_status === PAY_STATUS.paying });
  });

  // New-user coin gift (spec 1 §1, §4.3): 120 coins once per user through the ledger (key
  // `new-user-gift:<id>`). Registration credits it when the profile is complete; this check
  // credits it for accounts that did not register through sign-in, and reports it (`added`)
  // exactly once (src/modules/auth/gift.ts).
  app.get('/facade/api/user/checkIfAddCoinForNew', async (req) => {
    const me = callerId(req);
    if (!accounts.getUser(me)) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
    return ok(checkSignUpGift(s, me));
  });
}
