import { configureApi } from '../src/api/config';
import { apiRequest } from '../src/api/client';
import { configApi, statusApi, userApi } from '../src/api/modules';
import {
  resetSessionReactionDedupe,
  sessionEvents,
  type SessionReaction,
} from '../src/api/session-codes';
import { ApiError } from '../src/api/types';
import { setSiteLanguage } from '../src/i18n/languages';
import { getCookie, readSession, saveSession, setCookie } from '../src/storage/cookies';
import { rsaPair } from './keys';
import { startServer } from './server';

const keys = rsaPair();
let srv: Awaited<ReturnType<typeof startServer>>;
let warn: jest.SpyInstance;

beforeAll(async () => {
  srv = await startServer(keys.privateKey, keys.publicKey);
});
afterAll(() => srv.close());
beforeEach(() => {
  configureApi({ apiBase: srv.base, appId: 'livcam-web', version: '1.2.3' });
  saveSession({ userId: 42, loginToken: 'tok-abc' });
  setCookie('deviceId', 'dev-xyz');
  setSiteLanguage('tr');
  resetSessionReactionDedupe();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('API client (spec 1 §7)', () => {
  it('adds the common parameters, signs, and keeps the token out of the URL', async () => {
    const r = await apiRequest<{ echo: Record<string, string> }>('/facade/api/x', {
      query: { a: 'A', empty: '', nil: null, zero: 0 },
    });
    expect(r.ok).toBe(true);
    const s = srv.last();
    expect(s.query).toMatchObject({
      appId: 'livcam-web',
      version: '1.2.3',
      platformType: '4',
      languageId: '20',
      deviceId: 'dev-xyz',
      userId: '42',
      a: 'A',
      zero: '0',
    });
    expect(s.query).not.toHaveProperty('empty');
    expect(s.query).not.toHaveProperty('nil');
    expect(s.query.timestamp).toMatch(/^\d{13}$/);
    expect(s.query.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(s.headers['x-login-token']).toBe('tok-abc');
    expect(JSON.stringify(s.query)).not.toContain('tok-abc');
    expect(s.sigOk).toBe(true);
  });

  it('drops empty common parameters (no session → no userId, no token header)', async () => {
    configureApi({ apiBase: srv.base, appId: 'livcam-web', version: '' });
    setCookie('loginToken', '');
    await apiRequest('/facade/api/x');
    const s = srv.last();
    expect(s.query).not.toHaveProperty('version');
    expect(s.query).not.toHaveProperty('userId');
    expect(s.headers['x-login-token']).toBeUndefined();
    expect(s.sigOk).toBe(true);
  });

  it('signs JSON bodies (the body is part of the signature)', async () => {
    await apiRequest('/facade/api/x', { method: 'POST', body: { name: 'n', n: 1 } });
    const s = srv.last();
    expect(s.body).toBe('{"name":"n","n":1}');
    expect(s.headers['content-type']).toBe('application/json');
    expect(s.sigOk).toBe(true);
  });

  it('repeats array parameters', async () => {
    await apiRequest('/facade/api/x', { query: { ids: [1, 2, 3] } });
    expect(new URLSearchParams(srv.last().search).getAll('ids')).toEqual(['1', '2', '3']);
    expect(srv.last().sigOk).toBe(true);
  });

  it('an unsigned request does not pass the server check (sign: false)', async () => {
    await apiRequest('/facade/api/x', { sign: false });
    expect(srv.last().query).not.toHaveProperty('nonce');
    expect(srv.last().headers['x-sign']).toBeUndefined();
    expect(srv.last().sigOk).toBe(false);
  });

  it('swallowing calls resolve { ok: false } and warn once', async () => {
    const a = await apiRequest('/code/25502');
    const b = await apiRequest('/code/25502');
    // The refusal's data reaches the caller as `details` (e.g. a rebind refusal's reason).
    expect(a).toEqual({
      ok: false,
      code: 25502,
      msg: 'server says',
      data: null,
      details: { x: 1 },
    });
    expect(b.ok).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('rejecting calls throw ApiError and resolve data on success', async () => {
    await expect(apiRequest('/code/25502', { reject: true })).rejects.toMatchObject({
      code: 25502,
      msg: 'server says',
    });
    await expect(apiRequest('/code/25502', { reject: true })).rejects.toBeInstanceOf(ApiError);
    await expect(apiRequest('/code/200', { reject: true })).resolves.toEqual({ x: 1 });
  });

  it('treats 0 as success only where okCodes says so', async () => {
    expect((await apiRequest('/zero')).ok).toBe(false);
    expect(await apiRequest('/zero', { okCodes: [200, 0] })).toEqual({
      ok: true,
      code: 0,
      msg: 'ok',
      data: 'zero',
    });
  });

  it('network failure → code -1 network (ApiError when rejecting)', async () => {
    configureApi({ apiBase: 'http://127.0.0.1:1', appId: 'a', version: '1' });
    expect(await apiRequest('/x')).toEqual({ ok: false, code: -1, msg: 'network', data: null });
    await expect(apiRequest('/x', { reject: true })).rejects.toMatchObject({
      code: -1,
      msg: 'network',
    });
  });

  it('times out (injectable timeout) with code -1 timeout', async () => {
    const r = await apiRequest('/hang', { timeoutMs: 100 });
    expect(r).toEqual({ ok: false, code: -1, msg: 'timeout', data: null });
  });

  it('defaults to a 50 s timeout (REQUEST_TIMEOUT_MS)', async () => {
    const realFetch = globalThis.fetch;
    const fetchMock = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      let settled: unknown = null;
      const p = apiRequest('/anything').then((r) => (settled = r));
      while (fetchMock.mock.calls.length === 0) await new Promise((r) => setImmediate(r));
      jest.advanceTimersByTime(49_999);
      await new Promise((r) => setImmediate(r));
      expect(settled).toBeNull();
      jest.advanceTimersByTime(1);
      await p;
      expect(settled).toEqual({ ok: false, code: -1, msg: 'timeout', data: null });
    } finally {
      jest.useRealTimers();
      globalThis.fetch = realFetch;
    }
  });

  it('non-JSON success body is data invalid (6666)', async () => {
    expect((await apiRequest('/not-json')).code).toBe(6666);
  });
});

describe('encryption through the client', () => {
  it('encrypts the body, fetches the public key once, decrypts the response', async () => {
    const before = srv.seen.filter((s) => s.path.endsWith('/publicKey')).length;
    const r = await apiRequest<{ got: unknown }>('/enc-echo', {
      body: { pw: 'secret' },
      encrypt: true,
    });
    expect(r).toEqual({ ok: true, code: 200, msg: 'ok', data: { got: { pw: 'secret' } } });
    const s = srv.last();
    expect(s.headers['x-encrypt']).toBe('1');
    expect(s.body).not.toContain('secret');
    expect(Object.keys(JSON.parse(s.body)).sort()).toEqual(['data', 'key']);
    expect(s.sigOk).toBe(true);
    const r2 = await apiRequest<{ got: unknown }>('/enc-nohdr', { body: { n: 2 }, encrypt: true });
    expect(r2.data).toEqual({ got: { n: 2 } });
    expect(srv.seen.filter((x) => x.path.endsWith('/publicKey')).length).toBe(before + 1);
  });

  it('uses a configured public key without fetching', async () => {
    configureApi({ apiBase: srv.base, appId: 'a', version: '1', publicKey: keys.publicKey });
    const before = srv.seen.length;
    await apiRequest('/enc-echo', { body: { a: 1 }, encrypt: true });
    expect(srv.seen.length).toBe(before + 1);
  });

  it('an encrypted response lacking key or data gives 6666', async () => {
    const r = await apiRequest('/enc-bad', { body: { a: 1 }, encrypt: true });
    expect(r).toEqual({ ok: false, code: 6666, msg: 'data invalid', data: null });
    await expect(
      apiRequest('/enc-bad', { body: { a: 1 }, encrypt: true, reject: true }),
    ).rejects.toMatchObject({ code: 6666 });
  });
});

describe('session codes through the client (spec 1 §8)', () => {
  it('412 clears the session (keeping deviceId) and emits once', async () => {
    const got: SessionReaction[] = [];
    const off = sessionEvents.subscribe((r) => got.push(r));
    await apiRequest('/code/412');
    await apiRequest('/code/412');
    off();
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ kind: 'expired', code: 412, clearSession: true, goRoot: true });
    expect(readSession()).toBeNull();
    expect(getCookie('deviceId')).toBe('dev-xyz');
  });

  it('HTTP 401 is a session reaction too', async () => {
    const got: SessionReaction[] = [];
    const off = sessionEvents.subscribe((r) => got.push(r));
    const r = await apiRequest('/http401');
    off();
    expect(r).toMatchObject({ ok: false, code: 401 });
    expect(got[0]).toMatchObject({ kind: 'expired', httpStatus: 401 });
    expect(readSession()).toBeNull();
  });

  it('a live page reloads instead of going to root', async () => {
    configureApi({ apiBase: srv.base, appId: 'a', version: '1', isLivePage: () => true });
    const got: SessionReaction[] = [];
    const off = sessionEvents.subscribe((r) => got.push(r));
    await apiRequest('/code/10023');
    off();
    expect(got[0]).toMatchObject({ kind: 'expired', reload: true, goRoot: false });
  });
});

describe('API modules', () => {
  it('statusApi.getBatch sends a comma list with NaN as 0 on the status host', async () => {
    configureApi({ apiBase: 'http://127.0.0.1:1', statusBase: srv.base, appId: 'a', version: '1' });
    const r = await statusApi.getBatch([1, 'x', '3']);
    expect(r.ok).toBe(true);
    expect(srv.last().path).toBe('/facade/api/onlinestatus/exempt/batch');
    expect(srv.last().query.userIds).toBe('1,0,3');
  });

  it('heartbeat posts { status, type: 0 }', async () => {
    configureApi({ apiBase: srv.base, appId: 'a', version: '1' });
    await statusApi.heartbeat(2);
    expect(srv.last()).toMatchObject({
      method: 'POST',
      path: '/facade/api/onlinestatus/exempt/heartbeat/status',
    });
    expect(JSON.parse(srv.last().body)).toEqual({ status: 2, type: 0 });
  });

  it('userApi and configApi hit the spec paths and methods', async () => {
    await userApi.logout();
    expect(srv.last()).toMatchObject({ method: 'PUT', path: '/facade/api/user/logout' });
    await userApi.getUserInfo(7);
    expect(srv.last()).toMatchObject({ method: 'GET', path: '/facade/api/user/getUserInfo' });
    expect(srv.last().query.searchUserId).toBe('7');
    await userApi.protocolStatus();
    expect(srv.last().query.protocolType).toBe('3');
    await configApi.getPlayWays();
    expect(srv.last().path).toBe('/facade/api/function/exempt/playWays');
    await configApi.getCountryByIp();
    expect(srv.last().path).toBe('/facade/api/function/exempt/country/byip');
    await expect(configApi.getPublicKey()).resolves.toEqual({ publicKey: keys.publicKey });
  });
});
