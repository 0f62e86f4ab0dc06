/**
 * Contract-test harness: the REAL backend listening on 127.0.0.1 (port 0), the SDK's
 * REAL client in front of it over real HTTP (Node's global fetch), and between them a tiny
 * pass-through proxy that forwards every request unchanged unless a test asks it to alter the
 * real traffic (tamper a request, replay it, strip a response field).
 *
 * The SDK is imported file by file (not `shared-sdk`'s index: that pulls React, routes and the
 * realtime SDKs into a node-env test). In Node the SDK's cookie functions use an in-memory jar,
 * so `saveSession` / `setCookie('deviceId')` put the client in a signed-in state as a browser
 * would be after sign-in, and the session-code reactions really clear it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { configureApi } from '../../../shared-sdk/src/api/config';
import { resetSessionReactionDedupe } from '../../../shared-sdk/src/api/session-codes';
import { ApiError } from '../../../shared-sdk/src/api/types';
import { removeCookie, saveSession, setCookie } from '../../../shared-sdk/src/storage/cookies';

export const APP_ID = 'livcam-web';
export const APP_VERSION = '1.0.0';
export const DEMO_USER = 20001;
export const DEMO_USER_2 = 20002;

/** One request as it crosses the proxy; hooks may change any field before it is forwarded. */
export interface WireRequest {
  method: string;
  /** Path + query exactly as on the wire. */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string;
  /** The body bytes as received (multipart uploads are binary); forwarded while `body` is unchanged. */
  rawBody?: Buffer;
}

/** One response as it crosses the proxy back to the client. */
export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ProxyHooks {
  /** Alter the outgoing request (what the backend receives). */
  request?: (req: WireRequest) => void | Promise<void>;
  /** Send the same request this many extra times first; the client gets the LAST answer. */
  replays?: number;
  /** Alter the backend's answer (what the client receives). */
  response?: (res: WireResponse, req: WireRequest) => void;
}

export interface Exchange {
  /** What the client sent (before any hook). */
  sent: WireRequest;
  /** What the backend received (after the request hook). */
  forwarded: WireRequest;
  /** Every answer the backend gave, in order (more than one when replayed). */
  answers: WireResponse[];
}

export interface Proxy {
  base: string;
  /** Hooks for the next requests (cleared by `reset`). */
  hooks: ProxyHooks;
  /** Every exchange since the last reset. */
  log: Exchange[];
  last(): Exchange;
  reset(): void;
  close(): Promise<void>;
}

// Hop-by-hop and length headers are the transport's business, not the request's.
const DROP = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

function headerRecord(h: http.IncomingHttpHeaders | Headers): Record<string, string> {
  const out: Record<string, string> = {};
  if (h instanceof Headers) h.forEach((v, k) => (out[k.toLowerCase()] = v));
  else
    for (const [k, v] of Object.entries(h))
      if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

async function forward(target: string, req: WireRequest): Promise<WireResponse> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (!DROP.has(k)) headers[k] = v;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== '';
  const raw = req.rawBody && req.rawBody.toString('utf8') === req.body ? req.rawBody : undefined;
  const res = await fetch(target + req.url, {
    method: req.method,
    headers,
    ...(hasBody ? { body: raw ? new Uint8Array(raw) : req.body } : {}),
  });
  return { status: res.status, headers: headerRecord(res.headers), body: await res.text() };
}

/** A pass-through HTTP proxy to `target` (an origin like http://127.0.0.1:1234). */
export async function startProxy(target: string): Promise<Proxy> {
  const log: Exchange[] = [];
  const proxy: Proxy = {
    base: '',
    hooks: {},
    log,
    last() {
      const x = log[log.length - 1];
      if (!x) throw new Error('no request went through the proxy');
      return x;
    },
    reset() {
      proxy.hooks = {};
      log.length = 0;
    },
    close: async () => undefined,
  };
  const server = http.createServer((inReq, outRes) => {
    const chunks: Buffer[] = [];
    inReq.on('data', (c: Buffer) => chunks.push(c));
    inReq.on('end', () => {
      void (async () => {
        const sent: WireRequest = {
          method: inReq.method ?? 'GET',
          url: inReq.url ?? '/',
          headers: headerRecord(inReq.headers),
          body: Buffer.concat(chunks).toString('utf8'),
          rawBody: Buffer.concat(chunks),
        };
        const forwarded: WireRequest = { ...sent, headers: { ...sent.headers } };
        const hooks = proxy.hooks;
        await hooks.request?.(forwarded);
        const exchange: Exchange = { sent, forwarded, answers: [] };
        log.push(exchange);
        try {
          for (let i = 0; i <= (hooks.replays ?? 0); i++)
            exchange.answers.push(await forward(target, forwarded));
          const answer = exchange.answers[exchange.answers.length - 1] as WireResponse;
          const back: WireResponse = { ...answer, headers: { ...answer.headers } };
          hooks.response?.(back, forwarded);
          for (const [k, v] of Object.entries(back.headers))
            if (!DROP.has(k) && k !== 'content-encoding') outRes.setHeader(k, v);
          outRes.setHeader('content-length', Buffer.byteLength(back.body));
          outRes.writeHead(back.status);
          outRes.end(back.body);
        } catch (e) {
          outRes.writeHead(502, { 'content-type': 'text/plain' });
          outRes.end(`proxy error: ${e instanceof Error ? e.message : String(e)}`);
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return proxy;
}

export interface ContractEnv {
  app: FastifyInstance;
  /** The backend's own origin (test API calls go here directly, not through the proxy). */
  backend: string;
  proxy: Proxy;
  /**
   * Moves the backend's clock relative to real time (ms). +6 min on the server is the same
   * as a client clock 6 min behind: the client's real `Date.now()` timestamps become stale.
   */
  setServerSkew(ms: number): void;
  close(): Promise<void>;
}

/**
 * Starts the real backend (fresh data folder, test API on) and the proxy; configures the SDK.
 * `live`: the live module's options (e.g. an empty plan, so only the test's own lives exist).
 */
export async function startContractEnv(o: Pick<AppOptions, 'live'> = {}): Promise<ContractEnv> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-contract-'));
  let skew = 0;
  const app = await buildApp({ dataDir, allowTestApi: true, now: () => Date.now() + skew, ...o });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const backend = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const proxy = await startProxy(backend);
  configureClient(proxy.base);
  return {
    app,
    backend,
    proxy,
    setServerSkew: (ms) => void (skew = ms),
    close: async () => {
      await proxy.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The SDK configured as the host does at start-up; the public key is fetched from the API. */
export function configureClient(apiBase: string, now?: () => number): void {
  configureApi({
    apiBase,
    appId: APP_ID,
    version: APP_VERSION,
    isLivePage: () => false,
    ...(now ? { now } : {}),
  });
}

export interface DevSession {
  userId: number;
  loginToken: string;
  deviceId: string;
}

/** A test API call (`/dev/api/*`, unsigned); throws unless it answers 200. */
export async function devPost<T>(backend: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${backend}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const j = (await res.json()) as { code: number; data: T };
  if (j.code !== 200) throw new Error(`${path} failed: ${JSON.stringify(j)}`);
  return j.data;
}

/** The code a rejecting SDK call (call and match wrappers, spec 2 §8) rejects with; 200 if it resolves. */
export const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: unknown) => (e instanceof ApiError ? e.code : -1),
  );

/** `POST /dev/api/session`: a real login token (revokes the user's other tokens). */
export const devSession = (backend: string, userId: number, deviceId?: string) =>
  devPost<DevSession>(backend, '/dev/api/session', { userId, deviceId });

/** `POST /dev/api/session/expire`. */
export const devExpire = (backend: string, loginToken: string) =>
  devPost<{ expired: boolean }>(backend, '/dev/api/session/expire', { loginToken });

/** `POST /dev/api/users`: a fresh user. */
export const devUser = (backend: string, userName = 'Contract User') =>
  devPost<{ userId: number }>(backend, '/dev/api/users', { userName });

/** `POST /dev/api/ban`. */
export const devBan = (backend: string, body: Record<string, unknown>) =>
  devPost<unknown>(backend, '/dev/api/ban', body);

/** Puts the client's cookies where a browser's are after signing in on that device. */
export function signInClient(s: DevSession): void {
  setCookie('deviceId', s.deviceId);
  saveSession({ userId: s.userId, loginToken: s.loginToken });
  resetSessionReactionDedupe();
}

/** A visitor: no userId / loginToken cookies (the device id stays). */
export function signOutClient(): void {
  removeCookie('userId');
  removeCookie('loginToken');
}

/** Query parameters of a wire URL. */
export function queryOf(url: string): URLSearchParams {
  const q = url.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
}

/** The answer's `{code, ...}` envelope as the backend sent it (plain responses only). */
export function envelopeOf(res: WireResponse): { code: number; msg: string; data: unknown } {
  return JSON.parse(res.body) as { code: number; msg: string; data: unknown };
}

/** The `data` of a swallowing call's answer; throws (failing the test) when the call was refused. */
export function dataOf<T>(r: { ok: true; data: T } | { ok: false; code: number; msg: string }): T {
  if (!r.ok) throw new Error(`call failed: ${r.code} ${r.msg}`);
  return r.data;
}

/** The 6-digit code of the newest outbox message to `to` (the local SMS / e-mail stand-in). */
export function outboxCode(env: ContractEnv, to: string): string {
  const row = env.app.services.outbox.list({ to, limit: 1 })[0];
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
