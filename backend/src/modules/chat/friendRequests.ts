/**
 * Friend requests as a service (spec 2 §4 "Friend relation", §7 "Add friend", §9 "Friend add fee:
 * 9 coins"): asking (9 coins through the ledger, once per request), accepting by adding back or
 * from the call's prompt (free), declining, and what blocking ends and unblocking restores. Used by
 * POST /facade/api/friend/addFriend and /decline (routes/friends.ts), the match call's
 * POST /matches/api/matches/friend/addFriend (modules/match), the call's autoAddFriend
 * (modules/call/friends.ts) and the blacklist (blacklist.ts). Rules: README.md "Relations".
 */
import type { AddFriendResult, DeclineFriendResult } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { Accounts, UserRow } from '../accounts/service';
import type { Ledger } from '../ledger';
import { FRIEND_CODE, chatError } from './codes';
import type { FriendLink, Relations } from './relations';
import {
  FOLLOW_COST_COINS,
  FRIEND_ADD_TYPE,
  FRIEND_RELATION,
  ONLINE_REMINDER_CAP,
} from '../../sdk';
import type { FriendChange } from './service';

export interface FriendRequestDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  ledger: Ledger;
  relations: Relations;
  friendMessage(from: number, to: number, addType: number, accept: 0 | 1): void;
  friendChanged(c: FriendChange): void;
  /** Tells `to` that their relation with `from` changed (a 1040 relation notice). */
  relationChanged(to: number, from: number): void;
}

export interface AddOptions {
  /** ADD_WAY: 101 from a call, 102 from chat or a profile. */
  addWay: number;
  /** The call room for addWay 101 (the other party gets the in-call prompt). */
  flag?: string;
  /** 0 only answers what adding would do (20001 if short), charging nothing. */
  addReally?: number;
}

/** Both sides' link rows as they were when a block ended the friendship (restored on unblock). */
type SavedLinks = [FriendLink, FriendLink];

/** The other user of a friend action: not yourself (22001), existing (22006). */
export function friendTarget(accounts: Accounts, owner: number, id: number): UserRow {
  if (id === owner) throw chatError(FRIEND_CODE.self);
  const u = id > 0 ? accounts.getUser(id) : undefined;
  if (!u) throw chatError(FRIEND_CODE.noSuchUser);
  return u;
}

export function createFriendRequests(d: FriendRequestDeps) {
  const { db, now, accounts, ledger, relations } = d;
  const st = {
    newRequest: db.prepare(
      'INSERT INTO friend_requests (from_id, to_id, add_way, flag, fee, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    requestEntry: db.prepare('UPDATE friend_requests SET ledger_entry_id = ? WHERE id = ?'),
    decline: db.prepare(
      "UPDATE friend_requests SET status = 'declined', answered_at = ? WHERE from_id = ? AND to_id = ? AND status = 'open'",
    ),
    lastAnswer: db.prepare(
      'SELECT status FROM friend_requests WHERE from_id = ? AND to_id = ? ORDER BY id DESC LIMIT 1',
    ),
    restoreLink: db.prepare(
      `INSERT INTO friend_links (user_id, friend_id, stick, remark, remind_switch, created_at)
       VALUES (@user_id, @friend_id, @stick, @remark, @remind_switch, @created_at)
       ON CONFLICT (user_id, friend_id) DO NOTHING`,
    ),
    remindNum: db.prepare(
      'SELECT COUNT(*) AS n FROM friend_links WHERE user_id = ? AND remind_switch = 1',
    ),
    saved: db.prepare(
      'SELECT ended_friendship FROM blacklist WHERE user_id = ? AND blocked_id = ?',
    ),
    save: db.prepare(
      'UPDATE blacklist SET ended_friendship = ? WHERE user_id = ? AND blocked_id = ?',
    ),
  };

  const balance = (userId: number) => ledger.snapshot(userId) ?? { goldNum: 0, balanceSeq: 0 };
  const answer = (
    owner: number,
    x: Omit<AddFriendResult, 'goldNum' | 'balanceSeq'>,
  ): AddFriendResult => ({
    ...x,
    ...balance(owner),
  });
  const target = (owner: number, id: number) => friendTarget(accounts, owner, id);

  /** `owner` accepts `requesterId`'s open request: friends both ways, the reply, the listeners told. */
  function befriendOnRequest(owner: number, requesterId: number, addWay: number, flag: string) {
    relations.befriend(owner, requesterId, now());
    d.friendMessage(owner, requesterId, FRIEND_ADD_TYPE.reply, 1);
    d.friendChanged({ kind: 'accepted', from: requesterId, to: owner, addWay, flag });
  }

  /** Add friend: ask (9 coins once), or accept their request by adding them back (free). */
  function add(owner: number, friendUserId: number, o: AddOptions): AddFriendResult {
    const other = target(owner, friendUserId);
    if (relations.hasBlocked(owner, other.id) || relations.hasBlocked(other.id, owner))
      throw chatError(FRIEND_CODE.blocked);
    const dryRun = o.addReally === 0;
    const flag = o.flag ?? '';
    const nothing = { charged: 0, accepted: false, alreadyRequested: false };

    if (relations.link(owner, other.id))
      return answer(owner, { ...nothing, relation: FRIEND_RELATION.friend });
    // They asked first: adding them back accepts, free (spec 2 §4 "accepting makes the user a friend").
    if (relations.openRequest(other.id, owner)) {
      if (dryRun) return answer(owner, { ...nothing, relation: FRIEND_RELATION.pendingAccept });
      befriendOnRequest(owner, other.id, o.addWay, flag);
      return answer(owner, { ...nothing, relation: FRIEND_RELATION.friend, accepted: true });
    }
    // My request already waits: a repeat (a retried call) charges nothing again.
    if (relations.openRequest(owner, other.id))
      return answer(owner, {
        ...nothing,
        relation: FRIEND_RELATION.notFriend,
        alreadyRequested: true,
      });
    if (dryRun) {
      if (balance(owner).goldNum < FOLLOW_COST_COINS)
        throw chatError(FRIEND_CODE.notEnoughCoins, undefined, balance(owner));
      return answer(owner, { ...nothing, relation: FRIEND_RELATION.notFriend });
    }

    // A new request: the row and the 9-coin debit (key friend-request:<id>) in one transaction.
    db.transaction(() => {
      const id = Number(
        st.newRequest.run(owner, other.id, o.addWay, flag, FOLLOW_COST_COINS, now())
          .lastInsertRowid,
      );
      const debit = ledger.debit(owner, FOLLOW_COST_COINS, 'friend-add', `friend-request:${id}`);
      if (!debit.ok) throw chatError(FRIEND_CODE.notEnoughCoins, undefined, balance(owner));
      st.requestEntry.run(debit.entry.id, id);
    })();
    d.friendMessage(owner, other.id, FRIEND_ADD_TYPE.request, 0);
    const change = { from: owner, to: other.id, addWay: o.addWay, flag };
    const asked = { ...nothing, charged: FOLLOW_COST_COINS };
    // Seeded hosts are simulated: they accept at once (README.md "Relations").
    if (other.simulated) {
      relations.befriend(owner, other.id, now());
      d.friendMessage(other.id, owner, FRIEND_ADD_TYPE.reply, 1);
      d.friendChanged({ kind: 'accepted', ...change });
      return answer(owner, { ...asked, relation: FRIEND_RELATION.friend, accepted: true });
    }
    d.friendChanged({ kind: 'requested', ...change });
    return answer(owner, { ...asked, relation: FRIEND_RELATION.notFriend });
  }

  /**
   * Accepts `requesterId`'s open request to `owner` (free), as the call's accept prompt does:
   * `accepted: false` when the two are friends already (a retried accept), null when there is no
   * request to accept.
   */
  function accept(
    owner: number,
    requesterId: number,
    via: { addWay: number; flag: string },
  ): { relation: number; accepted: boolean } | null {
    if (relations.link(owner, requesterId))
      return { relation: FRIEND_RELATION.friend, accepted: false };
    if (!relations.openRequest(requesterId, owner)) return null;
    befriendOnRequest(owner, requesterId, via.addWay, via.flag);
    return { relation: FRIEND_RELATION.friend, accepted: true };
  }

  /**
   * Decline `requesterId`'s open request to `owner`: no friendship, no refund (the fee paid for
   * the request), and the requester gets the reply message with accept 0 ("… declined your friend
   * request", spec 2 §4 friend wording by addType and accept). A repeat answers declined: false.
   */
  function decline(owner: number, requesterId: number): DeclineFriendResult {
    target(owner, requesterId);
    const done = { relation: FRIEND_RELATION.notFriend };
    if (st.decline.run(now(), requesterId, owner).changes === 0) {
      const last = st.lastAnswer.get(requesterId, owner) as { status: string } | undefined;
      if (last?.status === 'declined' && !relations.link(owner, requesterId))
        return { ...done, declined: false };
      throw chatError(FRIEND_CODE.noRequest);
    }
    d.friendMessage(owner, requesterId, FRIEND_ADD_TYPE.reply, 0);
    return { ...done, declined: true };
  }

  /** Block: remembers the friendship it ends (both sides' rows) on the blocker's blacklist row. */
  function rememberOnBlock(owner: number, other: number): void {
    const mine = relations.link(owner, other);
    const theirs = relations.link(other, owner);
    if (mine && theirs)
      st.save.run(JSON.stringify([mine, theirs] satisfies SavedLinks), owner, other);
  }

  /**
   * Unblock (the blacklist row is already gone): a friendship the block ended comes back, free,
   * with both sides' settings — unless `other` blocks `owner` now; then it waits on their row and
   * comes back when their block goes too. Answers whether it came back.
   */
  function restoreOnUnblock(owner: number, other: number, saved: string | null): boolean {
    if (!saved) return false;
    if (relations.hasBlocked(other, owner)) {
      const theirs = st.saved.get(other, owner) as { ended_friendship: string | null } | undefined;
      if (theirs && !theirs.ended_friendship) st.save.run(saved, other, owner);
      return false;
    }
    if (relations.link(owner, other)) return false;
    const links = JSON.parse(saved) as SavedLinks;
    for (const l of links) {
      // The online-reminder cap (50) holds: a reminder switched on meanwhile elsewhere wins.
      const full = (st.remindNum.get(l.user_id) as { n: number }).n >= ONLINE_REMINDER_CAP;
      st.restoreLink.run({ ...l, remind_switch: full ? 0 : l.remind_switch });
    }
    relations.befriend(owner, other, now()); // closes any request between them as accepted
    d.relationChanged(other, owner);
    return true;
  }

  return { add, accept, decline, rememberOnBlock, restoreOnUnblock };
}
export type FriendRequests = ReturnType<typeof createFriendRequests>;
