/**
 * Malformed and deeply nested JSON to every registered HTTP route and to
 * every gateway frame type. Routes are enumerated from the running app (app.routeTable, filled
 * by an onRoute hook before any module registers), so routes other modules add later are fuzzed
 * without their authors doing anything. Passes when no answer was a 5xx, no socket was dropped
 * by a server fault, nothing was polluted, and /health still answers.
 */
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { login, signedRequest, type Session } from '../helpers';
import { TestClient } from '../realtime/helpers';
import { liveApp, type LiveApp } from './helpers';

jest.setTimeout(180_000);

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

/** Body texts sent to every route (with the content type each one claims). */
const BODIES: Array<{ name: string; type: string; body: string }> = [
  { name: 'malformed', type: 'application/json', body: '{"a":' },
  { name: 'deep-array-5000', type: 'application/json', body: deep(5000) },
  { name: 'deep-object-40', type: 'application/json', body: deepObject(40) },
  { name: 'deep-in-field', type: 'application/json', body: `{"userId":1,"email":${deep(3000)}}` },
  {
    name: 'wrong-types',
    type: 'application/json',
    body: JSON.stringify({
      userId: { $gt: 1 },
      email: ['a@b.c'],
      countryCode: true,
      password: 12,
      headImg: { url: 'x' },
      interestIds: 'all',
      openedPlayWays: [{}],
      amount: 1e308,
      hours: -1,
    }),
  },
  {
    name: 'prototype-keys',
    type: 'application/json',
    body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  },
  {
    name: 'huge-string',
    type: 'application/json',
    body: JSON.stringify({ userName: 'x'.repeat(300_000) }),
  },
  {
    name: 'too-large',
    type: 'application/json',
    body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
  },
  { name: 'empty-object', type: 'application/json', body: '{}' },
  {
    // Plausible values for the common fields, so handlers run past schema validation.
    name: 'plausible',
    type: 'application/json',
    body: JSON.stringify({
      email: 'fuzz@example.test',
      userAccount: 'fuzz@example.test',
      threePartyEmail: 'fuzz@example.test',
      countryCode: '44',
      mobileNo: '7700900000',
      phoneNumber: '7700900000',
      threePartyId: 'x',
      password: 'secret1!',
      userId: 1,
      accessToken: 'standin.a.b',
      loginType: 1,
      complementInfoKey: 'k',
      cert: 'c',
      nickname: 'Fuzz',
      userName: 'Fuzz',
      gender: 1,
      birthday: '1990-01-01',
      headImg: '/assets/users/default.svg',
      type: 'reset',
      agreeButton: 1,
      protocolType: 3,
      amount: 5,
      target: '+447700900000',
      openedPlayWays: [],
      status: 2,
    }),
  },
  { name: 'top-array', type: 'application/json', body: '[1,2,3]' },
  { name: 'top-null', type: 'application/json', body: 'null' },
  { name: 'top-number', type: 'application/json', body: '42' },
  { name: 'top-string', type: 'application/json', body: '"str"' },
  { name: 'bad-utf8', type: 'application/json', body: '{"a":"\udc00\ud800"}' },
  { name: 'text-deep', type: 'text/plain', body: deep(5000) },
  { name: 'text-garbage', type: 'text/plain', body: '\u0000\u0001not json' },
  {
    name: 'form',
    type: 'application/x-www-form-urlencoded',
    body: 'a=1&a=2&b[c][d]=%ff&__proto__=x',
  },
  { name: 'unknown-type', type: 'application/x-evil', body: '<<<>>>' },
];

const QUERIES = [
  'searchUserId=abc&userId=-1&countryCode=%ff&limit=1e9',
  'searchUserId[]=1&searchUserId[]=2&email=a%00b&protocolType=99999999999999999999',
  `deep=${'['.repeat(2000)}&__proto__=x&constructor=y`,
];

const PARAM_VALUES = ['x', '..%2f..%2fetc%2fpasswd', '%00', '99999999999999999999', 'google'];

function concretePaths(url: string): string[] {
  if (!url.includes(':') && !url.includes('*')) return [url];
  return PARAM_VALUES.map((v) => url.replace(/:[^/]+/g, v).replace(/\*/g, `a/${v}`));
}

let env: LiveApp;
let session: Session;
const statusCounts: Record<string, number> = {};
let requests = 0;
const fiveXX: string[] = [];

beforeAll(async () => {
  env = await liveApp();
  session = await env.user('Fuzz Target');
});
afterAll(async () => {
  await env.close();
  console.info(
    `fuzz: ${requests} HTTP requests to ${new Set(env.app.routeTable.map((r) => `${r.method} ${r.url}`)).size} routes, ` +
      `statuses ${JSON.stringify(statusCounts)}, 5xx: ${fiveXX.length}; ${frames} gateway frames, ` +
      `error replies ${JSON.stringify(frameErrors)}, sockets closed by a fault: ${faultCloses}`,
  );
});

async function send(
  app: FastifyInstance,
  method: string,
  url: string,
  body: string | undefined,
  type: string,
  signed: boolean,
) {
  let req: { url: string; body?: string; headers: Record<string, string> } = {
    url,
    body,
    headers: body !== undefined ? { 'content-type': type } : {},
  };
  if (signed) {
    // A valid session and signature, so the body reaches schema validation and the handler.
    const [path, query] = url.split('?');
    const q = Object.fromEntries(new URLSearchParams(query ?? ''));
    const r = await signedRequest(app, path as string, { session, body, query: q });
    req = {
      url: r.url,
      body: r.body,
      headers: { ...r.headers, ...(body !== undefined ? { 'content-type': type } : {}) },
    };
  }
  const res = await app.inject({
    method: method as 'GET',
    url: req.url,
    payload: req.body,
    headers: req.headers,
  });
  requests++;
  statusCounts[res.statusCode] = (statusCounts[res.statusCode] ?? 0) + 1;
  if (res.statusCode >= 500)
    fiveXX.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  // Sessions that a route ended (logout) are renewed so later routes see a signed-in caller.
  let code: unknown;
  try {
    code = (JSON.parse(res.body) as { code?: unknown }).code;
  } catch {
    code = null; // HTML pages (outbox, stand-in) and assets
  }
  // The delete-account route may have removed the user (10101 then): fuzz on with a new one.
  if (signed && (code === 401 || code === 412 || code === 10023 || code === 10101))
    session = await login(app, session.userId).catch(() => env.user('Fuzz Target'));
}

test('every registered HTTP route: malformed, deep, wrongly typed bodies and queries → never a 5xx', async () => {
  const routes = env.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
  expect(routes.length).toBeGreaterThan(40);
  for (const { method, url } of routes) {
    for (const path of concretePaths(url)) {
      const hasBody = !['GET', 'DELETE'].includes(method);
      for (const signed of [true, false]) {
        for (const q of QUERIES) await send(env.app, method, `${path}?${q}`, undefined, '', signed);
        if (!hasBody) continue;
        for (const b of BODIES) await send(env.app, method, path, b.body, b.type, signed);
      }
    }
  }
  expect(fiveXX).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((await fetch(`${env.base}/health`)).status).toBe(200);
});

// ---- gateway ----
let frames = 0;
let faultCloses = 0;
const frameErrors: Record<string, number> = {};

const FRAME_TYPES = [
  'auth',
  'peer',
  'sub',
  'unsub',
  'pub',
  'signal',
  'presence',
  'ack',
  'ping',
  'nope',
];
function framesFor(type: string, to: string): string[] {
  return [
    `{"type":"${type}",`, // malformed
    `{"type":"${type}","cid":"c","to":"${to}","channel":"inbox:${to}","payload":${deep(5000)}}`,
    `{"type":"${type}","cid":"c","to":"${to}","channel":"inbox:${to}","payload":${deepObject(40)}}`,
    `{"type":"${type}","cid":${deep(100)},"to":${deep(100)},"channel":${deep(100)},"users":${deep(100)},"id":${deep(100)}}`,
    JSON.stringify({
      type,
      cid: 5,
      to: { x: 1 },
      channel: ['a'],
      users: 'all',
      id: 'x',
      token: 7,
      payload: null,
    }),
    JSON.stringify({ type, cid: 'c', to: '', channel: '', users: Array(500).fill('1'), id: -1 }),
    JSON.stringify({ type, cid: 'x'.repeat(100), to: 'x'.repeat(100), channel: 'y'.repeat(300) }),
    JSON.stringify({ type, to: to, payload: 'z'.repeat(70 * 1024) }),
    `{"type":"${type}","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`,
    'null',
    '[]',
    '"str"',
    '\u0000\uffff',
  ];
}

test('every gateway frame type: malformed, deep, wrongly typed → error frames, the process stays up', async () => {
  const other = await env.user('Fuzz Peer');
  const otherSocket = await env.connect(other);
  for (const type of FRAME_TYPES) {
    const s = await env.user(`Fuzz ${type}`);
    let c: TestClient = await env.connect(s);
    for (const raw of framesFor(type, String(other.userId))) {
      if (c.closeCode !== null) c = await env.connect(s);
      c.ws.send(raw);
      frames++;
      // A ping after each frame: its pong proves the socket still works.
      const cid = `p${frames}`;
      c.send({ type: 'ping', cid });
      const pong = await Promise.race([
        c.next((f) => f.type === 'pong' && f.ref === cid, 3000).then(() => 'pong'),
        c.closed.then((code) => `closed:${code}`),
      ]).catch(() => 'timeout');
      for (const f of c.frames.splice(0))
        if (f.type === 'error')
          frameErrors[String(f.code)] = (frameErrors[String(f.code)] ?? 0) + 1;
      if (pong === 'closed:1011') faultCloses++;
      expect({ type, raw: raw.slice(0, 60), pong }).toEqual({
        type,
        raw: raw.slice(0, 60),
        pong: 'pong',
      });
    }
    // Binary frames too.
    c.ws.send(Buffer.from([0, 1, 2, 3]));
    frames++;
    c.send({ type: 'ping', cid: 'bin' });
    await c.next((f) => f.type === 'pong' && f.ref === 'bin');
  }
  // Before authentication: any of these as a first frame just closes that socket.
  for (const raw of framesFor('auth', '1').concat(framesFor('peer', '1'))) {
    const c = await TestClient.open(env.wsUrl);
    c.ws.send(raw);
    frames++;
    const code = await c.closed;
    expect([4001, 4003]).toContain(code);
  }
  // A frame larger than the hard limit: the socket is closed by ws (1009), nothing else.
  const big = await env.connect(await env.user('Fuzz big'));
  big.ws.send('x'.repeat(2 * 1024 * 1024));
  frames++;
  expect(await big.closed).toBe(1009);

  expect(faultCloses).toBe(0);
  expect(otherSocket.closeCode).toBeNull();
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((await fetch(`${env.base}/health`)).status).toBe(200);
  const ws = new WebSocket(env.wsUrl);
  await new Promise((r) => ws.once('open', r));
  ws.terminate();
});
