import type { UserStatus } from '../../constants/status';
import { apiRequest } from '../client';
import type { BalanceFields, PageQuery, PageResult } from './page';

/** spec 2 §3 "Friend". `userName` is the note name when one is set (spec 2 §7 remark "returns userName"). */
export interface Friend {
  id: number;
  headImg: string;
  userName: string;
  /** The user's own name (userName shows the note name when set). */
  nickName: string;
  /** The note name ('' when none). */
  remark: string;
  countryId: number;
  /** 0 offline, 1 busy, 2 online, 3 invisible (spec 1 §9). */
  status: UserStatus | number;
  /** Favourite: 0 or 1. */
  stick: number;
  /** FRIEND_RELATION: 2 friend, 3 pending request to accept, 4 not yet a friend. */
  relation: number;
  remindSwitch: boolean;
  /** Seeded hosts: the profile page shows the host actions. */
  isHost?: boolean;
}

/** POST /facade/api/friend/addFriend (spec 2 §7). */
export interface AddFriendParams {
  /** ADD_WAY: 101 from a call, 102 from chat. */
  addWay: number;
  friendUserId: number;
  /** 1 (default) adds; 0 only answers what adding would do (relation, fee), charging nothing. */
  addReally?: number;
  /** The call id when added from a 1v1 call. */
  flag?: string | number;
}

/**
 * The add-friend answer. `relation` is the new relation to the friend: 2 when this accepted
 * their request (or a simulated host accepted at once), 4 while the request waits.
 * `charged` coins were debited (9 for a new request, 0 for an accept, a repeat or a check).
 */
export interface AddFriendResult extends BalanceFields {
  relation: number;
  charged: number;
  /** True when this call made you friends. */
  accepted: boolean;
  /** True when a request from you was already waiting: nothing was charged again. */
  alreadyRequested: boolean;
}

/**
 * POST /facade/api/friend/decline (project's path: spec 2 §7 lists no way to say no). The open
 * request of `friendUserId` to the caller is declined: no friendship, the 9 coins they paid stay
 * paid, and they get the reply message (addType 2, accept 0) in their chat.
 */
export interface DeclineFriendResult {
  /** FRIEND_RELATION.notFriend: what they are to you now. */
  relation: number;
  /** False when the request had already been declined (a retried call): nothing changed. */
  declined: boolean;
}

/** One entry of POST /facade/api/friend/relations (project's shape: the spec shows none). */
export interface FriendRelation {
  userId: number;
  relation: number;
  stick: number;
  remark: string;
  remindSwitch: boolean;
  /** You blocked them. */
  blacklisted: boolean;
  /** You asked them and they have not answered. */
  requested: boolean;
}

/** spec 2 §3 "Online-reminder entry" (+ name and picture for the panel). */
export interface OnlineRemindEntry {
  id: number;
  userName: string;
  headImg: string;
  status: number;
  remindSwitch: boolean;
}

/** Answer of the reminder list: spec 2 §3 "relationFriends (page) and remindNum". */
export interface OnlineRemindList {
  relationFriends: PageResult<OnlineRemindEntry>;
  /** Reminders switched on (shown as x/50, ONLINE_REMINDER_CAP). */
  remindNum: number;
}

/** Friend calls (spec 2 §7 "Friends"). Errors swallowed (spec 2 §8). */
export const friendApi = {
  /** GET /facade/api/friend/getFriendList (page, size=100): favourites first, then online. */
  getFriendList: (q: PageQuery = {}) =>
    apiRequest<PageResult<Friend>>('/facade/api/friend/getFriendList', { query: { ...q } }),
  /** POST /facade/api/friend/addFriend — 9 coins; 20001 not enough coins. */
  addFriend: (p: AddFriendParams) =>
    apiRequest<AddFriendResult>('/facade/api/friend/addFriend', { method: 'POST', body: p }),
  /**
   * POST /facade/api/friend/decline (friendUserId) — say no to their friend request (project's
   * path); FRIEND_CODE.noRequest when they have none open.
   */
  decline: (p: { friendUserId: number }) =>
    apiRequest<DeclineFriendResult>('/facade/api/friend/decline', { method: 'POST', body: p }),
  /** POST /facade/api/friend/relations (userIds comma list) → the caller's relation to each. */
  relations: (userIds: ReadonlyArray<number>) =>
    apiRequest<FriendRelation[]>('/facade/api/friend/relations', {
      method: 'POST',
      body: { userIds: userIds.join(',') },
    }),
  /** POST /facade/api/friend/stick (friendUserId, stick 0|1). */
  stick: (p: { friendUserId: number; stick: number }) =>
    apiRequest<{ stick: number }>('/facade/api/friend/stick', { method: 'POST', body: p }),
  /** POST /facade/api/friend/remark (friendUserId, remark ≤ 30; '' clears) → userName shown. */
  remark: (p: { friendUserId: number; remark: string }) =>
    apiRequest<{ userName: string; remark: string }>('/facade/api/friend/remark', {
      method: 'POST',
      body: p,
    }),
  /** POST /facade/api/friend/delete (friendUserId): no longer friends; your conversation goes. */
  delete: (p: { friendUserId: number }) =>
    apiRequest<{ relation: number }>('/facade/api/friend/delete', { method: 'POST', body: p }),
  /** POST /facade/api/friend/search (searchQ: part of a name or note name, or a user id). */
  search: (p: { searchQ: string }) =>
    apiRequest<{ list: Friend[] }>('/facade/api/friend/search', { method: 'POST', body: p }),
  /** POST /facade/api/friend/onlineRemindList (page, size=20). */
  onlineRemindList: (q: PageQuery = {}) =>
    apiRequest<OnlineRemindList>('/facade/api/friend/onlineRemindList', {
      method: 'POST',
      body: q,
    }),
  /** POST /facade/api/friend/onlineRemindSwitch (friendUserId, switchStatus 0|1) → status, remindNum. */
  onlineRemindSwitch: (p: { friendUserId: number; switchStatus: number }) =>
    apiRequest<{ status: number; remindNum: number }>('/facade/api/friend/onlineRemindSwitch', {
      method: 'POST',
      body: p,
    }),
};
