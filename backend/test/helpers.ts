import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { BODY_DIGEST_HEADER, formSignatureBody, signRequest } from '../src/sdk';

/** A TCP port free on 127.0.0.1 right now (for tests that start the backend process). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A clock tests can move. */
export function testClock(start = Date.now()) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms), set: (ms: number) => (t = ms) };
}

const created: string[] = [];
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  created.push(dir);
  return dir;
}
// Runs after the suite's own afterAll hooks (registered earlier), once the apps are closed.
afterAll(() => {
  for (const dir of created.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export async function makeApp(opts: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({ dataDir: opts.dataDir ?? tempDir(), allowTestApi: true, ...opts });
}

export interface Session {
  userId: number;
  loginToken: string;
  deviceId: string;
}

let counter = 0;
export const nonce = () =>
  `n-${process.pid}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2)}`;

export interface SignedOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** JSON body (object) or raw text. */
  body?: unknown;
  session?: Partial<Session> | null;
  deviceId?: string;
  timestamp?: number;
  nonce?: string;
  headers?: Record<string, string>;
  /** A multipart upload: the SDK's formDigest of its parts, signed instead of a body text. */
  formDigest?: string;
  /** Change what is sent after signing (tamper tests). */
  tamper?: (req: {
    url: string;
    body: string | undefined;
    headers: Record<string, string>;
  }) => void;
}

/** Builds the request the SDK client sends: common params, timestamp, nonce, X-Sign (SDK's signRequest). */
export async function signedRequest(app: FastifyInstance, path: string, o: SignedOptions = {}) {
  const s = o.session ?? null;
  const deviceId = s?.deviceId ?? o.deviceId ?? 'test-device';
  const ts = o.timestamp ?? app.services.now();
  const n = o.nonce ?? nonce();
  const params = new URLSearchParams();
  const common: Record<string, string | number | undefined> = {
    appId: 'livcam-web',
    version: '1.0.0',
    platformType: 4,
    languageId: 1,
    deviceId,
    userId: s?.userId,
    ...o.query,
  };
  for (const [k, v] of Object.entries(common))
    if (v !== undefined && v !== '') params.set(k, String(v));
  params.set('timestamp', String(ts));
  params.set('nonce', n);
  const url = `${path}?${params.toString()}`;
  const body =
    o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
  const loginToken = s?.loginToken ?? '';
  const sign = await signRequest({
    url,
    loginToken,
    deviceId,
    nonce: n,
    timestamp: ts,
    userId: s?.userId ? String(s.userId) : '',
    body: o.formDigest !== undefined ? formSignatureBody(o.formDigest) : body,
  });
  const headers: Record<string, string> = { 'x-sign': sign, ...o.headers };
  if (o.formDigest !== undefined) headers[BODY_DIGEST_HEADER.toLowerCase()] = o.formDigest;
  if (loginToken) headers['x-login-token'] = loginToken;
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const req = { url, body, headers };
  o.tamper?.(req);
  return { method: o.method ?? (body === undefined ? 'GET' : 'POST'), ...req } as const;
}

export async function call(
  app: FastifyInstance,
  path: string,
  o: SignedOptions = {},
): Promise<LightMyRequestResponse> {
  const r = await signedRequest(app, path, o);
  return app.inject({ method: r.method, url: r.url, payload: r.body, headers: r.headers });
}

export async function login(
  app: FastifyInstance,
  userId: number,
  deviceId?: string,
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/dev/api/session',
    payload: { userId, deviceId },
  });
  const j = res.json();
  if (j.code !== 200) throw new Error(`login failed: ${res.body}`);
  return j.data as Session;
}

export const DEMO_USER = 20001;
