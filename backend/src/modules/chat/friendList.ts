/**
 * The friend list (spec 2 §7 "Friends"; §4 "Friend relation"; §3 online reminders): list,
 * relations, favourite, note name, delete, search, online reminders. Asking, accepting and
 * declining are friendRequests.ts. Decisions where the spec is silent: README.md "Relations".
 * Routes: routes/friends.ts.
 */
import type {
  Friend,
  FriendRelation,
  OnlineRemindEntry,
  OnlineRemindList,
  PageResult,
} from 'shared-sdk/node';
import { Codes } from '../../codes';
import { PRESENCE_STALE_MS } from '../../constants';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import { absolute } from '../../http/origins';
import type { Accounts, UserRow } from '../accounts/service';
import { FRIEND_CODE, chatError } from './codes';
import { friendTarget } from './friendRequests';
import { pageOf, paging } from './pages';
import type { Relations } from './relations';
import {
  BIZ_TYPE_1040,
  FRIEND_LIST_PAGE_SIZE,
  FRIEND_RELATION,
  IM_NOTICE_TYPE,
  NOTE_NAME_MAX,
  ONLINE_REMINDER_CAP,
  ONLINE_REMINDER_PAGE_SIZE,
  USER_STATUS,
} from '../../sdk';
import type { ChatCore } from './service';
import type { MessageStore } from './store';
import { charCount } from './text';

/** The most user ids one relations question may name (an input bound). */
const RELATIONS_MAX_IDS = 200;
/**
 * A user's online reminder goes out at most once in this time (project): a page reload, a network
 * blip or the gateway restarting (every socket reconnects at once) is not "coming online".
 */
export const ONLINE_REMIND_QUIET_MS = 10 * 60_000;

export interface FriendListDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  relations: Relations;
  messages: MessageStore;
  core: Pick<ChatCore, 'card' | 'push' | 'relationChanged'>;
  /** The backend's own origin: pictures in pushes. */
  publicOrigin(): string;
}

type Page = { page?: number; size?: number };
type Joined = UserRow & { l_stick: number; l_remark: string; l_remind: number; eff: number };

export function createFriendList(d: FriendListDeps) {
  const { db, now, accounts, relations, core } = d;
  // Effective status in SQL (accounts/view.ts effectiveStatus): favourites first, then online.
  const EFF = `CASE WHEN u.simulated = 1 THEN u.status
    WHEN u.status_at IS NULL OR @now - u.status_at > ${PRESENCE_STALE_MS} THEN ${USER_STATUS.offline} ELSE u.status END`;
  const ONLINE_FIRST = `(eff = ${USER_STATUS.online}) DESC`;
  const st = {
    count: db.prepare('SELECT COUNT(*) AS n FROM friend_links WHERE user_id = ?'),
    page: db.prepare(
      `SELECT u.*, l.stick AS l_stick, l.remark AS l_remark, l.remind_switch AS l_remind, (${EFF}) AS eff
       FROM friend_links l JOIN users u ON u.id = l.friend_id WHERE l.user_id = @me
       ORDER BY l.stick DESC, ${ONLINE_FIRST}, l.created_at DESC, u.id LIMIT @limit OFFSET @offset`,
    ),
    search: db.prepare(
      `SELECT u.*, l.stick AS l_stick, l.remark AS l_remark, l.remind_switch AS l_remind, (${EFF}) AS eff
       FROM friend_links l JOIN users u ON u.id = l.friend_id
       WHERE l.user_id = @me AND (u.user_name LIKE @q ESCAPE '\\' OR l.remark LIKE @q ESCAPE '\\' OR u.id = @id)
       ORDER BY l.stick DESC, ${ONLINE_FIRST}, u.user_name LIMIT 100`,
    ),
    setStick: db.prepare('UPDATE friend_links SET stick = ? WHERE user_id = ? AND friend_id = ?'),
    setRemark: db.prepare('UPDATE friend_links SET remark = ? WHERE user_id = ? AND friend_id = ?'),
    setRemind: db.prepare(
      'UPDATE friend_links SET remind_switch = ? WHERE user_id = ? AND friend_id = ?',
    ),
    remindNum: db.prepare(
      'SELECT COUNT(*) AS n FROM friend_links WHERE user_id = ? AND remind_switch = 1',
    ),
    remindPage: db.prepare(
      `SELECT u.*, l.remark AS l_remark, l.remind_switch AS l_remind, (${EFF}) AS eff
       FROM friend_links l JOIN users u ON u.id = l.friend_id WHERE l.user_id = @me
       ORDER BY l.remind_switch DESC, ${ONLINE_FIRST}, u.user_name, u.id LIMIT @limit OFFSET @offset`,
    ),
    watchers: db.prepare(
      'SELECT user_id FROM friend_links WHERE friend_id = ? AND remind_switch = 1',
    ),
  };
  const remindNum = (owner: number) => (st.remindNum.get(owner) as { n: number }).n;

  const friendView = (owner: number, u: Joined, origin: string): Friend => ({
    id: u.id,
    headImg: absolute(origin, u.head_img) ?? '',
    userName: u.l_remark || u.user_name,
    nickName: u.user_name,
    remark: u.l_remark,
    countryId: u.country_id ?? 0,
    status: u.eff,
    stick: u.l_stick,
    relation: relations.relationOf(owner, u.id),
    remindSwitch: u.l_remind === 1,
    isHost: u.is_host === 1,
  });

  const target = (owner: number, id: number) => friendTarget(accounts, owner, id);
  /** `other`, who must be the owner's friend (22003 otherwise). */
  function friendOf(owner: number, id: number) {
    const other = target(owner, id);
    const link = relations.link(owner, other.id);
    if (!link) throw chatError(FRIEND_CODE.notFriend);
    return { other, link };
  }

  /** GET /facade/api/friend/getFriendList: favourites first, then who is online. */
  function list(owner: number, q: Page, origin: string): PageResult<Friend> {
    const { pageNo, pageSize, offset } = paging(
      q.page,
      q.size,
      FRIEND_LIST_PAGE_SIZE,
      FRIEND_LIST_PAGE_SIZE,
    );
    const total = (st.count.get(owner) as { n: number }).n;
    const rows = st.page.all({ me: owner, now: now(), limit: pageSize, offset }) as Joined[];
    return pageOf(
      rows.map((u) => friendView(owner, u, origin)),
      total,
      pageNo,
      pageSize,
    );
  }

  /** /facade/api/friend/relations: what each of `userIds` (comma-separated) is to the owner. */
  function relationsOf(owner: number, userIds: string): FriendRelation[] {
    const ids = userIds
      .split(',')
      .map((p) => Number.parseInt(p.trim(), 10))
      .filter((n) => Number.isSafeInteger(n));
    if (ids.length > RELATIONS_MAX_IDS)
      throw new BizError(
        Codes.INVALID_INPUT,
        `Invalid parameter: at most ${RELATIONS_MAX_IDS} userIds`,
      );
    return ids.map((id) => {
      const link = relations.link(owner, id);
      return {
        userId: id,
        relation: relations.relationOf(owner, id),
        stick: link?.stick ?? 0,
        remark: link?.remark ?? '',
        remindSwitch: link?.remind_switch === 1,
        blacklisted: relations.hasBlocked(owner, id),
        requested: !!relations.openRequest(owner, id),
      };
    });
  }

  /** POST /facade/api/friend/stick: a favourite (1) or not (0). */
  function stick(owner: number, friendId: number, value: number) {
    const { other } = friendOf(owner, friendId);
    st.setStick.run(value, owner, other.id);
    return { stick: value };
  }

  /** POST /facade/api/friend/remark: the owner's note name for a friend (empty: none). */
  function remark(owner: number, friendId: number, raw: string) {
    const other = target(owner, friendId);
    // Control characters never belong in a name; spaces around it are dropped.
    // eslint-disable-next-line no-control-regex -- dropping control characters is the point
    const note = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    if (charCount(note) > NOTE_NAME_MAX) throw chatError(FRIEND_CODE.remarkTooLong);
    if (!relations.link(owner, other.id)) throw chatError(FRIEND_CODE.notFriend);
    st.setRemark.run(note, owner, other.id);
    return { userName: note || other.user_name, remark: note };
  }

  /**
   * POST /facade/api/friend/delete: no longer friends, both ways; the owner's conversation goes
   * (spec 2 §4 "delete friend removes the local chat history" — also on the server, or the next
   * sync would bring it back); the other side is told.
   */
  function remove(owner: number, friendId: number) {
    const other = target(owner, friendId);
    relations.unfriend(owner, other.id, now());
    d.messages.clear(owner, other.id);
    core.relationChanged(other.id, owner);
    return { relation: FRIEND_RELATION.notFriend };
  }

  /** /facade/api/friend/search: friends by name, note name or id. */
  function search(owner: number, searchQ: string, origin: string): { list: Friend[] } {
    const q = searchQ.trim();
    if (!q) return { list: [] };
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,15}$/.test(q) ? Number(q) : -1;
    const rows = st.search.all({ me: owner, now: now(), q: like, id }) as Joined[];
    return { list: rows.map((u) => friendView(owner, u, origin)) };
  }

  /** /facade/api/friend/onlineRemindList: friends, the reminded ones first, then who is online. */
  function remindList(owner: number, q: Page, origin: string): OnlineRemindList {
    const { pageNo, pageSize, offset } = paging(q.page, q.size, ONLINE_REMINDER_PAGE_SIZE, 100);
    const total = (st.count.get(owner) as { n: number }).n;
    const rows = st.remindPage.all({ me: owner, now: now(), limit: pageSize, offset }) as Joined[];
    const list: OnlineRemindEntry[] = rows.map((u) => ({
      id: u.id,
      userName: u.l_remark || u.user_name,
      headImg: absolute(origin, u.head_img) ?? '',
      status: u.eff,
      remindSwitch: u.l_remind === 1,
    }));
    return { relationFriends: pageOf(list, total, pageNo, pageSize), remindNum: remindNum(owner) };
  }

  /** POST /facade/api/friend/onlineRemindSwitch: at most ONLINE_REMINDER_CAP switched on. */
  function remindSwitch(owner: number, friendId: number, on: number) {
    const { other, link } = friendOf(owner, friendId);
    db.transaction(() => {
      const num = remindNum(owner);
      if (on === 1 && link.remind_switch === 0 && num >= ONLINE_REMINDER_CAP)
        throw chatError(FRIEND_CODE.remindLimit, undefined, { remindNum: num });
      st.setRemind.run(on, owner, other.id);
    })();
    return { status: on, remindNum: remindNum(owner) };
  }

  /**
   * Online reminders (spec 2 §3): `userId`'s first socket opened; the friends who switched the
   * reminder on for them get a banner push (once in ONLINE_REMIND_QUIET_MS).
   */
  /** When each user's last reminder went out (pruned as it grows). */
  const reminded = new Map<number, number>();
  function cameOnline(userId: number): void {
    const at = now();
    const last = reminded.get(userId);
    if (last !== undefined && at - last < ONLINE_REMIND_QUIET_MS) return;
    reminded.set(userId, at);
    if (reminded.size > 10_000)
      for (const [id, t] of reminded) if (at - t >= ONLINE_REMIND_QUIET_MS) reminded.delete(id);
    const who = core.card(userId);
    for (const { user_id } of st.watchers.all(userId) as { user_id: number }[])
      core.push(user_id, {
        bizType: BIZ_TYPE_1040,
        noticeType: IM_NOTICE_TYPE.onlineRemind,
        senderId: userId,
        senderName: who.userName,
        senderHeadImg: absolute(d.publicOrigin(), who.headImg),
        showInAppBanner: true,
        timestamp: now(),
      });
  }

  return { list, relationsOf, stick, remark, remove, search, remindList, remindSwitch, cameOnline };
}
export type FriendList = ReturnType<typeof createFriendList>;
