import { SYSTEM_CONVERSATION_IDS } from '../constants';
import * as q from '../db/queries';
import type { ChatDb } from '../db/schema';
import { croomIdOf } from '../rules/ids';
import type { Timers } from '../rules/throttle';
import { planWelcome, type WelcomeUser } from '../rules/welcome';
import type { ImServer } from './server';
import type { Writes } from './writes';

/** What the store's background passes use. */
export interface PassDeps {
  userId: number;
  timers: Timers;
  server: ImServer;
  /** The open database, or null (closed meanwhile: the pass stops). */
  db(): ChatDb | null;
  writes: Writes;
}

const META_WELCOME = 'welcome';

/**
 * The auto-read pass (spec 2 §4, §9): unread messages older than 72 h become read, and expired
 * notices (the welcome after 5 minutes, never shown) leave the badge. Returns how many changed.
 */
export async function autoRead(deps: PassDeps): Promise<number> {
  const db = deps.db();
  if (!db) return 0;
  const { userId } = deps;
  const now = deps.timers.now();
  const system = SYSTEM_CONVERSATION_IDS.map((id) => croomIdOf(id, userId));
  const changed = [
    ...(await q.autoReadPass(db, userId, now)),
    ...(await q.readExpired(db, system, now)),
  ];
  const rooms = new Set(changed.map((c) => c.croomId));
  deps.writes.afterWrite(changed, rooms, true);
  // Closed while the pass ran (sign-out, a test's tear-down): the database is gone.
  const open = deps.db();
  if (!open || !changed.length) return changed.length;
  // A conversation left with nothing unread is read on the server too: otherwise the next
  // list merge (which keeps the higher unread count, spec 2 §4) would bring the count back.
  const { byRoom } = await q.unreadCounts(open, userId, [...rooms]);
  for (const [croomId, n] of byRoom) {
    const friendId = changed.find((c) => c.croomId === croomId)?.senderId;
    if (n === 0 && friendId !== undefined && friendId !== userId)
      void deps.server.read({ friendId });
  }
  return changed.length;
}

/**
 * spec 2 §4 "Welcome messages": written locally into the product team's conversation (−2), 50 ms
 * apart, once per user — claimed in the user's database, so a reload, a second tab or the next
 * sign-in on this device writes nothing. Returns how many were written and when the last one
 * expires (the caller runs the auto-read pass then), or null when none were due.
 */
export async function writeWelcome(
  deps: PassDeps,
  user: WelcomeUser,
  loginCount: number,
): Promise<{ count: number; expireAfterMs: number } | null> {
  const { userId, timers } = deps;
  const db = deps.db();
  const plan = planWelcome(user, loginCount, false);
  if (!db || !plan.length || !(await q.claimOnce(db, META_WELCOME, timers.now()))) return null;
  for (const [i, d] of plan.entries()) {
    if (d.delayMs)
      await new Promise((r) =>
        timers.setTimeout(() => r(undefined), d.delayMs - (plan[i - 1]?.delayMs ?? 0)),
      );
    const at = timers.now();
    await deps.writes.write(
      [
        {
          messageUuid: `welcome:${userId}:${i}`,
          senderId: d.senderId,
          receiverId: userId,
          messageType: 1,
          messageTypeValue: -3,
          content: '',
          contentKey: d.contentKey,
          contentValues: d.values,
          timestamp: at,
          expire: at + d.expireAfterMs,
          showInAppBanner: true,
        },
      ],
      'local',
    );
  }
  return { count: plan.length, expireAfterMs: plan[plan.length - 1]!.expireAfterMs };
}
