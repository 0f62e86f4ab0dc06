/**
 * The local stand-ins (outbox page with every SMS/e-mail code, third-party
 * sign-in stand-in, test API) must be off unless the backend listens on loopback only or the
 * operator sets UNSAFE_STANDINS=1; asking for them on a reachable address stops the start; and
 * even when on they answer only requests made on this machine.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isLoopbackHost, standinSettings } from '../../src/security/standins';
import { freePort, makeApp } from '../helpers';

const ROOT = path.join(__dirname, '..', '..');

/** Starts src/main.ts; resolves when it exits or once /health answers (then stops it). */
async function start(env: Record<string, string>, probe?: (base: string) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-standins-'));
  const port = await freePort();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EXIT_WITH_PID: String(process.pid),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  try {
    for (;;) {
      if (child.exitCode !== null) return { code: child.exitCode, out };
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    await probe?.(`http://127.0.0.1:${port}`);
    child.kill('SIGTERM');
    return { code: await exited, out, running: true };
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('which addresses are loopback', () => {
  test.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['[::1]', true],
    ['localhost', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.10', false],
    ['example.com', false],
    ['127.0.0.1.evil.example', false],
  ])('%s → %s', (host, loopback) => expect(isLoopbackHost(host)).toBe(loopback));
});

describe('standinSettings', () => {
  test('loopback: outbox page and sign-in stand-in on by default, test API on request', () => {
    expect(standinSettings({}, '127.0.0.1')).toEqual({
      settings: {
        allowTestApi: false,
        devPages: true,
        authStandIn: true,
        payStandIn: true,
        unsafeStandins: false,
      },
      refusal: null,
    });
    expect(standinSettings({ ALLOW_TEST_API: '1' }, '127.0.0.1').settings.allowTestApi).toBe(true);
  });

  test('a reachable address: all off by default; asking for one refuses the start', () => {
    expect(standinSettings({}, '0.0.0.0')).toEqual({
      settings: {
        allowTestApi: false,
        devPages: false,
        authStandIn: false,
        payStandIn: false,
        unsafeStandins: false,
      },
      refusal: null,
    });
    for (const flag of ['ALLOW_TEST_API', 'DEV_PAGES', 'AUTH_STANDIN', 'PAY_STANDIN']) {
      const { refusal } = standinSettings({ [flag]: '1' }, '0.0.0.0');
      expect(refusal).toMatch(/Refusing to start/);
      expect(refusal).toContain(flag);
      expect(refusal).toContain('UNSAFE_STANDINS=1');
    }
  });

  test('UNSAFE_STANDINS=1 allows them on a reachable address (a closed QA network)', () => {
    const r = standinSettings({ UNSAFE_STANDINS: '1', ALLOW_TEST_API: '1' }, '10.0.0.5');
    expect(r.refusal).toBeNull();
    expect(r.settings).toEqual({
      allowTestApi: true,
      devPages: true,
      authStandIn: true,
      payStandIn: true,
      unsafeStandins: true,
    });
  });
});

describe('the backend process', () => {
  test('refuses to start on 0.0.0.0 with the test API on, and says why', async () => {
    const r = await start({ HOST: '0.0.0.0', ALLOW_TEST_API: '1' });
    expect(r.running).toBeUndefined();
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/Refusing to start: HOST=0\.0\.0\.0/);
  }, 60_000);

  test('on 0.0.0.0 without flags it starts with every stand-in off', async () => {
    const r = await start({ HOST: '0.0.0.0' }, async (base) => {
      expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${base}/dev/api/outbox`)).status).toBe(404);
      expect((await fetch(`${base}/stand-in/oauth/google/authorize`)).status).toBe(404);
      expect((await fetch(`${base}/stand-in/pay/tp_x`)).status).toBe(404);
    });
    expect(r.running).toBe(true);
  }, 60_000);

  test('README command 1 (127.0.0.1, defaults) keeps the outbox page and the stand-in', async () => {
    const r = await start({ HOST: '127.0.0.1' }, async (base) => {
      expect((await fetch(`${base}/dev/outbox`)).status).toBe(200);
      const page = await fetch(
        `${base}/stand-in/oauth/google/authorize?redirect_uri=${encodeURIComponent('http://127.0.0.1:8080/cb')}`,
      );
      expect(page.status).toBe(200);
    });
    expect(r.running).toBe(true);
  }, 60_000);
});

describe('stand-ins answer only requests made on this machine', () => {
  test('a foreign Host (DNS rebinding) or proxy headers → 403; a local request → served', async () => {
    const app = await makeApp();
    try {
      const get = (url: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, headers });
      expect((await get('/dev/outbox')).statusCode).toBe(200);
      expect((await get('/dev/api/outbox')).statusCode).toBe(200);
      const foreign: Array<Record<string, string>> = [
        { host: 'attacker.example' },
        { host: '127.0.0.1.attacker.example:4000' },
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
      ];
      for (const headers of foreign) {
        for (const url of ['/dev/outbox', '/dev/api/outbox', '/stand-in/oauth/google/authorize'])
          expect({ url, headers, status: (await get(url, headers)).statusCode }).toEqual({
            url,
            headers,
            status: 403,
          });
      }
      const post = await app.inject({
        method: 'POST',
        url: '/dev/api/session',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        payload: { userId: 20001 },
      });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toMatchObject({
        msg: expect.stringMatching(/only requests made on this machine/),
      });
      // The signed API itself is not affected.
      expect((await get('/health', { host: 'api.example' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('UNSAFE_STANDINS lifts the request check too', async () => {
    const app = await makeApp({ unsafeStandins: true });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/dev/outbox',
        headers: { host: 'qa.example', 'x-forwarded-for': '10.0.0.9' },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
