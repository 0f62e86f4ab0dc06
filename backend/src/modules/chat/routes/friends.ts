/**
 * Friends (spec 2 §7 "Friends"; §4 "Friend relation"): list, add (9 coins through the ledger,
 * once per request) and accept, decline (services.chat.friends: friendRequests.ts), favourite,
 * note name, delete, search, relations, online reminders. Decisions where the spec is silent:
 * README.md "Relations".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AddFriendParams,
  AddFriendResult,
  DeclineFriendResult,
  Friend,
  FriendRelation,
  OnlineRemindEntry,
  OnlineRemindList,
  PageResult,
} from 'shared-sdk/node';
import { Codes } from '../../../codes';
import { PRESENCE_STALE_MS } from '../../../constants';
import { BizError, ok } from '../../../http/envelope';
import type { Services } from '../../../services';
import type { UserRow } from '../../accounts/service';
import { FRIEND_CODE, chatError } from '../codes';
import {
  ADD_WAY,
  BIZ_TYPE_1040,
  FRIEND_LIST_PAGE_SIZE,
  FRIEND_RELATION,
  IM_NOTICE_TYPE,
  NOTE_NAME_MAX,
  ONLINE_REMINDER_CAP,
  ONLINE_REMINDER_PAGE_SIZE,
} from '../../../sdk';
import { absolute } from '../store';
import { charCount, me, originOf, pageOf, paging, pageQuerySchema } from './common';

const friendIdBody = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
  body: {
    type: 'object',
    required: ['friendUserId', ...required],
    properties: { friendUserId: { type: 'integer' }, ...extra },
  },
});

export function registerFriendRoutes(app: FastifyInstance, s: Services): void {
  const { db, chat, accounts, now } = s;
  const { relations } = chat;

  // Effective status in SQL (accounts/view.ts effectiveStatus): favourites first, then online.
  const EFF = `CASE WHEN u.simulated = 1 THEN u.status
    WHEN u.status_at IS NULL OR @now - u.status_at > ${PRESENCE_STALE_MS} THEN 0 ELSE u.status END`;
  const st = {
    count: db.prepare('SELECT COUNT(*) AS n FROM friend_links WHERE user_id = ?'),
    page: db.prepare(
      `SELECT u.*, l.stick AS l_stick, l.remark AS l_remark, l.remind_switch AS l_remind, (${EFF}) AS eff
       FROM friend_links l JOIN users u ON u.id = l.friend_id WHERE l.user_id = @me
       ORDER BY l.stick DESC, (eff = 2) DESC, l.created_at DESC, u.id LIMIT @limit OFFSET @offset`,
    ),
    search: db.prepare(
      `SELECT u.*, l.stick AS l_stick, l.remark AS l_remark, l.remind_switch AS l_remind, (${EFF}) AS eff
       FROM friend_links l JOIN users u ON u.id = l.friend_id
       WHERE l.user_id = @me AND (u.user_name LIKE @q ESCAPE '\\' OR l.remark LIKE @q ESCAPE '\\' OR u.id = @id)
       ORDER BY l.stick DESC, (eff = 2) DESC, u.user_name LIMIT 100`,
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
       ORDER BY l.remind_switch DESC, (eff = 2) DESC, u.user_name, u.id LIMIT @limit OFFSET @offset`,
    ),
  };

  type Joined = UserRow & { l_stick: number; l_remark: string; l_remind: number; eff: number };
  const friendView = (me_: number, u: Joined, origin: string): Friend => ({
    id: u.id,
    headImg: absolute(origin, u.head_img) ?? '',
    userName: u.l_remark || u.user_name,
    nickName: u.user_name,
    remark: u.l_remark,
    countryId: u.country_id ?? 0,
    status: u.eff,
    stick: u.l_stick,
    relation: relations.relationOf(me_, u.id),
    remindSwitch: u.l_remind === 1,
    isHost: u.is_host === 1,
  });

  function target(req: FastifyRequest, id: number): UserRow {
    if (id === me(req)) throw chatError(FRIEND_CODE.self);
    const u = id > 0 ? accounts.getUser(id) : undefined;
    if (!u) throw chatError(FRIEND_CODE.noSuchUser);
    return u;
  }
  const relationChanged = (to: number, from: number) =>
    chat.push(to, {
      bizType: BIZ_TYPE_1040,
      noticeType: IM_NOTICE_TYPE.relation,
      senderId: from,
      timestamp: now(),
    });

  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/facade/api/friend/getFriendList',
    { schema: { querystring: pageQuerySchema } },
    async (req) => {
      const owner = me(req);
      const { pageNo, pageSize, offset } = paging(
        req.query.page,
        req.query.size,
        FRIEND_LIST_PAGE_SIZE,
        FRIEND_LIST_PAGE_SIZE,
      );
      const total = (st.count.get(owner) as { n: number }).n;
      const rows = st.page.all({ me: owner, now: now(), limit: pageSize, offset }) as Joined[];
      const origin = originOf(req);
      const page: PageResult<Friend> = pageOf(
        rows.map((u) => friendView(owner, u, origin)),
        total,
        pageNo,
        pageSize,
      );
      return ok(page);
    },
  );

  // Add friend: ask (9 coins once) or accept by adding back; the rules are the service's.
  app.post<{ Body: AddFriendParams }>(
    '/facade/api/friend/addFriend',
    {
      schema: friendIdBody(
        {
          addWay: { type: 'integer', enum: Object.values(ADD_WAY) },
          addReally: { type: 'integer', enum: [0, 1] },
          flag: { type: 'string', maxLength: 64 },
        },
        ['addWay'],
      ),
    },
    async (req) => {
      const b = req.body;
      const answer: AddFriendResult = chat.friends.add(me(req), b.friendUserId, {
        addWay: b.addWay,
        flag: String(b.flag ?? ''),
        ...(b.addReally !== undefined ? { addReally: b.addReally } : {}),
      });
      return ok(answer);
    },
  );

  // Decline their request (project's path; spec 2 §7 lists none): no refund, they are told.
  app.post<{ Body: { friendUserId: number } }>(
    '/facade/api/friend/decline',
    { schema: friendIdBody() },
    async (req) => {
      const answer: DeclineFriendResult = chat.friends.decline(me(req), req.body.friendUserId);
      return ok(answer);
    },
  );

  const relationsHandler = async (
    req: FastifyRequest<{ Body?: { userIds?: string }; Querystring: { userIds?: string } }>,
  ) => {
    const owner = me(req);
    const raw = String(req.body?.userIds ?? req.query.userIds ?? '');
    const ids = raw
      .split(',')
      .map((p) => Number.parseInt(p.trim(), 10))
      .filter((n) => Number.isSafeInteger(n));
    if (ids.length > 200)
      throw new BizError(Codes.INVALID_INPUT, 'Invalid parameter: at most 200 userIds');
    const list: FriendRelation[] = ids.map((id) => {
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
    return ok(list);
  };
  const userIdsSchema = {
    type: 'object',
    properties: { userIds: { type: 'string', maxLength: 4000 } },
  } as const;
  app.post('/facade/api/friend/relations', { schema: { body: userIdsSchema } }, relationsHandler);
  app.get(
    '/facade/api/friend/relations',
    { schema: { querystring: userIdsSchema } },
    relationsHandler,
  );

  app.post<{ Body: { friendUserId: number; stick: number } }>(
    '/facade/api/friend/stick',
    { schema: friendIdBody({ stick: { type: 'integer', enum: [0, 1] } }, ['stick']) },
    async (req) => {
      const owner = me(req);
      const other = target(req, req.body.friendUserId);
      if (!relations.link(owner, other.id)) throw chatError(FRIEND_CODE.notFriend);
      st.setStick.run(req.body.stick, owner, other.id);
      return ok({ stick: req.body.stick });
    },
  );

  app.post<{ Body: { friendUserId: number; remark: string } }>(
    '/facade/api/friend/remark',
    // Longer than the limit in the schema so an over-long note gets its own code (22002).
    { schema: friendIdBody({ remark: { type: 'string', maxLength: 1000 } }, ['remark']) },
    async (req) => {
      const owner = me(req);
      const other = target(req, req.body.friendUserId);
      // Control characters never belong in a name; spaces around it are dropped.
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      const remark = req.body.remark.replace(/[\u0000-\u001f\u007f]/g, '').trim();
      if (charCount(remark) > NOTE_NAME_MAX) throw chatError(FRIEND_CODE.remarkTooLong);
      if (!relations.link(owner, other.id)) throw chatError(FRIEND_CODE.notFriend);
      st.setRemark.run(remark, owner, other.id);
      return ok({ userName: remark || other.user_name, remark });
    },
  );

  app.post<{ Body: { friendUserId: number } }>(
    '/facade/api/friend/delete',
    { schema: friendIdBody() },
    async (req) => {
      const owner = me(req);
      const other = target(req, req.body.friendUserId);
      // No longer friends, both ways; my conversation goes (spec 2 §4 "delete friend removes the
      // local chat history" — also on the server, or the next sync would bring it back).
      relations.unfriend(owner, other.id, now());
      chat.messages.clear(owner, other.id);
      relationChanged(other.id, owner);
      return ok({ relation: FRIEND_RELATION.notFriend });
    },
  );

  const searchHandler = async (
    req: FastifyRequest<{ Body?: { searchQ?: string }; Querystring: { searchQ?: string } }>,
  ) => {
    const owner = me(req);
    const q = String(req.body?.searchQ ?? req.query.searchQ ?? '').trim();
    if (!q) return ok({ list: [] as Friend[] });
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,15}$/.test(q) ? Number(q) : -1;
    const rows = st.search.all({ me: owner, now: now(), q: like, id }) as Joined[];
    const origin = originOf(req);
    return ok({ list: rows.map((u) => friendView(owner, u, origin)) });
  };
  const searchSchema = {
    type: 'object',
    properties: { searchQ: { type: 'string', maxLength: 100 } },
  } as const;
  app.post('/facade/api/friend/search', { schema: { body: searchSchema } }, searchHandler);
  app.get('/facade/api/friend/search', { schema: { querystring: searchSchema } }, searchHandler);

  const remindListHandler = async (
    req: FastifyRequest<{
      Body?: { page?: number; size?: number };
      Querystring: { page?: number; size?: number };
    }>,
  ) => {
    const owner = me(req);
    const q = { ...req.query, ...(req.body ?? {}) };
    const { pageNo, pageSize, offset } = paging(q.page, q.size, ONLINE_REMINDER_PAGE_SIZE, 100);
    const total = (st.count.get(owner) as { n: number }).n;
    const origin = originOf(req);
    const rows = st.remindPage.all({ me: owner, now: now(), limit: pageSize, offset }) as Joined[];
    const list: OnlineRemindEntry[] = rows.map((u) => ({
      id: u.id,
      userName: u.l_remark || u.user_name,
      headImg: absolute(origin, u.head_img) ?? '',
      status: u.eff,
      remindSwitch: u.l_remind === 1,
    }));
    const answer: OnlineRemindList = {
      relationFriends: pageOf(list, total, pageNo, pageSize),
      remindNum: (st.remindNum.get(owner) as { n: number }).n,
    };
    return ok(answer);
  };
  app.post(
    '/facade/api/friend/onlineRemindList',
    { schema: { body: pageQuerySchema } },
    remindListHandler,
  );
  app.get(
    '/facade/api/friend/onlineRemindList',
    { schema: { querystring: pageQuerySchema } },
    remindListHandler,
  );

  app.post<{ Body: { friendUserId: number; switchStatus: number } }>(
    '/facade/api/friend/onlineRemindSwitch',
    { schema: friendIdBody({ switchStatus: { type: 'integer', enum: [0, 1] } }, ['switchStatus']) },
    async (req) => {
      const owner = me(req);
      const other = target(req, req.body.friendUserId);
      const link = relations.link(owner, other.id);
      if (!link) throw chatError(FRIEND_CODE.notFriend);
      const on = req.body.switchStatus;
      db.transaction(() => {
        const num = (st.remindNum.get(owner) as { n: number }).n;
        if (on === 1 && link.remind_switch === 0 && num >= ONLINE_REMINDER_CAP)
          throw chatError(FRIEND_CODE.remindLimit, undefined, { remindNum: num });
        st.setRemind.run(on, owner, other.id);
      })();
      return ok({ status: on, remindNum: (st.remindNum.get(owner) as { n: number }).n });
    },
  );

  // Online reminders (spec 2 §3): when a user's first socket opens, the friends who switched the
  // reminder on for them get a banner push.
  const watchers = db.prepare(
    'SELECT user_id FROM friend_links WHERE friend_id = ? AND remind_switch = 1',
  );
  app.realtime?.onPresence((userId, online) => {
    const id = Number(userId);
    if (!online || !Number.isSafeInteger(id)) return;
    const who = chat.card(id);
    for (const { user_id } of watchers.all(id) as { user_id: number }[])
      chat.push(user_id, {
        bizType: BIZ_TYPE_1040,
        noticeType: IM_NOTICE_TYPE.onlineRemind,
        senderId: id,
        senderName: who.userName,
        senderHeadImg: absolute(chat.origin(), who.headImg),
        showInAppBanner: true,
        timestamp: now(),
      });
  });
}
