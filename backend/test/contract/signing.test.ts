/**
 * Contract: the SDK's real client against the real backend over HTTP — signed
 * requests are accepted; a tampered URL, body, token or signature is refused (40002); a
 * replayed nonce is refused (40004); a stale timestamp is refused (40003).
 */
import { configApi } from '../../../shared-sdk/src/api/modules/config';
import { statusApi } from '../../../shared-sdk/src/api/modules/status';
import { userApi } from '../../../shared-sdk/src/api/modules/user';
import { sessionEvents, type SessionReaction } from '../../../shared-sdk/src/api/session-codes';
import { readSession } from '../../../shared-sdk/src/storage/cookies';
import { Codes } from '../../src/codes';
import { TIMESTAMP_WINDOW_MS } from '../../src/constants';
import {
  APP_ID,
  APP_VERSION,
  configureClient,
  DEMO_USER,
  devSession,
  envelopeOf,
  queryOf,
  signInClient,
  signOutClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from './harness';

let env: ContractEnv;
let session: DevSession;
let warn: jest.SpyInstance;
let events: SessionReaction[];
let unsubscribe: () => void;

beforeAll(async () => {
  env = await startContractEnv();
  session = await devSession(env.backend, DEMO_USER, 'contract-signing-device');
});
afterAll(() => env.close());
beforeEach(() => {
  env.proxy.reset();
  env.setServerSkew(0);
  signInClient(session);
  events = [];
  unsubscribe = sessionEvents.subscribe((r) => events.push(r));
  // The client warns once per failing method+path+code; expected failures are the point here.
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unsubscribe();
  warn.mockRestore();
});

describe('signed requests are accepted', () => {
  test('public call as a visitor (no userId, no token): configApi.getPlayWays', async () => {
    signOutClient();
    const r = await configApi.getPlayWays();
    expect(r).toMatchObject({ ok: true, code: 200 });
    expect(r.data?.openedPlayWays.map((p) => p.name)).toEqual(
      expect.arrayContaining(['LIVCAM', 'LIVE']),
    );
    const wire = env.proxy.last().sent;
    const q = queryOf(wire.url);
    expect(q.get('userId')).toBeNull();
    expect(wire.headers['x-login-token']).toBeUndefined();
    expect(wire.headers['x-sign']).toMatch(/^[0-9a-f]{64}$/);
  });

  test('public call signed in: statusApi.getBatch', async () => {
    const r = await statusApi.getBatch([10001, 'x', DEMO_USER]);
    expect(r.ok).toBe(true);
    expect(r.data?.map((e) => e.userId)).toEqual([10001, 0, DEMO_USER]);
  });

  test('login-only call: userApi.getUserInfo (own and another user)', async () => {
    const own = await userApi.getUserInfo();
    expect(own).toMatchObject({ ok: true, code: 200, data: { id: DEMO_USER } });
    const other = await userApi.getUserInfo(10001);
    expect(other).toMatchObject({ ok: true, data: { id: 10001, goldNum: 0 } });

    // What travelled: the common parameters, timestamp + nonce in the query, the token only
    // in its header, and the backend answered 200 to exactly that.
    const wire = env.proxy.last().sent;
    const q = queryOf(wire.url);
    expect(Object.fromEntries(q)).toMatchObject({
      appId: APP_ID,
      version: APP_VERSION,
      platformType: '4',
      languageId: '1',
      deviceId: session.deviceId,
      userId: String(DEMO_USER),
      searchUserId: '10001',
    });
    expect(q.get('timestamp')).toMatch(/^\d{13}$/);
    expect(q.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(wire.headers['x-login-token']).toBe(session.loginToken);
    expect(wire.url).not.toContain(session.loginToken);
  });

  test('signed JSON body: statusApi.heartbeat is recorded (batch then shows online)', async () => {
    expect(await statusApi.heartbeat(2)).toMatchObject({ ok: true, code: 200 });
    expect(env.proxy.last().sent.body).toBe('{"status":2,"type":0}');
    const batch = await statusApi.getBatch([DEMO_USER]);
    expect(batch.data).toEqual([{ userId: DEMO_USER, status: 2 }]);
  });

  test('every request carries a fresh nonce', async () => {
    await Promise.all([userApi.getUserInfo(), userApi.getUserInfo(), configApi.getPlayWays()]);
    const nonces = env.proxy.log.map((x) => queryOf(x.sent.url).get('nonce'));
    expect(new Set(nonces).size).toBe(3);
    expect(env.proxy.log.every((x) => envelopeOf(x.answers[0]!).code === 200)).toBe(true);
  });
});

describe('tampering in transit is refused with 40002 (bad signature)', () => {
  async function expectRefused(call: () => Promise<{ ok: boolean; code: number }>) {
    const r = await call();
    expect(r).toMatchObject({ ok: false, code: Codes.BAD_SIGNATURE });
    const x = env.proxy.last();
    expect(x.answers).toHaveLength(1);
    expect(x.answers[0]!.status).toBe(200);
    expect(envelopeOf(x.answers[0]!).code).toBe(Codes.BAD_SIGNATURE);
    // Not a session code: the client keeps its session and emits nothing.
    expect(readSession()).toEqual({ userId: String(DEMO_USER), loginToken: session.loginToken });
    expect(events).toEqual([]);
  }

  test('a changed query parameter (URL)', async () => {
    env.proxy.hooks.request = (req) => {
      req.url = req.url.replace('searchUserId=10001', 'searchUserId=10002');
    };
    await expectRefused(() => userApi.getUserInfo(10001));
    expect(env.proxy.last().forwarded.url).toContain('searchUserId=10002');
  });

  test('an added query parameter (URL)', async () => {
    env.proxy.hooks.request = (req) => void (req.url += '&searchUserId=10002');
    await expectRefused(() => userApi.getUserInfo());
  });

  test('a changed body', async () => {
    env.proxy.hooks.request = (req) => {
      req.body = req.body.replace('"status":2', '"status":1');
    };
    await expectRefused(() => statusApi.heartbeat(2));
    expect(env.proxy.last().forwarded.body).toBe('{"status":1,"type":0}');
  });

  test('a changed X-Login-Token header', async () => {
    const other = await devSession(env.backend, 10001, 'contract-other-device');
    env.proxy.hooks.request = (req) => void (req.headers['x-login-token'] = other.loginToken);
    await expectRefused(() => userApi.getUserInfo());
  });

  test('a removed X-Login-Token header', async () => {
    env.proxy.hooks.request = (req) => void delete req.headers['x-login-token'];
    await expectRefused(() => userApi.getUserInfo());
  });

  test('a changed X-Sign header', async () => {
    env.proxy.hooks.request = (req) => {
      const s = req.headers['x-sign'] ?? '';
      req.headers['x-sign'] = (s[0] === '0' ? '1' : '0') + s.slice(1);
    };
    await expectRefused(() => userApi.getUserInfo());
  });

  test('a tampered request does not use up its nonce: the untouched request then passes', async () => {
    env.proxy.hooks.request = (req) => void (req.headers['x-sign'] = '0'.repeat(64));
    await expectRefused(() => userApi.getUserInfo());
    const original = env.proxy.last().sent;
    const res = await fetch(env.backend + original.url, { headers: original.headers });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  });

  test('a missing X-Sign header is 40001 (missing common parameter)', async () => {
    env.proxy.hooks.request = (req) => void delete req.headers['x-sign'];
    const r = await userApi.getUserInfo();
    expect(r).toMatchObject({ ok: false, code: Codes.MISSING_COMMON_PARAMS });
    expect(r.msg).toContain('X-Sign');
  });
});

describe('replay', () => {
  test('the exact same GET sent again (same nonce) is refused with 40004', async () => {
    env.proxy.hooks.replays = 1;
    const r = await userApi.getUserInfo();
    expect(r).toMatchObject({ ok: false, code: Codes.REPLAYED_NONCE });
    const x = env.proxy.last();
    expect(x.answers.map((a) => envelopeOf(a).code)).toEqual([200, Codes.REPLAYED_NONCE]);
    expect(readSession()).not.toBeNull();
    expect(events).toEqual([]);
  });

  test('the exact same POST (body and all) sent again is refused with 40004', async () => {
    env.proxy.hooks.replays = 2;
    const r = await statusApi.heartbeat(2);
    expect(r).toMatchObject({ ok: false, code: Codes.REPLAYED_NONCE });
    expect(env.proxy.last().answers.map((a) => envelopeOf(a).code)).toEqual([
      200,
      Codes.REPLAYED_NONCE,
      Codes.REPLAYED_NONCE,
    ]);
  });

  test('a recorded request replayed later is refused; the client goes on working', async () => {
    expect((await userApi.getUserInfo()).ok).toBe(true);
    const recorded = env.proxy.last().sent;
    expect((await configApi.getPlayWays()).ok).toBe(true);
    const res = await fetch(env.backend + recorded.url, { headers: recorded.headers });
    expect(((await res.json()) as { code: number }).code).toBe(Codes.REPLAYED_NONCE);
    expect((await userApi.getUserInfo()).ok).toBe(true);
  });
});

describe('stale timestamp is refused with 40003', () => {
  const MIN = 60_000;

  test.each([
    ['client clock 6 min behind the server', 6 * MIN],
    ['client clock 6 min ahead of the server', -6 * MIN],
  ])('%s', async (_label, skew) => {
    expect(TIMESTAMP_WINDOW_MS).toBe(5 * MIN);
    env.setServerSkew(skew);
    const r = await userApi.getUserInfo();
    expect(r).toMatchObject({ ok: false, code: Codes.STALE_TIMESTAMP });
    const pub = await configApi.getPlayWays();
    expect(pub).toMatchObject({ ok: false, code: Codes.STALE_TIMESTAMP });
    expect(readSession()).not.toBeNull();
    expect(events).toEqual([]);
  });

  test.each([
    ['4 min behind', 4 * MIN],
    ['4 min ahead', -4 * MIN],
  ])('inside the window (%s) is accepted', async (_label, skew) => {
    env.setServerSkew(skew);
    expect(await userApi.getUserInfo()).toMatchObject({ ok: true, code: 200 });
  });

  test.each([
    ['client clock 6 min slow', -6 * MIN],
    ['client clock 6 min fast', 6 * MIN],
  ])(
    '%s (configureApi({ now })): refused, and fine again once the clock is right',
    async (_l, skew) => {
      let stamped = 0;
      configureClient(env.proxy.base, () => (stamped = Date.now() + skew));
      try {
        const r = await userApi.getUserInfo();
        expect(r).toMatchObject({ ok: false, code: Codes.STALE_TIMESTAMP });
        expect(queryOf(env.proxy.last().sent.url).get('timestamp')).toBe(String(stamped));
      } finally {
        configureClient(env.proxy.base);
      }
      expect(await userApi.getUserInfo()).toMatchObject({ ok: true, code: 200 });
    },
  );
});
