/**
 * The smaller findings of the security review: the code-send limit per client address (a new deviceId per
 * request no longer beats it); headImg only images this backend serves; another user's info
 * shows an age, not the birthday; production source maps are not served.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Codes } from '../../src/codes';
import { AUTH_SENDS_PER_ADDRESS_PER_DAY } from '../../src/constants';
import { signedRequest, tempDir } from '../helpers';
import { ADULT, authEnv, newDevice, newMobile, sdk, type AuthEnv } from '../auth/helpers';

const run = promisify(execFile);
let env: AuthEnv;
beforeAll(async () => {
  env = await authEnv();
});
afterAll(() => env.app.close());

describe('code sends per client address', () => {
  /** sendCode from `address` with a fresh device and a fresh number each time. */
  async function sendFrom(address: string) {
    const m = newMobile();
    const r = await signedRequest(env.app, '/facade/api/mobile/sms/sendCode', {
      body: { language: 'en', countryCode: m.cc, phoneNumber: m.no },
      deviceId: newDevice(),
    });
    const res = await env.app.inject({ ...r, payload: r.body, remoteAddress: address });
    return res.json().code as number;
  }

  test(`${AUTH_SENDS_PER_ADDRESS_PER_DAY} a day from one address, whatever the deviceId; other addresses unaffected`, async () => {
    for (let i = 0; i < AUTH_SENDS_PER_ADDRESS_PER_DAY; i++)
      expect(await sendFrom('198.51.100.7')).toBe(200);
    expect(await sendFrom('198.51.100.7')).toBe(Codes.SEND_LIMIT);
    expect(await sendFrom('198.51.100.8')).toBe(200);
    env.clock.advance(24 * 3600_000 + 1);
    expect(await sendFrom('198.51.100.7')).toBe(200);
  }, 60_000);

  test('a burst of parallel sends from one device cannot pass the device limit together', async () => {
    const deviceId = newDevice();
    const codes = await Promise.all(
      [...Array(40).keys()].map(async () => {
        const m = newMobile();
        const r = await signedRequest(env.app, '/facade/api/mobile/sms/sendCode', {
          body: { language: 'en', countryCode: m.cc, phoneNumber: m.no },
          deviceId,
        });
        return (
          await env.app.inject({ ...r, payload: r.body, remoteAddress: '203.0.113.40' })
        ).json().code as number;
      }),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.filter((c) => c === Codes.SEND_LIMIT)).toHaveLength(10);
  });
});

describe('headImg', () => {
  const UPDATE = '/facade/api/user/update';
  test('only images this backend serves: /assets/ files and /uploads/ raster images', async () => {
    const u = await env.phoneUser();
    const set = (headImg: string) => env.api(UPDATE, { session: u.session, body: { headImg } });
    for (const bad of [
      'https://evil.example/pixel.png',
      'http://evil.example/assets/users/default.svg',
      '//evil.example/assets/users/default.svg',
      '/assets/../package.json',
      '/assets/users/nope.svg',
      '/assets/users/default.svg?x=1',
      '/uploads/a.svg',
      '/uploads/%2e%2e/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
    ]) {
      const r = await set(bad);
      expect({ bad, code: r.code }).toEqual({ bad, code: Codes.INVALID_INPUT });
    }
    const ok = await set('/assets/users/default.svg');
    expect(ok.code).toBe(200);
    // Absolute on this backend's own origin is stored as the path.
    const abs = await set('http://localhost:80/assets/users/default.svg');
    expect(abs.code).toBe(200);
    const stored = env.app.services.accounts.getUser(u.userId)!.head_img;
    expect(stored).toBe('/assets/users/default.svg');
    // An /uploads/ path must be an upload of the caller's in the avatar size (28006; the
    // accepted case: test/profile/edit.test.ts), not any raster path.
    expect((await set('/uploads/2026/11/ab12.webp')).code).toBe(sdk.PROFILE_CODE.badAvatar);
    expect(env.app.services.accounts.getUser(u.userId)!.head_img).toBe('/assets/users/default.svg');
  });
});

describe("another user's info", () => {
  test('shows their age, not their birthday; one\u2019s own info keeps the birthday', async () => {
    const me = await env.phoneUser();
    const other = await env.phoneUser();
    const theirs = await env.api('/facade/api/user/getUserInfo', {
      session: me.session,
      query: { searchUserId: other.userId },
    });
    expect(theirs.code).toBe(200);
    expect(theirs.data.birthday).toBeUndefined();
    const [y, m, d] = ADULT.split('-').map(Number) as [number, number, number];
    const now = new Date(env.app.services.now());
    const age =
      now.getUTCFullYear() -
      y -
      (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d) ? 1 : 0);
    expect(theirs.data.age).toBe(age);
    const mine = await env.api('/facade/api/user/getUserInfo', { session: me.session });
    expect(mine.data.birthday).toBe(ADULT);
    expect(mine.data.age).toBeUndefined();
    // Seeded hosts too.
    const host = await env.api('/facade/api/user/getUserInfo', {
      session: me.session,
      query: { searchUserId: 10001 },
    });
    expect(host.data).toMatchObject({ age: expect.any(Number) });
    expect(host.data.birthday).toBeUndefined();
  });
});

describe('source maps', () => {
  test('the static servers do not serve *.map unless SERVE_SOURCEMAPS=1; builds write hidden maps', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(dir, 'main.1234.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'main.1234.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const root = path.join(__dirname, '..', '..', '..');
    const script = `
      import { serveDir } from ${JSON.stringify(path.join(root, 'scripts/lib/servers.mjs'))};
      const out = {};
      for (const sourceMaps of [undefined, true]) {
        const port = 20000 + Math.floor(Math.random() * 20000);
        const s = await serveDir(${JSON.stringify(dir)}, port, sourceMaps ? { sourceMaps } : {});
        const get = async (p) => (await fetch(s.url + p)).status;
        out[sourceMaps ? 'on' : 'off'] = {
          js: await get('/main.1234.js'),
          map: await get('/main.1234.js.map'),
          encoded: await get('/main.1234.js.%6dap'),
          query: await get('/main.1234.js.map?x=1'),
        };
        await s.close();
      }
      console.log(JSON.stringify(out));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, SERVE_SOURCEMAPS: '' },
    });
    expect(JSON.parse(stdout)).toEqual({
      off: { js: 200, map: 404, encoded: 404, query: 404 },
      on: { js: 200, map: 200, encoded: 200, query: 200 },
    });
    const tools = fs.readFileSync(path.join(root, 'tools/index.cjs'), 'utf8');
    expect(tools).toMatch(/devtool: production \? 'hidden-source-map'/);
  }, 30_000);
});
