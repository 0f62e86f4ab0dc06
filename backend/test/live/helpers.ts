/**
 * The live tests' world: the real backend (SQLite, the realtime gateway on a real socket) with a
 * clock the test moves and the room clock stepped by the test (`env.tick()`), so schedules,
 * heartbeats and simulated audiences take no real time. Sessions and coins come from the test API,
 * lives from the live test API, requests are signed like the SDK's.
 */
import type { LivePlan } from '../../src/modules/live';
import { call, testClock, type Session } from '../helpers';
import { liveApp, type LiveApp } from '../security/helpers';

export const LIVE = '/live/live/audience';
export const TOURIST = '/live/live/tourists';
/** Seeded hosts outside every plan the tests use (the test API starts their lives). */
export const FIRST_TEST_HOST = 10020;
const LAST_TEST_HOST = 10047;

export interface Answer<T = Record<string, unknown>> {
  code: number;
  msg: string;
  data: T;
}

export interface LiveEnv extends LiveApp {
  clock: ReturnType<typeof testClock>;
  /** One step of the room clock at the test clock's time. */
  tick(): void;
  /** A signed request as the SDK sends it; the envelope. */
  api<T = Record<string, unknown>>(
    s: Session | null,
    path: string,
    o?: {
      method?: 'GET' | 'POST' | 'PUT';
      query?: Record<string, string | number>;
      body?: unknown;
      headers?: Record<string, string>;
    },
  ): Promise<Answer<T>>;
  /** A test API call (unsigned); throws unless it answers 200. */
  dev<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T>;
  /** A fresh user with `coins`, signed in. */
  viewer(coins?: number, name?: string): Promise<Session>;
  /** A live started by the test API, of `hostId` or else of a host no other test of this env used. */
  startLive(
    hostId?: number,
    viewerLimit?: number,
  ): Promise<{ liveStudioId: number; channelId: string; shareId: string; hostId: number }>;
  /** Join `channel` as `s` (answer envelope). */
  join(s: Session, channel: string): Promise<Answer>;
}

export async function liveEnv(
  o: { plan?: LivePlan; random?: () => number; at?: number; publicOrigin?: string } = {},
): Promise<LiveEnv> {
  const clock = testClock(o.at);
  const base = await liveApp({
    now: clock.now,
    live: { roomClock: false, plan: o.plan ?? [], ...(o.random ? { random: o.random } : {}) },
    ...(o.publicOrigin ? { publicOrigin: o.publicOrigin } : {}),
  });
  const dev = async <T>(path: string, body: unknown = {}) => {
    const res = await base.app.inject({
      method: 'POST',
      url: `/dev/api${path}`,
      payload: body as object,
    });
    const j = res.json() as Answer<T>;
    if (j.code !== 200) throw new Error(`${path}: ${res.body}`);
    return j.data;
  };
  let nextHost = FIRST_TEST_HOST;
  const freshHost = () => {
    if (nextHost > LAST_TEST_HOST) throw new Error('no seeded host left for another live');
    return nextHost++;
  };
  const env: LiveEnv = {
    ...base,
    clock,
    tick: () => base.app.services.live.tick(),
    async api(s, path, q = {}) {
      const res = await call(base.app, path, {
        session: s,
        method: q.method ?? (q.body === undefined ? 'GET' : 'POST'),
        query: q.query,
        body: q.body,
        headers: q.headers,
      });
      return res.json();
    },
    dev,
    async viewer(coins = 0, name = 'Live Viewer') {
      const s = await base.user(name);
      if (coins > 0) await dev('/ledger', { userId: s.userId, amount: coins, reason: 'test' });
      return s;
    },
    startLive: (hostId = freshHost(), viewerLimit) =>
      dev('/live/start', { hostId, ...(viewerLimit !== undefined ? { viewerLimit } : {}) }),
    join: (s, channel) =>
      env.api(s, `${LIVE}/joinLiveStudio`, {
        method: 'POST',
        query: { liveStudioChannelId: channel },
        body: { liveStudioChannelId: channel },
      }),
  };
  return env;
}
