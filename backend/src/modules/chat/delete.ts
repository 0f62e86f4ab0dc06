/**
 * Account deletion (src/modules/account-deletion registers it): everything of a user's in the chat area — friendships,
 * requests, blocks both ways, the conversations with them (both sides: the account is gone), the
 * messages they sent or received, gifts sent and received, backpack, uploads (rows and files),
 * album photos, their reports and daily counters. Reports made ABOUT them are kept (moderation
 * record). Idempotent; runs in one transaction, files are removed after it commits.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DB } from '../../db';
import { uploadsDirOf } from './uploads';

export function deleteChatData(db: DB, userId: number): { messages: number; files: number } {
  const files = db.prepare('SELECT file FROM uploads WHERE user_id = ?').all(userId) as {
    file: string;
  }[];
  const messages = db.transaction(() => {
    const run = (sql: string, ...args: unknown[]) => db.prepare(sql).run(...args).changes;
    run('DELETE FROM friend_links WHERE user_id = ? OR friend_id = ?', userId, userId);
    run('DELETE FROM friend_requests WHERE from_id = ? OR to_id = ?', userId, userId);
    run('DELETE FROM blacklist WHERE user_id = ? OR blocked_id = ?', userId, userId);
    run('DELETE FROM im_conversations WHERE user_id = ? OR friend_id = ?', userId, userId);
    const n = run('DELETE FROM im_messages WHERE sender_id = ? OR receiver_id = ?', userId, userId);
    run('DELETE FROM gift_sends WHERE sender_id = ? OR receiver_id = ?', userId, userId);
    run('DELETE FROM backpack_items WHERE user_id = ?', userId);
    run('DELETE FROM user_photos WHERE user_id = ?', userId);
    run('DELETE FROM uploads WHERE user_id = ?', userId);
    run('DELETE FROM reports WHERE reporter_id = ?', userId);
    run('DELETE FROM chat_daily_usage WHERE user_id = ?', userId);
    run('DELETE FROM chat_user_init WHERE user_id = ?', userId);
    return n;
  })();
  const dir = uploadsDirOf(db);
  for (const { file } of files) fs.rmSync(path.join(dir, file), { force: true });
  return { messages, files: files.length };
}
