/** Host lists, the country filter, search, the wall, cards and likes (spec 3 §7; hosts.ts shapes). */
import { call } from '../helpers';
import { pinHost, startCallEnv, type CallEnv } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

const LIST = '/facade/api/homepage/userlist/exempt/list/part/users/guest';
const visitor = async (path: string, query: Record<string, string | number> = {}) =>
  (await call(env.app, path, { query })).json();

test('the home list works for visitors: pages of hosts, online first, with absolute pictures', async () => {
  await pinHost(env, 10047, { status: 2 });
  await pinHost(env, 10001, { status: 0 });
  const p1 = await visitor(LIST, { page: 1, size: 10 });
  expect(p1.code).toBe(200);
  expect(p1.data).toMatchObject({ pageNo: 1, total: 47, pages: 5 });
  expect(p1.data.list).toHaveLength(10);
  const statuses = [...p1.data.list, ...(await visitor(LIST, { page: 5, size: 10 })).data.list].map(
    (h: { status: number }) => h.status,
  );
  expect(statuses[0]).toBe(2);
  expect(statuses.at(-1)).toBe(0);
  const first = p1.data.list[0];
  expect(first).toMatchObject({ isHost: true, liked: false, videoUrl: '' });
  expect(first.headImg).toMatch(/^http:\/\/.+\/assets\/hosts\/\d+\/avatar\.svg$/);
  expect(first.callPrice).toBeGreaterThan(0);
  expect(first.onlineStatus).toBe(first.status);
  expect(first.groupName).toMatch(/^[A-Z]{2,4}$/);
  // Page limits: size over 50 is refused.
  expect((await visitor(LIST, { size: 51 })).code).toBe(40006);
});

test('country filter and search', async () => {
  const countries = (await visitor('/facade/api/homepage/userlist/exempt/filter/part/countryids')).data.list;
  const br = countries.find((c: { ab: string }) => c.ab === 'BR');
  expect(br).toMatchObject({ count: 4, name: 'Brazil' });
  expect(countries.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(47);
  const inBr = (await visitor(LIST, { countryId: br.countryId })).data;
  expect(inBr.total).toBe(4);
  expect(inBr.list.every((h: { countryId: number }) => h.countryId === br.countryId)).toBe(true);
  const search = (await visitor(LIST, { searchQ: 'souza' })).data.list;
  expect(search.map((h: { name: string }) => h.name)).toEqual(['Camila Souza']);
  expect((await visitor(LIST, { searchQ: '10003' })).data.list[0].id).toBe(10003);
  expect((await visitor(LIST, { searchQ: '%' })).data.total).toBe(0); // LIKE wildcards are text
});

test("each card names its country in the asking device's language (no region names to load on the landing)", async () => {
  const countries = (await visitor('/facade/api/homepage/userlist/exempt/filter/part/countryids')).data.list;
  const br = countries.find((c: { ab: string }) => c.ab === 'BR');
  const named = async (languageId: number) =>
    (await visitor(LIST, { countryId: br.countryId, languageId })).data.list.map(
      (h: { groupName: string; countryName: string }) => [h.groupName, h.countryName],
    );
  expect(await named(1)).toEqual(Array(4).fill(['BR', 'Brazil']));
  expect((await named(20))[0]).toEqual(['BR', 'Brezilya']);
  expect((await named(13))[0]).toEqual(['BR', 'Brazilië']);
  expect((await named(0))[0]).toEqual(['BR', 'Brazil']);
});

test('likes (login required), cards and the wall', async () => {
  const a = await env.user();
  expect((await call(env.app, '/matches/api/like', { body: { likeUserId: 10005 } })).json().code).toBe(40001);
  const liked = await env.post(a, '/matches/api/like', { likeUserId: 10005 });
  expect(liked.data).toMatchObject({ likeUserId: 10005, liked: true });
  const again = await call(env.app, '/matches/api/livcam/matches/like', {
    session: a,
    method: 'PUT',
    query: { playWay: 2 },
    body: { likeUserId: 10005 },
  });
  expect(again.json().data.likedAt).toBe(liked.data.likedAt); // liking again changes nothing
  expect((await env.post(a, '/matches/api/like', { likeUserId: a.userId })).code).toBe(100006);
  expect((await env.post(a, '/matches/api/like', { likeUserId: 99_999_999 })).code).toBe(10101);

  const cards = await env.get(a, '/matches/api/livcam/matches/fetch', { size: 50 });
  expect(cards.data.list.find((h: { id: number }) => h.id === 10005).liked).toBe(true);
  const next = await env.get(a, '/matches/api/livcam/matches/fetchone', { afterId: 10005 });
  expect(next.data.id).toBe(10006);
  expect((await env.get(a, '/matches/api/livcam/matches/fetchone', { afterId: 10047 })).data).toBeNull();
  expect((await env.get(a, '/matches/api/livcam/matches/conf')).data).toEqual({ pageSize: 20, likeNeedsLogin: true });
  expect((await env.get(a, '/matches/api/livcam/matches/globalconf')).data).toMatchObject({
    hostFallbackMs: 3000,
    launchTimeoutMs: 15000,
    blurStrangersDefault: true,
  });

  const groups = (await env.get(a, '/matches/api/selectAllInWallGroup', { countryId: 76 })).data.list;
  expect(groups.length).toBeGreaterThan(10);
  const wall = await env.get(a, '/matches/api/livcam/matches/wall', { groupName: groups[0].groupName });
  expect(wall.data.list.map((h: { id: number }) => h.id)).toEqual(groups[0].list.map((h: { id: number }) => h.id));
});

test('the wall: the asked country first; a country without hosts comes first empty, then the others', async () => {
  const a = await env.user();
  const wall = async (countryId?: number) =>
    (await env.get(a, '/matches/api/selectAllInWallGroup', countryId === undefined ? {} : { countryId })).data.list as Array<{
      groupName: string;
      countryName: string;
      list: Array<{ groupName: string }>;
    }>;
  const countries = (await visitor('/facade/api/homepage/userlist/exempt/filter/part/countryids')).data.list;
  const br = countries.find((c: { ab: string }) => c.ab === 'BR');
  const [first, ...rest] = await wall(br.countryId);
  expect(first?.groupName).toBe('BR');
  expect(first?.list).toHaveLength(4);
  expect(first?.list.every((h) => h.groupName === 'BR')).toBe(true);
  expect(first?.countryName).toBe('Brazil');
  expect(rest.length + 1).toBe(countries.length);
  // Andorra (id 2) has no hosts: it leads, empty, and every country with hosts follows.
  const inAd = await wall(2);
  expect(inAd[0]).toEqual({ groupName: 'AD', countryName: 'Andorra', list: [] });
  expect(inAd.slice(1).map((g) => g.groupName)).toEqual((await wall(0)).map((g) => g.groupName));
  expect(inAd.slice(1).every((g) => g.list.length > 0)).toBe(true);
  // Each group is named by the server in the device's language, the empty one too.
  const inDutch = (await env.get(a, '/matches/api/selectAllInWallGroup', { countryId: 2, languageId: 13 }))
    .data.list as Array<{ groupName: string; countryName: string }>;
  expect(inDutch[0]).toMatchObject({ groupName: 'AD', countryName: 'Andorra' });
  expect(inDutch.find((g) => g.groupName === 'DE')?.countryName).toBe('Duitsland');
  // No country, or one the table does not know: only the groups with hosts.
  expect((await wall(99_999)).map((g) => g.groupName)).toEqual((await wall()).map((g) => g.groupName));
});

test('seeded hosts follow their schedule; a host in a call is busy', async () => {
  await env.dev('/dev/api/hosts/reset');
  const { scheduledStatus } = await import('../../src/modules/hosts/schedule');
  const now = env.clock.now();
  const batch = await visitor('/facade/api/onlinestatus/exempt/batch', { userIds: '10001,10002,10003' });
  expect(batch.data.map((x: { status: number }) => x.status)).toEqual(
    [10001, 10002, 10003].map((id) => scheduledStatus(id, now)),
  );
  // Over a day every host is online some hours and not others; about 60 % of host-hours online.
  let online = 0;
  for (let id = 10001; id <= 10047; id++) {
    const hours = Array.from({ length: 24 }, (_, h) => scheduledStatus(id, h * 3_600_000));
    online += hours.filter((s) => s === 2).length;
    expect(new Set(hours).size).toBeGreaterThan(1);
  }
  expect(online / (47 * 24)).toBeGreaterThan(0.5);
  expect(online / (47 * 24)).toBeLessThan(0.7);

  await pinHost(env, 10030);
  const a = await env.user({ coins: 1000 });
  const r = await env.post(a, '/api/call/launch', { calleeUserId: 10030, callLocation: 101 });
  expect(r.code).toBe(200);
  const busy = await visitor('/facade/api/onlinestatus/exempt/batch', { userIds: '10030' });
  expect(busy.data[0].status).toBe(1);
  await env.post(a, '/api/call/cancel', { roomNum: r.data.roomNum });
  expect((await visitor('/facade/api/onlinestatus/exempt/batch', { userIds: '10030' })).data[0].status).toBe(2);
});

test('every fifth seeded host has a story video with its poster; both are served, the video by byte ranges', async () => {
  const a = await env.user();
  const withStory = (await env.get(a, '/matches/api/livcam/matches/fetchone', { afterId: 10005 })).data;
  expect(withStory.id).toBe(10006);
  expect(withStory.videoUrl).toMatch(/^http:\/\/.+\/assets\/hosts\/10006\/story\.webm$/);
  expect(withStory.videoCoverUrl).toMatch(/^http:\/\/.+\/assets\/hosts\/10006\/story\.jpg$/);
  const without = (await env.get(a, '/matches/api/livcam/matches/fetchone', { afterId: 10006 })).data;
  expect(without).toMatchObject({ id: 10007, videoUrl: '', videoCoverUrl: '' });

  const path = new URL(withStory.videoUrl).pathname;
  const whole = await env.app.inject({ method: 'GET', url: path });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('video/webm');
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML
  const size = whole.rawPayload.length;
  const part = await env.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=100-199' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
  expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
  const tail = await env.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=-10' } });
  expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
  // A range past the end (or one it cannot read) gets the whole file.
  expect((await env.app.inject({ method: 'GET', url: path, headers: { range: `bytes=${size}-` } })).statusCode).toBe(200);
  const poster = await env.app.inject({ method: 'GET', url: new URL(withStory.videoCoverUrl).pathname });
  expect(poster.headers['content-type']).toBe('image/jpeg');
});
