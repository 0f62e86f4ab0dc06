import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { assetFile } from '../src/http/assets';
import { call, DEMO_USER, login, makeApp, tempDir } from './helpers';

describe('seeded demo world', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  test('at least 40 hosts in several countries, with prices, statuses, languages, interests', () => {
    const hosts = app.services.db.prepare('SELECT * FROM users WHERE is_host = 1').all() as {
      country_id: number;
      gender: number;
      call_price: number;
      status: number;
      languages: string;
      interests: string;
      birthday: string;
      user_name: string;
    }[];
    expect(hosts.length).toBeGreaterThanOrEqual(40);
    expect(new Set(hosts.map((h) => h.country_id)).size).toBeGreaterThanOrEqual(10);
    for (const h of hosts) {
      expect(h.gender).toBe(2);
      expect(h.call_price).toBeGreaterThan(0);
      expect(h.user_name.length).toBeGreaterThan(2);
      expect(h.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(JSON.parse(h.languages).length).toBeGreaterThan(0);
      expect(JSON.parse(h.interests).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(hosts.map((h) => h.status))).toEqual(new Set([0, 1, 2]));
  });

  test('countries: the full dial-code table including XK, MYC and MYNC', () => {
    const rows = app.services.db.prepare('SELECT ab, phone_code, name FROM countries').all() as {
      ab: string;
      phone_code: string;
      name: string;
    }[];
    expect(rows.length).toBeGreaterThanOrEqual(240);
    const by = new Map(rows.map((r) => [r.ab, r]));
    expect(by.get('XK')).toMatchObject({ phone_code: '383' });
    expect(by.get('MYC')).toMatchObject({ phone_code: '60', name: 'Malay Chinese Region' });
    expect(by.get('MYNC')).toMatchObject({ phone_code: '60', name: 'Malay Non-Chinese Region' });
    expect(by.get('US')).toMatchObject({ phone_code: '1', name: 'United States' });
    expect(by.get('TR')).toMatchObject({ phone_code: '90' });
  });

  test('every seeded image URL exists on disk under backend/assets', () => {
    const { db } = app.services;
    const urls = [
      ...(db.prepare("SELECT head_img AS u FROM users WHERE head_img <> ''").all() as {
        u: string;
      }[]),
      ...(db.prepare('SELECT url AS u FROM user_photos').all() as { u: string }[]),
      ...(db.prepare('SELECT gift_image AS u FROM gifts').all() as { u: string }[]),
    ].map((r) => r.u);
    expect(urls.length).toBeGreaterThan(40 * 3);
    for (const u of urls) {
      expect(u).toMatch(/^\/assets\//);
      const file = assetFile(u);
      expect(file && fs.existsSync(file)).toBeTruthy();
    }
    const perHost = db
      .prepare('SELECT user_id, COUNT(*) AS n FROM user_photos GROUP BY user_id')
      .all() as { n: number }[];
    for (const p of perHost) expect(p.n).toBeGreaterThanOrEqual(2);
  });

  test('the assets are served with CORS, and nothing escapes the folder', async () => {
    const img = await app.inject({
      method: 'GET',
      url: '/assets/hosts/10001/avatar.svg',
      headers: { origin: 'http://127.0.0.1:8080' },
    });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect((await app.inject({ method: 'GET', url: '/assets/../package.json' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/assets/%2e%2e/package.json' })).statusCode,
    ).toBe(404);
  });

  test('gifts, interests (21), languages, play ways, popups', async () => {
    const { db } = app.services;
    expect(
      (db.prepare('SELECT COUNT(*) AS n FROM gifts').get() as { n: number }).n,
    ).toBeGreaterThanOrEqual(10);
    const s = await login(app, DEMO_USER);
    const interests = (
      await call(app, '/facade/api/user/profile/interest/selectAll', { session: s })
    ).json();
    expect(interests.data.list).toHaveLength(21);
    expect(interests.data.list[0]).toEqual({ id: 1, name: 'Music' });
    const langs = (
      await call(app, '/facade/api/user/profile/language/selectAll', { session: s })
    ).json();
    expect(langs.data.list.find((l: { id: number }) => l.id === 20)).toMatchObject({ code: 'tr' });
    const pw = (await call(app, '/facade/api/function/exempt/playWays')).json();
    expect(pw.data.openedPlayWays).toEqual([
      { name: 'LIVCAM', id: 1, main: false },
      { name: 'CARD', id: 2, main: false },
      { name: 'WALL', id: 3, main: false },
      { name: 'MATCH', id: 4, main: false },
      { name: 'LIVE', id: 5, main: false },
    ]);
    const popups = (await call(app, '/facade/api/popup/get', { session: s })).json();
    expect(popups.data.list.length).toBeGreaterThan(0);
    expect(popups.data.list[0].image).toMatch(/^http:\/\/.+\/assets\/popup\//);
  });

  test("popup pictures in the reader's language; Japanese and languages without one get English", async () => {
    const s = await login(app, DEMO_USER);
    const image = async (languageId: number) => {
      const r = (
        await call(app, '/facade/api/popup/get', { session: s, query: { languageId } })
      ).json();
      return new URL(r.data.list[0].image as string).pathname;
    };
    expect(await image(8)).toBe('/assets/popup/ar/welcome.svg');
    expect(await image(20)).toBe('/assets/popup/tr/welcome.svg');
    expect(await image(10)).toBe('/assets/popup/id/welcome.svg'); // id 10 is "in" in the table
    expect(await image(6)).toBe('/assets/popup/welcome.svg'); // Japanese
    expect(await image(13)).toBe('/assets/popup/welcome.svg'); // Dutch: no picture of its own
    expect(await image(1)).toBe('/assets/popup/welcome.svg');
    const served = await app.inject({ method: 'GET', url: '/assets/popup/ar/welcome.svg' });
    expect([served.statusCode, served.body]).toEqual([200, expect.stringContaining('عملة')]);
  });

  test('demo users have coin balances that came through the ledger', () => {
    const { ledger } = app.services;
    expect(ledger.balance(DEMO_USER)).toBe(1000);
    expect(ledger.history(DEMO_USER)[0]).toMatchObject({ reason: 'seed', amount: 1000 });
  });
});

describe('restart keeps data', () => {
  test('write, close, build again on the same data folder, read', async () => {
    const dataDir = tempDir();
    const a = await makeApp({ dataDir });
    expect(a.services.seeded).toBe(true);
    const key1 = a.services.keys.publicKeyPem;
    const uid = (
      await a.inject({ method: 'POST', url: '/dev/api/users', payload: { userName: 'Persisted' } })
    ).json().data.userId;
    a.services.ledger.credit(uid, 77, 'test', `persist:${uid}`);
    await a.inject({
      method: 'POST',
      url: '/dev/api/playWays',
      payload: { openedPlayWays: [{ name: 'LIVCAM', id: 1, main: true }] },
    });
    const s = await login(a, uid);
    await a.close();

    const b = await makeApp({ dataDir });
    try {
      expect(b.services.seeded).toBe(false);
      expect(b.services.keys.publicKeyPem).toBe(key1);
      expect(b.services.accounts.getUser(uid)?.user_name).toBe('Persisted');
      expect(b.services.ledger.balance(uid)).toBe(77);
      expect(
        (
          b.services.db.prepare('SELECT COUNT(*) AS n FROM users WHERE is_host = 1').get() as {
            n: number;
          }
        ).n,
      ).toBeGreaterThanOrEqual(40);
      const info = (await call(b, '/facade/api/user/getUserInfo', { session: s })).json();
      expect(info).toMatchObject({ code: 200, data: { id: uid, goldNum: 77 } });
      const pw = (await call(b, '/facade/api/function/exempt/playWays')).json();
      expect(pw.data.openedPlayWays).toEqual([{ name: 'LIVCAM', id: 1, main: true }]);
      const migrations = b.services.db
        .prepare('SELECT version FROM schema_migrations ORDER BY version')
        .all();
      expect(migrations.length).toBeGreaterThanOrEqual(3);
    } finally {
      await b.close();
    }
  });

  test('a nonce stays refused across a restart', async () => {
    const dataDir = tempDir();
    const a = await makeApp({ dataDir });
    const { signedRequest } = await import('./helpers');
    const r = await signedRequest(a, '/facade/api/function/exempt/playWays');
    expect((await a.inject({ method: 'GET', url: r.url, headers: r.headers })).json().code).toBe(
      200,
    );
    await a.close();
    const b = await makeApp({ dataDir });
    try {
      expect((await b.inject({ method: 'GET', url: r.url, headers: r.headers })).json().code).toBe(
        40004,
      );
    } finally {
      await b.close();
    }
  });
});
