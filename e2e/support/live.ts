import { expect, type Locator, type Page } from '@playwright/test';
import { BACKEND, devApi, type TestSession } from './session';
import { signedApi } from './chat-store';

/**
 * Live room e2e helpers: the room found by role and visible text as a person sees it, the test
 * API's host and moderation actions (backend live README "Test API"), and the server's word on
 * coins (the balance through the signed API, the user's ledger through the test API).
 */

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 860 };

/** The full-screen room of `host` (any host when not given). */
export const liveRoom = (page: Page, host?: string) =>
  page.getByRole('dialog', { name: host ? `Live of ${host}` : /^Live of / });

/** The host's name in the room's header. */
export const roomHost = (room: Locator) => room.getByRole('heading', { level: 2 }).first();

/** The live chat's lines. */
export const chatLines = (room: Locator) =>
  room.getByRole('list', { name: 'Live chat' }).getByRole('listitem');

/** Enters the live of a card on LivCam's "Popular live" row; answers the host's name. */
export async function enterFromRow(page: Page, host?: string): Promise<string> {
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Popular live' });
  const card = host
    ? row.getByRole('button', { name: new RegExp(`^Watch ${escape(host)}'s live`) })
    : row.getByRole('button', { name: /^Watch / }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const label = (await card.getAttribute('aria-label')) ?? (await card.innerText());
  const name = /^Watch (.+)'s live/.exec(label)?.[1];
  if (!name) throw new Error(`no host name in "${label}"`);
  await card.click();
  await expect(liveRoom(page, name)).toBeVisible({ timeout: 30_000 });
  return name;
}

/**
 * Enters `host`'s live as a person looking for it by name: on LivCam's row (the 4 most watched),
 * else on the wall's row (5).
 */
export async function enterByName(page: Page, host: string): Promise<void> {
  await page.goto('/');
  const card = (where: Locator) =>
    where.getByRole('button', { name: new RegExp(`^Watch ${escape(host)}'s live`) });
  const row = page.getByRole('region', { name: 'Popular live' });
  await expect(row.getByRole('button', { name: /^Watch / }).first()).toBeVisible({
    timeout: 30_000,
  });
  if ((await card(row).count()) === 0) {
    await page.goto('/wall');
    await card(page.getByRole('region', { name: 'Live now' })).click();
  } else await card(row).click();
  await expect(liveRoom(page, host)).toBeVisible({ timeout: 30_000 });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The room's video presents new frames: `frames` new frames (requestVideoFrameCallback) and its
 * currentTime grows. Not a frame rate: a loaded machine presents fewer frames a second.
 */
export async function expectFramesAdvance(page: Page, frames = 5, timeout = 30_000) {
  const video = page.getByTestId('live-video');
  await expect(video).toBeVisible({ timeout });
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout })
    .toBeGreaterThan(0);
  const result = await video.evaluate(
    (el, { wanted, waitMs }) =>
      new Promise<{ frames: number; advanced: number }>((done) => {
        const v = el as HTMLVideoElement;
        const t0 = v.currentTime;
        let n = 0;
        const finish = () => done({ frames: n, advanced: v.currentTime - t0 });
        const timer = setTimeout(finish, waitMs);
        const count = () => {
          n++;
          if (n >= wanted && v.currentTime > t0) {
            clearTimeout(timer);
            finish();
          } else v.requestVideoFrameCallback(count);
        };
        v.requestVideoFrameCallback(count);
      }),
    { wanted: frames, waitMs: timeout },
  );
  expect(result.frames, 'new video frames presented').toBeGreaterThanOrEqual(frames);
  expect(result.advanced, "the video's currentTime grew").toBeGreaterThan(0);
}

/** The live a host is on now (the test API's start answers the live already on). */
export interface LiveBrief {
  liveStudioId: number;
  channelId: string;
  hostId: number;
  living: boolean;
}

export const liveTestApi = {
  start: (hostId: number) => devApi<LiveBrief>('/dev/api/live/start', { hostId }),
  end: (liveStudioId: number) => devApi<LiveBrief>('/dev/api/live/end', { liveStudioId }),
  mute: (liveStudioId: number, userId: number, muted: boolean) =>
    devApi('/dev/api/live/mute', { liveStudioId, userId, muted }),
  kick: (liveStudioId: number, userId: number, leftType: 11 | 12) =>
    devApi('/dev/api/live/kick', { liveStudioId, userId, leftType }),
  restartGateway: () => devApi('/dev/api/realtime/restart', {}),
};

/** The seeded host's id by the name the app shows (the living lives' list, signed as `s`). */
export async function livingLiveOf(s: TestSession, hostName: string): Promise<LiveBrief> {
  const r = await signedApi<{
    list: Array<{ id: number; hostId: number; channelId: string; name: string }>;
  }>(s, 'GET', '/live/live/audience/listRecommendLiveStudios', undefined, {
    audienceId: s.userId,
    pageSize: 20,
  });
  if (r.code !== 200) throw new Error(`listRecommend ${r.code} ${r.msg}`);
  const live = r.data.list.find((l) => l.name === hostName);
  if (!live) throw new Error(`${hostName} is not live`);
  return { liveStudioId: live.id, channelId: live.channelId, hostId: live.hostId, living: true };
}

export interface LedgerEntry {
  amount: number;
  balanceAfter: number;
  reason: string;
  idempotencyKey: string;
}

/** The user's ledger entries, newest first (test API). */
export async function ledgerOf(userId: number): Promise<LedgerEntry[]> {
  const res = await fetch(`${BACKEND}/dev/api/ledger?userId=${userId}`);
  const body = (await res.json()) as { code: number; data: { list: LedgerEntry[] } };
  if (body.code !== 200) throw new Error(`ledger ${body.code}`);
  return body.data.list;
}
