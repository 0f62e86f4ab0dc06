/**
 * Friend relations and blocks (spec 2 §3 "Friend", §4 "Friend relation"), as the server decides
 * them. One place answers "what is B to A": 0 self, 2 friend, 3 B asked A (A may accept: the
 * say-hi group), 4 not yet a friend. Rules: README.md "Relations".
 */
import type { DB } from '../../db';
import { FRIEND_RELATION } from '../../sdk';

export interface FriendLink {
  user_id: number;
  friend_id: number;
  stick: number;
  remark: string;
  remind_switch: number;
  created_at: number;
}

export interface FriendRequestRow {
  id: number;
  from_id: number;
  to_id: number;
  add_way: number;
  flag: string;
  status: 'open' | 'accepted' | 'cancelled';
  fee: number;
  ledger_entry_id: number | null;
  created_at: number;
  answered_at: number | null;
}

export function createRelations(db: DB) {
  const st = {
    link: db.prepare('SELECT * FROM friend_links WHERE user_id = ? AND friend_id = ?'),
    openRequest: db.prepare(
      "SELECT * FROM friend_requests WHERE from_id = ? AND to_id = ? AND status = 'open'",
    ),
    blocked: db.prepare('SELECT 1 FROM blacklist WHERE user_id = ? AND blocked_id = ?'),
    replied: db.prepare(
      'SELECT 1 FROM im_messages WHERE sender_id = ? AND receiver_id = ? AND id > ? LIMIT 1',
    ),
    addLink: db.prepare(
      `INSERT INTO friend_links (user_id, friend_id, created_at) VALUES (?, ?, ?)
       ON CONFLICT (user_id, friend_id) DO NOTHING`,
    ),
    dropLinks: db.prepare(
      'DELETE FROM friend_links WHERE (user_id = ? AND friend_id = ?) OR (user_id = ? AND friend_id = ?)',
    ),
    answer: db.prepare(
      "UPDATE friend_requests SET status = ?, answered_at = ? WHERE from_id = ? AND to_id = ? AND status = 'open'",
    ),
  };

  const link = (userId: number, friendId: number) =>
    st.link.get(userId, friendId) as FriendLink | undefined;
  const openRequest = (fromId: number, toId: number) =>
    st.openRequest.get(fromId, toId) as FriendRequestRow | undefined;
  /** `userId` blocked `otherId`. */
  const hasBlocked = (userId: number, otherId: number) =>
    st.blocked.get(userId, otherId) !== undefined;

  /** What `targetId` is to `viewerId` (spec 2 §3 relation). */
  function relationOf(viewerId: number, targetId: number): number {
    if (viewerId === targetId) return FRIEND_RELATION.self;
    if (link(viewerId, targetId)) return FRIEND_RELATION.friend;
    if (openRequest(targetId, viewerId)) return FRIEND_RELATION.pendingAccept;
    return FRIEND_RELATION.notFriend;
  }

  /** Makes the two friends (both sides) and closes the requests between them as accepted. */
  function befriend(a: number, b: number, at: number): void {
    st.addLink.run(a, b, at);
    st.addLink.run(b, a, at);
    st.answer.run('accepted', at, a, b);
    st.answer.run('accepted', at, b, a);
  }

  /** Ends a friendship and cancels open requests both ways (no refund: the request was made). */
  function unfriend(a: number, b: number, at: number): void {
    st.dropLinks.run(a, b, b, a);
    st.answer.run('cancelled', at, a, b);
    st.answer.run('cancelled', at, b, a);
  }

  /** `fromId` has written to `toId` after message id `afterId` (the recipient replied). */
  const hasWritten = (fromId: number, toId: number, afterId = 0) =>
    st.replied.get(fromId, toId, afterId) !== undefined;

  return { link, openRequest, hasBlocked, relationOf, befriend, unfriend, hasWritten };
}
export type Relations = ReturnType<typeof createRelations>;
