import { expect, type Browser, type BrowserContext } from '@playwright/test';
import {
  balance,
  expectMovingVideo,
  placeCall,
  room,
  storedRoom,
  videoWindow,
  type CallUser,
} from './call';
import { signedApi } from './chat-store';
import { BACKEND, createUser, devApi, signInAs } from './session';

/**
 * In-call specs with a seeded host: a fresh user calls a pinned seeded
 * host from SearchPage and the call connects with moving video. The host comes back to its
 * schedule in `done`.
 */
export interface SeededCall {
  u: CallUser;
  roomNum: string;
  host: { userId: number; name: string };
  done(): Promise<void>;
}

/** A seeded host no other spec pins (backend/src/seed/data/hosts.ts: 10003 Ava Mitchell). */
export const INCALL_HOST = { userId: 10003, name: 'Ava Mitchell' };

export async function seededCall(
  browser: Browser,
  baseURL: string,
  opts: {
    coins?: number;
    name?: string;
    host?: { userId: number; name: string };
    /** Before the page opens (e.g. installing a clock), and after the user exists. */
    prepare?: (context: BrowserContext, userId: number) => Promise<void>;
    /** An existing user instead of a new one. */
    userId?: number;
  } = {},
): Promise<SeededCall> {
  const host = opts.host ?? INCALL_HOST;
  await devApi('/dev/api/hosts/behaviour', {
    hostId: host.userId,
    status: 2,
    answer: 'answer',
    ringMs: 300,
  });
  const name = opts.name ?? `InCall ${Date.now().toString(36).slice(-5)}`;
  const userId = opts.userId ?? (await createUser({ userName: name })).userId;
  if (!opts.userId)
    await devApi('/dev/api/ledger', { userId, amount: opts.coins ?? 1000, reason: 'e2e' });
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
  await opts.prepare?.(context, userId);
  const session = await signInAs(context, baseURL, userId);
  const page = await context.newPage();
  await page.goto('/');
  const u: CallUser = { userId, name, session, page, context };
  let roomNum = '';
  const done = async () => {
    // The room ends on the server now (a failed test must not leave the host busy for the next).
    if (roomNum)
      await signedApi(u.session, 'POST', '/api/call/hangup', { roomNum }).catch(() => undefined);
    await u.context.close().catch(() => undefined);
    await devApi('/dev/api/hosts/behaviour', { hostId: host.userId, status: null });
  };
  try {
    await placeCall(u, host);
    await expect(videoWindow(u.page, host.name)).toBeVisible({ timeout: 20_000 });
    await expectMovingVideo(u.page, 'Their video');
    roomNum = await storedRoom(u.page);
    await expect.poll(async () => (await room(roomNum)).started_at).not.toBeNull();
    return { u, roomNum, host, done };
  } catch (e) {
    await done();
    throw e;
  }
}

/** The user's balance once the room's first minute is paid (nothing else moving). */
export async function settledBalance(c: SeededCall): Promise<number> {
  await expect.poll(async () => (await room(c.roomNum)).minutes_billed).toBe(1);
  return balance(c.u.session);
}

/** The relation of `other` to the user (2 friend, 4 not yet), as the server keeps it. */
export async function relationTo(c: SeededCall, other: number): Promise<number> {
  const r = await signedApi<Array<{ relation: number }>>(
    c.u.session,
    'POST',
    '/facade/api/friend/relations',
    {
      userIds: String(other),
    },
  );
  return r.data[0]!.relation;
}

export interface CallRecords {
  reports: Array<{
    reported_id: number;
    kind: string;
    reason: number;
    sub_reason: number | null;
    image_file: string | null;
    report_page: number | null;
  }>;
  gifts: Array<{
    receiver_id: number;
    gift_id: number;
    gold: number;
    room_id: string;
    source: number;
  }>;
  snapshots: Array<{ room_num: string; remote_user_id: number | null; path: string; meta: string }>;
}

/** What a user left from inside calls (test API GET /dev/api/calls/records). */
export async function callRecords(userId: number): Promise<CallRecords> {
  const res = await fetch(`${BACKEND}/dev/api/calls/records?userId=${userId}`);
  const body = (await res.json()) as { code: number; data: CallRecords };
  if (body.code !== 200) throw new Error(`records ${userId}: ${body.code}`);
  return body.data;
}
