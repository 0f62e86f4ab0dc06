/* eslint-disable @typescript-eslint/no-explicit-any -- call tests read pushes and envelopes loosely, field by field; the shapes are checked by the assertions */
/**
 * Call tests: the real backend listening on port 0 (app.inject for signed HTTP, real `ws`
 * clients for the 1050 pushes), a clock the test moves, and users made through the test API.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../src/app';
import { call, login, makeApp, testClock, type Session } from '../helpers';
import { sessionRealtimeToken } from '../realtime/session-token';
import { TestClient, type Frame } from '../realtime/helpers';

export interface Party extends Session {
  rt: TestClient;
}

export interface CallEnv {
  app: FastifyInstance;
  clock: ReturnType<typeof testClock>;
  wsUrl: string;
  base: string;
  /** A new signed-in user with `coins`, connected to the realtime gateway. */
  user(opts?: { coins?: number; gender?: 1 | 2; name?: string; payStatus?: 0 | 1 }): Promise<Party>;
  /** A seeded host signed in and connected (to act as the host by hand). */
  host(hostId: number): Promise<Party>;
  /** Signed POST/GET on a party's session; answers the parsed envelope. */
  post<T = any>(
    p: Session,
    path: string,
    body?: unknown,
    query?: Record<string, string | number>,
  ): Promise<Env<T>>;
  get<T = any>(p: Session, path: string, query?: Record<string, string | number>): Promise<Env<T>>;
  dev<T = any>(path: string, body?: unknown): Promise<Env<T>>;
  balance(userId: number): number;
  /** The server's clock: move it and run the sweep. */
  advance(ms: number): void;
  close(): Promise<void>;
}

export interface Env<T> {
  code: number;
  msg: string;
  data: T;
}

/** `extend` wires more onto the app before it listens (e.g. the lives' media, test/livemedia). */
export async function startCallEnv(
  opts: Partial<Pick<AppOptions, 'extend' | 'dataDir' | 'live' | 'pushService'>> = {},
): Promise<CallEnv> {
  const clock = testClock();
  const app = await makeApp({ now: clock.now, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const wsUrl = `ws://127.0.0.1:${port}/rtm`;
  const clients: TestClient[] = [];
  const connect = async (userId: number) => {
    const rt = await TestClient.connect(wsUrl, sessionRealtimeToken(app, userId));
    clients.push(rt);
    return rt;
  };
  const dev = async (path: string, body?: unknown) => {
    const res = await app.inject({ method: 'POST', url: path, payload: (body ?? {}) as object });
    return res.json();
  };
  let n = 0;
  const env: CallEnv = {
    app,
    clock,
    wsUrl,
    base: `http://127.0.0.1:${port}`,
    async user(o = {}) {
      const { data } = await dev('/dev/api/users', {
        userName: o.name ?? `Caller ${++n}`,
        gender: o.gender ?? 1,
      });
      const userId = data.userId as number;
      if (o.coins)
        await dev('/dev/api/ledger', { userId, amount: o.coins, idempotencyKey: `seed-${userId}` });
      if (o.payStatus) await dev('/dev/api/users/pay-status', { userId, payStatus: o.payStatus });
      const s = await login(app, userId);
      return { ...s, rt: await connect(userId) };
    },
    async host(hostId) {
      const s = await login(app, hostId);
      return { ...s, rt: await connect(hostId) };
    },
    async post(p, path, body = {}, query) {
      return (await call(app, path, { session: p, body, query, method: 'POST' })).json();
    },
    async get(p, path, query) {
      return (await call(app, path, { session: p, query })).json();
    },
    dev,
    balance: (userId) => app.services.ledger.balance(userId) ?? 0,
    advance(ms) {
      clock.advance(ms);
      app.services.calls.sweep();
      app.services.matches.sweep();
    },
    async close() {
      for (const c of clients) await c.close().catch(() => undefined);
      await app.close();
    },
  };
  return env;
}

/** The 1050 pushes a client received (payloads), optionally of one action. */
export function callPushes(c: TestClient, action?: number): Array<Record<string, any>> {
  return c
    .of('push')
    .map((f) => f.payload as Record<string, any>)
    .filter((p) => p?.bizType === 1050 && (action === undefined || p.action === action));
}

/** Waits for a 1050 push with this action (and room). */
export async function nextCallPush(
  c: TestClient,
  action: number,
  roomNum?: string,
): Promise<Record<string, any>> {
  const f: Frame = await c.next((x) => {
    const p = x.payload as Record<string, any> | undefined;
    return (
      x.type === 'push' &&
      p?.bizType === 1050 &&
      p.action === action &&
      (!roomNum || p.roomNum === roomNum)
    );
  });
  return f.payload as Record<string, any>;
}

/**
 * What a seeded host's media peer does when its first video frame goes out: the server starts
 * the room (for tests that answer for the host by hand, without its peer).
 */
export const hostMediaStarted = (env: CallEnv, roomNum: string) =>
  env.app.services.calls.serverMove(roomNum, 'mediaStart');

/** Hosts pinned online, answering by hand (the seeded peer not involved): a fresh host per test. */
export const pinHost = (env: CallEnv, hostId: number, patch: Record<string, unknown> = {}) =>
  env.dev('/dev/api/hosts/behaviour', { hostId, status: 2, answer: 'ignore', ...patch });
