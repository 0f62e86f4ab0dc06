/**
 * Blacklist (spec 2 §7 "Blacklist"; §4 "Block … removes the local chat history"). Blocking ends
 * the friendship and any request and removes the blocker's conversation; unblocking restores the
 * friendship the block ended, free (README.md "Relations"). Routes: routes/blacklist.ts.
 */
import type { BlockedUser, PageResult, UnblockResult } from 'shared-sdk/node';
import type { DB } from '../../db';
import { absolute } from '../../http/origins';
import type { Accounts } from '../accounts/service';
import { FRIEND_CODE, chatError } from './codes';
import type { FriendRequests } from './friendRequests';
import { pageOf, paging } from './pages';
import type { Relations } from './relations';
import { BLOCKLIST_PAGE_SIZE } from '../../sdk';
import type { MessageStore } from './store';

export interface BlacklistDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  relations: Relations;
  friends: FriendRequests;
  messages: MessageStore;
}

export function createBlacklist(d: BlacklistDeps) {
  const { db, now, relations } = d;
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

  /** GET /facade/api/black/blacklists: whom the owner blocked, newest first. */
  function list(
    owner: number,
    q: { page?: number; size?: number },
    origin: string,
  ): PageResult<BlockedUser> {
    const { pageNo, pageSize, offset } = paging(q.page, q.size, BLOCKLIST_PAGE_SIZE, 100);
    const rows = st.page.all(owner, pageSize, offset) as Array<{
      id: number;
      head_img: string;
      user_name: string;
      country_id: number | null;
    }>;
    const blocked: BlockedUser[] = rows.map((u) => ({
      id: u.id,
      headImg: absolute(origin, u.head_img) ?? '',
      userName: u.user_name,
      countryId: u.country_id ?? 0,
    }));
    return pageOf(blocked, (st.count.get(owner) as { n: number }).n, pageNo, pageSize);
  }

  /**
   * POST /facade/api/black/addBlack: ends the friendship and any request, and removes the owner's
   * conversation with them (spec 2 §4); from now on their messages and gifts are refused
   * (IM_CODE.blockedByReceiver).
   */
  function block(owner: number, other: number): { blacklisted: true } {
    if (other === owner) throw chatError(FRIEND_CODE.self);
    if (other <= 0 || !d.accounts.getUser(other)) throw chatError(FRIEND_CODE.noSuchUser);
    db.transaction(() => {
      st.add.run(owner, other, now());
      // The friendship it ends comes back on unblock (README.md "Relations").
      d.friends.rememberOnBlock(owner, other);
      relations.unfriend(owner, other, now());
      d.messages.clear(owner, other);
    })();
    return { blacklisted: true };
  }

  /** POST /facade/api/black/removeBlack: the friendship the block ended comes back. */
  function unblock(owner: number, other: number): UnblockResult {
    const restored = db.transaction(() => {
      const row = st.row.get(owner, other) as { ended_friendship: string | null } | undefined;
      if (!row) return false;
      st.remove.run(owner, other);
      return d.friends.restoreOnUnblock(owner, other, row.ended_friendship);
    })();
    return { blacklisted: false, relation: relations.relationOf(owner, other), restored };
  }

  return { list, block, unblock };
}
export type Blacklist = ReturnType<typeof createBlacklist>;
