import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { BACKEND, devApi, type TestSession } from './session';
import { befriend, signedApi } from './chat-store';
import { newPerson, type Person } from './friends';

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

/** The seeded hosts who are always live (backend live README "Lifecycle and schedule"). */
export const ALWAYS_LIVE_HOSTS = [10001, 10002, 10003, 10004];
/** LivCam's row asks again every 30 s (LIVE_HOSTS_REFRESH_MS): a wait for a card covers one. */
const ROW_WAIT_MS = 45_000;

/** The living lives (the most watched first), as `s` is offered them. */
async function livingLives(s: TestSession) {
  const r = await signedApi<{
    list: Array<{ id: number; hostId: number; channelId: string; name: string }>;
  }>(s, 'GET', '/live/live/audience/listRecommendLiveStudios', undefined, {
    audienceId: s.userId,
    pageSize: 20,
  });
  if (r.code !== 200) throw new Error(`listRecommend ${r.code} ${r.msg}`);
  return r.data.list;
}

/**
 * Enters a live from a card on LivCam's "Popular live" row: an always-live host's (the rotating
 * hosts' lives end within minutes, on their own); answers the host's name.
 */
export async function enterFromRow(p: Person): Promise<string> {
  const names = (await livingLives(p.session))
    .filter((l) => ALWAYS_LIVE_HOSTS.includes(l.hostId))
    .map((l) => escape(l.name));
  await p.page.goto('/');
  const card = p.page
    .getByRole('region', { name: 'Popular live' })
    .getByRole('button', { name: new RegExp(`^Watch (${names.join('|')})'s live`) })
    .first();
  await expect(card).toBeVisible({ timeout: ROW_WAIT_MS });
  const label = (await card.getAttribute('aria-label')) ?? '';
  const name = /^Watch (.+)'s live/.exec(label)?.[1];
  if (!name) throw new Error(`no host name in "${label}"`);
  await card.click();
  await expect(liveRoom(p.page, name)).toBeVisible({ timeout: 30_000 });
  return name;
}

/**
 * Enters `host`'s live as a person looking for it by name: on LivCam's row (the 4 most watched),
 * else on the wall's row (5), else with the badge in the chat with the host (as a friend).
 */
export async function enterByName(p: Person, host: string): Promise<void> {
  const { page } = p;
  const card = (where: Locator) =>
    where.getByRole('button', { name: new RegExp(`^Watch ${escape(host)}'s live`) });
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Popular live' });
  await expect(row.getByRole('button', { name: /^Watch / }).first()).toBeVisible({
    timeout: 30_000,
  });
  if ((await card(row).count()) > 0) await card(row).click();
  else {
    await page.goto('/wall');
    const wall = page.getByRole('region', { name: 'Live now' });
    await expect(wall.getByRole('button', { name: /^Watch / }).first()).toBeVisible({
      timeout: 30_000,
    });
    if ((await card(wall).count()) > 0) await card(wall).click();
    else {
      const live = (await livingLives(p.session)).find((l) => l.name === host);
      if (!live) throw new Error(`${host} is not live`);
      await enterAsFriend(page, p.userId, live.hostId);
    }
  }
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

/** The living live of the host the app names `hostName`. */
export async function livingLiveOf(s: TestSession, hostName: string): Promise<LiveBrief> {
  const live = (await livingLives(s)).find((l) => l.name === hostName);
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

/**
 * Two new viewers in one seeded live: A (a phone, `coinsA` coins) enters from LivCam's row, B (a
 * desktop) finds the same live by its host's name; both see moving video.
 */
export async function twoViewersInOneLive(
  browser: Browser,
  baseURL: string,
  names: [string, string],
  coinsA: number,
): Promise<{ a: Person; b: Person; host: string; roomA: Locator; roomB: Locator }> {
  const a = await newPerson(browser, baseURL, names[0], coinsA);
  const b = await newPerson(browser, baseURL, names[1], 0, DESKTOP);
  try {
    const host = await enterFromRow(a);
    await expectFramesAdvance(a.page);
    await enterByName(b, host);
    await expectFramesAdvance(b.page);
    return { a, b, host, roomA: liveRoom(a.page, host), roomB: liveRoom(b.page, host) };
  } catch (e) {
    await Promise.all([a.context.close(), b.context.close()]);
    throw e;
  }
}

/** Opens the gift panel and picks its `nth` gift; answers the panel, the gift's name and price. */
export async function pickGift(page: Page, room: Locator, nth = 0) {
  await room.getByRole('button', { name: 'Send a gift' }).click();
  const panel = page.getByRole('dialog', { name: 'Send a gift' });
  const tile = panel.getByRole('button', { name: /, \d+ coins$/ }).nth(nth);
  await expect(tile).toBeVisible();
  const [, name, price] = /^(.+), (\d+) coins$/.exec((await tile.getAttribute('aria-label'))!)!;
  await tile.click();
  return {
    panel,
    name: name!,
    price: Number(price),
    send: panel.getByRole('button', { name: `Send ${name}` }),
  };
}

/**
 * Enters a living host's live the way a friend does: made friends through the test API, the
 * "Watch …'s live" badge in the chat with them. Answers the host's name.
 */
export async function enterAsFriend(page: Page, userId: number, hostId: number): Promise<string> {
  await befriend(userId, hostId);
  await page.goto(`/message/session/${hostId}`);
  const watch = page
    .getByRole('region', { name: /^Chat with / })
    .getByRole('button', { name: /^Watch .+'s live$/ });
  const host = /^Watch (.+)'s live$/.exec((await watch.getAttribute('aria-label'))!)![1]!;
  await watch.click();
  await expect(liveRoom(page, host)).toBeVisible({ timeout: 30_000 });
  await expectFramesAdvance(page);
  return host;
}
