/**
 * The chat demo world (seeded once: friends, conversations, a say-hi, backpacks, album photos)
 * and account deletion (deleteChatData).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deleteChatData } from '../../src/modules/chat';
import { uploadsDirOf } from '../../src/modules/chat/uploads';
import { assetFile } from '../../src/http/assets';
import { login, makeApp, tempDir } from '../helpers';
import { multipart, png } from './images';
import { api, befriend, newUser, send, upload } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

test('demo users have friends, conversations, a backpack and album photos whose images ship in the repo', async () => {
  const demo = await login(app, 20001);
  const friends = await api(app, demo, '/facade/api/friend/getFriendList', undefined, 'GET');
  expect(friends.data.list.map((f: { id: number }) => f.id).sort()).toEqual([
    10001, 10002, 10003, 20002,
  ]);
  expect(friends.data.list[0]).toMatchObject({ id: 10001, stick: 1 }); // the favourite first
  const convs = await api(app, demo, '/facade/api/im/v1/list', undefined, 'GET');
  const ids = convs.data.list.map((c: { friendId: number }) => c.friendId);
  expect(ids).toEqual(expect.arrayContaining([-1, -2, -3, 10001, 10002, 20002]));
  for (const c of convs.data.list) {
    const file = assetFile(new URL(c.headImg).pathname);
    expect(file && fs.existsSync(file)).toBe(true);
  }
  const album = await api(app, demo, '/facade/api/album/getAlbumPics', undefined, 'GET');
  expect(album.data.list).toHaveLength(2);
  for (const p of album.data.list)
    expect(fs.existsSync(assetFile(new URL(p.url).pathname) as string)).toBe(true);
  // Sam Newcomer has a say-hi from a host to answer (relation 3).
  const sam = await login(app, 20003);
  const samList = await api(app, sam, '/facade/api/im/v1/list', undefined, 'GET');
  expect(samList.data.list.find((c: { friendId: number }) => c.friendId === 10004)).toMatchObject({
    relation: 3,
    noReadCount: 1,
  });
});

test("a new user's welcome notices carry their noticeKey and { name } beside the English", async () => {
  const u = await newUser(app, 'Zoë Welcome', 0);
  const convs = await api(app, u, '/facade/api/im/v1/list', undefined, 'GET');
  const byId = (id: number) => convs.data.list.find((c: { friendId: number }) => c.friendId === id);
  expect(byId(-1)).toMatchObject({
    noticeKey: 'welcome.notifications',
    noticeValues: { name: 'Zoë Welcome' },
    content: expect.stringContaining('Welcome to LivCam, Zoë Welcome!'),
  });
  expect(byId(-2)).toMatchObject({ noticeKey: 'welcome.team' });
  expect(byId(-3)).toMatchObject({ noticeKey: 'welcome.income' });
  const d = await api(app, u, '/facade/api/im/v1/details', undefined, 'GET', { sendUserId: -1 });
  expect(d.data.list[0]).toMatchObject({
    noticeKey: 'welcome.notifications',
    noticeValues: { name: 'Zoë Welcome' },
    noticeType: 1,
  });
});

test('the chat seed runs once per data folder', async () => {
  const dir = tempDir();
  const first = await makeApp({ dataDir: dir });
  const count = () =>
    (first.services.db.prepare('SELECT COUNT(*) AS n FROM friend_links').get() as { n: number }).n;
  const n = count();
  await first.close();
  const second = await makeApp({ dataDir: dir });
  expect(
    (second.services.db.prepare('SELECT COUNT(*) AS n FROM friend_links').get() as { n: number }).n,
  ).toBe(n);
  await second.close();
});

test('deleteChatData removes everything of a user in this area, files included', async () => {
  const a = await newUser(app, 'Gone', 100);
  const b = await newUser(app, 'Stays', 0);
  await befriend(app, a.userId, b.userId);
  await send(app, a, b.userId, 'hi');
  await send(app, b, a.userId, 'hello');
  await api(app, a, '/facade/api/gift/send', { giftPage: 1, giftId: 1, receiveUserId: b.userId });
  await api(app, a, '/facade/api/im/v1/list', undefined, 'GET');
  const pic = await upload(
    app,
    a,
    '/facade/api/album/uploadAlbumImage',
    multipart({}, { field: 'image', name: 'p.png', type: 'image/png', data: png() }),
  );
  await api(app, a, '/facade/api/report/users/report/profile', {
    reason: 5,
    reportUserId: b.userId,
  });
  await api(app, b, '/facade/api/black/addBlack', { blacklistUserId: a.userId });
  const file = path.join(
    uploadsDirOf(app.services.db),
    path.basename(new URL(pic.data.url).pathname),
  );
  expect(fs.existsSync(file)).toBe(true);

  const out = deleteChatData(app.services.db, a.userId);
  expect(out).toMatchObject({ files: 1 });
  expect(out.messages).toBeGreaterThanOrEqual(3);
  const db = app.services.db;
  const left = (sql: string) => (db.prepare(sql).get(a.userId, a.userId) as { n: number }).n;
  expect(left('SELECT COUNT(*) AS n FROM im_messages WHERE sender_id = ? OR receiver_id = ?')).toBe(
    0,
  );
  expect(left('SELECT COUNT(*) AS n FROM friend_links WHERE user_id = ? OR friend_id = ?')).toBe(0);
  expect(left('SELECT COUNT(*) AS n FROM blacklist WHERE user_id = ? OR blocked_id = ?')).toBe(0);
  expect(left('SELECT COUNT(*) AS n FROM gift_sends WHERE sender_id = ? OR receiver_id = ?')).toBe(
    0,
  );
  expect(
    left('SELECT COUNT(*) AS n FROM im_conversations WHERE user_id = ? OR friend_id = ?'),
  ).toBe(0);
  expect(left('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ? OR user_id = ?')).toBe(0);
  expect(left('SELECT COUNT(*) AS n FROM backpack_items WHERE user_id = ? OR user_id = ?')).toBe(0);
  expect(fs.existsSync(file)).toBe(false);
  // The other user's list no longer shows the deleted account; a second run changes nothing.
  const list = await api(app, b, '/facade/api/im/v1/list', undefined, 'GET');
  expect(list.data.list.some((c: { friendId: number }) => c.friendId === a.userId)).toBe(false);
  expect(deleteChatData(app.services.db, a.userId)).toEqual({ messages: 0, files: 0 });
});
