/**
 * What a user can do to another user (spec 2 §4 "Friend relation", §7 "Friends", "Blacklist"),
 * shared by FriendsPage, FriendPage and the report popup. Each call answers `{ ok, code, msg }`
 * (the friend calls swallow errors, spec 2 §8: the UI shows the backend's readable `msg`).
 * Block and delete also remove the local chat history (spec 2 §4) through the message store.
 */
import {
  ADD_WAY,
  ApiError,
  FRIEND_CODE,
  FRIEND_RELATION,
  appStore,
  applyBalance,
  buildAnalyticsEvent,
  friendApi,
  pathFor,
  splitLanguagePrefix,
  trackEvent,
  userAtom,
  type AddFriendResult,
  type ApiResult,
  type UnblockResult,
} from 'shared-sdk';
import { blacklistApi } from 'shared-sdk/chat';
import { getMessageStore } from '../../messages/store/session';

export interface ActionResult<T = unknown> {
  ok: boolean;
  code: number;
  msg: string;
  data?: T;
}

const done = <T>(r: ApiResult<T>): ActionResult<T> =>
  r.ok
    ? { ok: true, code: r.code, msg: r.msg, data: r.data }
    : { ok: false, code: r.code, msg: r.msg };

/** Removes the local history with `friendId` (block, delete friend). Never fails the action. */
async function forgetLocally(friendId: number): Promise<void> {
  await getMessageStore()
    ?.forgetFriend(friendId)
    .catch(() => undefined);
}

export async function blockUser(friendId: number): Promise<ActionResult> {
  const me = appStore.get(userAtom)?.id ?? 0;
  const r = done(await blacklistApi.addBlack({ blacklistUserId: friendId, userId: me }));
  if (r.ok) await forgetLocally(friendId);
  return r;
}

/** Unblock: a friendship the block ended comes back, free (`data.restored`). */
export async function unblockUser(friendId: number): Promise<ActionResult<UnblockResult>> {
  const r = done(await blacklistApi.removeBlack({ friendUserId: friendId }));
  if (r.ok && r.data?.restored)
    void getMessageStore()
      ?.refreshConversations()
      .catch(() => undefined);
  return r;
}

/** Decline their friend request: no friendship; they are told (the reply message, accept 0). */
export async function declineFriend(friendId: number): Promise<ActionResult> {
  const r = done(await friendApi.decline({ friendUserId: friendId }));
  // The say-hi group and the Requests tab come from the conversation list: read it again.
  void getMessageStore()
    ?.refreshConversations()
    .catch(() => undefined);
  return r;
}

/** Deletes the friend and the local history; the caller then reloads the home page (spec 2 §4). */
export async function deleteFriend(friendId: number): Promise<ActionResult> {
  const r = done(await friendApi.delete({ friendUserId: friendId }));
  if (r.ok) await forgetLocally(friendId);
  return r;
}

/** spec 2 §4 "delete reloads to the home page": a full load of LivCam, keeping the language prefix. */
export function reloadHome(): void {
  const { prefix } = splitLanguagePrefix(window.location.pathname);
  window.location.assign(pathFor('LivCam', {}, { prefix }));
}

export async function setFavourite(friendId: number, on: boolean) {
  return done(await friendApi.stick({ friendUserId: friendId, stick: on ? 1 : 0 }));
}

export async function setNoteName(friendId: number, remark: string) {
  return done(await friendApi.remark({ friendUserId: friendId, remark }));
}

export async function setReminder(friendId: number, on: boolean) {
  return done(
    await friendApi.onlineRemindSwitch({ friendUserId: friendId, switchStatus: on ? 1 : 0 }),
  );
}

export type AddFriendOutcome =
  | { kind: 'requested' | 'friends' | 'alreadyRequested'; result: AddFriendResult }
  /** spec 2 §8: 20001 → the gold_not_enough dialog offering CoinPage. */
  | { kind: 'notEnoughCoins' }
  | { kind: 'error'; code: number; msg: string };

/**
 * Add friend (addWay 101 from a call, 102 from chat or a profile): 9 coins once, through the
 * ledger on the server; the answer's balance goes through the one balance writer. Adding someone
 * who asked you accepts, free.
 */
export async function addFriend(
  friendId: number,
  addWay: number = ADD_WAY.chat,
  flag?: string | number,
): Promise<AddFriendOutcome> {
  const r = await friendApi.addFriend({ addWay, friendUserId: friendId, addReally: 1, flag });
  if (!r.ok) {
    if (r.code === FRIEND_CODE.notEnoughCoins) return { kind: 'notEnoughCoins' };
    return { kind: 'error', code: r.code, msg: r.msg };
  }
  return added(r.data);
}

/**
 * Add friend in a match call: the spec's POST /matches/api/matches/friend/addFriend (the same
 * request, 9 coins, between the match call's two parties only). Match calls reject (spec 2 §8).
 * Loaded already while a match call is on (MatchPage); imported on use, off other pages' path.
 */
export async function addMatchFriend(friendId: number, matchId: string): Promise<AddFriendOutcome> {
  try {
    const { matchApi } = await import('../../match/state/matchApi');
    return added(await matchApi.addFriend({ friendUserId: friendId, matchId }));
  } catch (e) {
    if (e instanceof ApiError && e.code === FRIEND_CODE.notEnoughCoins)
      return { kind: 'notEnoughCoins' };
    return e instanceof ApiError
      ? { kind: 'error', code: e.code, msg: e.msg }
      : { kind: 'error', code: -1, msg: '' };
  }
}

/** An add-friend answer: the balance through its one writer, the list's relations read again. */
function added(d: AddFriendResult): AddFriendOutcome {
  applyBalance({ goldNum: d.goldNum, seq: d.balanceSeq, source: 'friend-add' });
  // The conversation list carries the relation (say-hi group): read it again.
  void getMessageStore()
    ?.refreshConversations()
    .catch(() => undefined);
  if (d.relation === FRIEND_RELATION.friend) return { kind: 'friends', result: d };
  return { kind: d.alreadyRequested ? 'alreadyRequested' : 'requested', result: d };
}

/** Event ids of a dismissed block / delete confirmation (spec 2 §8; ids are the project's). */
export const CONFIRM_CANCEL_EVENT = {
  block: 'block_confirm_cancel',
  delete: 'delete_friend_confirm_cancel',
} as const;

/** spec 2 §8 "Block and delete confirm dialogs log a cancel event on dismissal". */
export function logConfirmCancel(kind: 'block' | 'delete', friendId: number): void {
  trackEvent(buildAnalyticsEvent(CONFIRM_CANCEL_EVENT[kind], { targetUserId: friendId }));
}
