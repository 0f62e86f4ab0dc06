import { Codes } from '../../codes';
import { NEW_USER_COINS } from '../../constants';
import { BizError } from '../../http/envelope';
import type { Services } from '../../services';

/**
 * The registration gift (docs/CONTRACTS.md "Registration gift"): NEW_USER_COINS (120) through
 * the ledger with the key `new-user-gift:{userId}`, so however many times it is asked for
 * (registration, checkIfAddCoinForNew, a retry) it is credited once. Hosts get none; an
 * account gets it once its profile is complete.
 */
export function grantSignUpGift(
  s: Services,
  userId: number,
): { credited: boolean; balance: number } {
  const u = s.accounts.getUser(userId);
  if (!u || u.is_host || !s.auth.store.isProfileComplete(userId))
    return { credited: false, balance: u?.gold_num ?? 0 };
  const r = s.ledger.credit(userId, NEW_USER_COINS, 'new_user_gift', `new-user-gift:${userId}`);
  if (!r.ok) throw new BizError(Codes.INTERNAL);
  return { credited: !r.duplicate, balance: r.balance };
}

/**
 * checkIfAddCoinForNew (spec 1 §4.3 "a new registration triggers the new-user coin check"):
 * credits the gift if registration has not (accounts made before sign-in existed, test users),
 * and reports it — `added: true` exactly once per user, the first time the gift is there.
 */
export function checkSignUpGift(
  s: Services,
  userId: number,
): { added: boolean; coins: number; goldNum: number } {
  const { balance } = grantSignUpGift(s, userId);
  const given = s.db
    .prepare('SELECT 1 FROM coin_ledger WHERE idempotency_key = ?')
    .get(`new-user-gift:${userId}`);
  const reported =
    given !== undefined &&
    s.db
      .prepare('UPDATE users SET gift_reported_at = ? WHERE id = ? AND gift_reported_at IS NULL')
      .run(s.now(), userId).changes === 1;
  return {
    added: reported,
    coins: reported ? NEW_USER_COINS : 0,
    goldNum: s.accounts.getUser(userId)?.gold_num ?? balance,
  };
}
