import type { PushRewardInfo, RewardClaim, WebappInfo } from 'shared-sdk/node';
import type { DB } from '../../db';
import { Codes } from '../../codes';
import { BizError } from '../../http/envelope';
import type { Accounts } from '../accounts/service';
import type { Ledger } from '../ledger';
import {
  PAY_STATUS,
  REWARD_CODE,
  REWARD_STATUS,
  WEB_PUSH_DEFAULT_GIFT_COINS,
  WEBAPP_INSTALL_GIFT_COINS,
} from '../../sdk';

export type RewardKind = 'webapp' | 'push';

export interface RewardsDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  ledger: Ledger;
  /** Whether the server holds a push subscription of the account (modules/webpush). */
  hasPushSubscription(userId: number): boolean;
  /** Whether the server can send web push at all (it has VAPID keys). */
  pushSupported: boolean;
  /** The install banner's picture (absolute URL). */
  webappImage(): string;
}

/** The coins of each one-off reward (spec 3 §4 "Web-app install and push", §9). */
export const REWARD_COINS: Record<RewardKind, number> = {
  webapp: WEBAPP_INSTALL_GIFT_COINS,
  push: WEB_PUSH_DEFAULT_GIFT_COINS,
};

/** The ledger's idempotency key of a one-off reward: one per account and kind, ever. */
export const rewardKey = (kind: RewardKind, userId: number) => `reward:${kind}:${userId}`;

const ALREADY: Record<RewardKind, string> = {
  webapp: 'You already received the coins for installing the app',
  push: 'You already received the coins for turning on notifications',
};

/**
 * The web-app install and push rewards. Who may claim is decided here from what the server
 * holds: the install reward is for paying users (spec 3 §6 "Paying user: ... install prompt";
 * hosts never), the push reward needs a push subscription the server stored (a real granted
 * permission, not a client saying so). Each is paid once per account: a reward_claims row
 * (PRIMARY KEY user, kind) written in the same transaction as its ledger entry (key
 * `reward:<kind>:<userId>`), so repeated or parallel claims pay once and the rest are refused
 * with REWARD_CODE.alreadyClaimed.
 */
export function createRewards(d: RewardsDeps) {
  const st = {
    claimed: d.db.prepare('SELECT 1 FROM reward_claims WHERE user_id = ? AND kind = ?'),
    insert: d.db.prepare(
      `INSERT INTO reward_claims (user_id, kind, coins, ledger_id, claimed_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, kind) DO NOTHING`,
    ),
  };

  const isClaimed = (userId: number, kind: RewardKind) =>
    st.claimed.get(userId, kind) !== undefined;

  function userOf(userId: number) {
    const u = d.accounts.getUser(userId);
    if (!u) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
    return u;
  }

  function webappEligible(userId: number): boolean {
    const u = userOf(userId);
    return !u.is_host && u.pay_status === PAY_STATUS.paying;
  }

  const pay = d.db.transaction((userId: number, kind: RewardKind): RewardClaim => {
    if (isClaimed(userId, kind)) throw new BizError(REWARD_CODE.alreadyClaimed, ALREADY[kind]);
    const coins = REWARD_COINS[kind];
    const r = d.ledger.credit(userId, coins, `reward_${kind}`, rewardKey(kind, userId));
    if (!r.ok) throw new BizError(Codes.INTERNAL);
    // A ledger entry without its claim row (written before this table existed) still counts once.
    if (r.duplicate) throw new BizError(REWARD_CODE.alreadyClaimed, ALREADY[kind]);
    st.insert.run(userId, kind, coins, r.entry.id, d.now());
    const snap = d.ledger.snapshot(userId);
    return { gold: coins, goldNum: r.balance, balanceSeq: snap?.balanceSeq ?? r.entry.id };
  });

  return {
    isClaimed,
    /** GET isInitWebapp: spec 3 §3 "Web app info" (gold, img, status) and whether it may be claimed. */
    webappInfo(userId: number): WebappInfo {
      const claimed = isClaimed(userId, 'webapp');
      return {
        status: claimed ? REWARD_STATUS.done : REWARD_STATUS.notYet,
        gold: REWARD_COINS.webapp,
        img: d.webappImage(),
        eligible: !claimed && webappEligible(userId),
      };
    },
    /** POST initWebappGiveCoin: paying users, once. */
    claimWebapp(userId: number): RewardClaim {
      if (isClaimed(userId, 'webapp'))
        throw new BizError(REWARD_CODE.alreadyClaimed, ALREADY.webapp);
      if (!webappEligible(userId))
        throw new BizError(
          REWARD_CODE.notEligible,
          'The app-install coins are for members who have made a purchase',
        );
      return pay.immediate(userId, 'webapp');
    },
    /** GET isInitNotification: spec 3 §3 "Push controller" (status, support, hasCoin, gold). */
    pushInfo(userId: number): PushRewardInfo {
      userOf(userId);
      return {
        status: d.hasPushSubscription(userId) ? REWARD_STATUS.done : REWARD_STATUS.notYet,
        support: d.pushSupported,
        hasCoin: !isClaimed(userId, 'push'),
        gold: REWARD_COINS.push,
      };
    },
    /** POST initNotificationGiveCoin: once, and only with a stored push subscription. */
    claimPush(userId: number): RewardClaim {
      userOf(userId);
      if (isClaimed(userId, 'push')) throw new BizError(REWARD_CODE.alreadyClaimed, ALREADY.push);
      if (!d.hasPushSubscription(userId))
        throw new BizError(
          REWARD_CODE.noSubscription,
          'Turn on notifications for this site first: no notification subscription was received',
        );
      return pay.immediate(userId, 'push');
    },
  };
}

export type Rewards = ReturnType<typeof createRewards>;

/** Delete account: the account's claims (its ledger rows go with the account). */
export function deleteRewardData(db: DB, userId: number): void {
  db.prepare('DELETE FROM reward_claims WHERE user_id = ?').run(userId);
  db.prepare('DELETE FROM push_subscriptions WHERE user_id = ?').run(userId);
}
