/**
 * Blacklist (spec 2 §7 "Blacklist"; §4 "Block … removes the local chat history"). Unblocking
 * restores the friendship the block ended, free (README.md "Relations").
 */
import type { FastifyInstance } from 'fastify';
import type { BlockedUser, PageResult, UnblockResult } from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import type { Services } from '../../../services';
import { FRIEND_CODE, chatError } from '../codes';
import { BLOCKLIST_PAGE_SIZE } from '../../../sdk';
import { absolute } from '../store';
import { me, mustBeCaller, originOf, pageOf, paging, pageQuerySchema } from './common';

export function registerBlacklistRoutes(app: FastifyInstance, s: Services): void {
  const { db, chat, accounts, now } = s;
  const st = {
    count: db.prepare('SELECT COUNT(*) AS n FROM blacklist WHERE user_id = ?'),
    page: db.prepare(
      `SELECT u.id, u.head_img, u.user_name, u.country_id FROM blacklist b JOIN users u ON u.id = b.blocked_id
       WHERE b.user_id = ? ORDER BY b.created_at DESC, u.id DESC LIMIT ? OFFSET ?`,
    ),
    add: db.prepare(
      'INSERT OR IGNORE INTO blacklist (user_id, blocked_id, created_at) VALUES (?, ?, ?)',
    ),
    remove: db.prepare('DELETE FROM blacklist WHERE user_id = ? AND blocked_id = ?'),
    row: db.prepare('SELECT ended_friendship FROM blacklist WHERE user_id = ? AND blocked_id = ?'),
  };

  app.get<{ Querystring: { page?: number; size?: number } }>(
    '/facade/api/black/blacklists',
    { schema: { querystring: pageQuerySchema } },
    async (req) => {
      const owner = me(req);
      const { pageNo, pageSize, offset } = paging(
        req.query.page,
        req.query.size,
        BLOCKLIST_PAGE_SIZE,
        100,
      );
      const origin = originOf(req);
      const rows = st.page.all(owner, pageSize, offset) as Array<{
        id: number;
        head_img: string;
        user_name: string;
        country_id: number | null;
      }>;
      const list: BlockedUser[] = rows.map((u) => ({
        id: u.id,
        headImg: absolute(origin, u.head_img) ?? '',
        userName: u.user_name,
        countryId: u.country_id ?? 0,
      }));
      const page: PageResult<BlockedUser> = pageOf(
        list,
        (st.count.get(owner) as { n: number }).n,
        pageNo,
        pageSize,
      );
      return ok(page);
    },
  );

  app.post<{ Body: { blacklistUserId: number; userId?: number } }>(
    '/facade/api/black/addBlack',
    {
      schema: {
        body: {
          type: 'object',
          required: ['blacklistUserId'],
          properties: { blacklistUserId: { type: 'integer' }, userId: { type: 'integer' } },
        },
      },
    },
    async (req) => {
      const owner = me(req);
      mustBeCaller(req, req.body.userId, 'userId');
      const other = req.body.blacklistUserId;
      if (other === owner) throw chatError(FRIEND_CODE.self);
      if (other <= 0 || !accounts.getUser(other)) throw chatError(FRIEND_CODE.noSuchUser);
      // Blocking ends the friendship and any request, and removes my conversation with them
      // (spec 2 §4); from now on their messages and gifts are refused (IM_CODE.blockedByReceiver).
      db.transaction(() => {
        st.add.run(owner, other, now());
        // The friendship it ends comes back on unblock (README.md "Relations").
        chat.friends.rememberOnBlock(owner, other);
        chat.relations.unfriend(owner, other, now());
        chat.messages.clear(owner, other);
      })();
      return ok({ blacklisted: true });
    },
  );

  app.post<{ Body: { friendUserId: number } }>(
    '/facade/api/black/removeBlack',
    {
      schema: {
        body: {
          type: 'object',
          required: ['friendUserId'],
          properties: { friendUserId: { type: 'integer' } },
        },
      },
    },
    async (req) => {
      const owner = me(req);
      const other = req.body.friendUserId;
      const restored = db.transaction(() => {
        const row = st.row.get(owner, other) as { ended_friendship: string | null } | undefined;
        if (!row) return false;
        st.remove.run(owner, other);
        return chat.friends.restoreOnUnblock(owner, other, row.ended_friendship);
      })();
      const answer: UnblockResult = {
        blacklisted: false,
        relation: chat.relations.relationOf(owner, other),
        restored,
      };
      return ok(answer);
    },
  );
}
