/**
 * Contract: every new SDK call of the chat area — im, friend, blacklist, gift,
 * backpack, upload, album, report — through the SDK's real client against the real backend
 * (signed, over HTTP, through the pass-through proxy), and the config calls whose types
 * disagreed with the backend (PopupConfig, interest/language lists, getSnapshotConfig).
 */
import { configApi } from '../../../shared-sdk/src/api/modules/config';
import { friendApi } from '../../../shared-sdk/src/api/modules/friend';
import {
  albumApi,
  backpackApi,
  blacklistApi,
  giftApi,
  reportApi,
} from '../../../shared-sdk/src/chat/api';
import type { StoryVideo } from '../../../shared-sdk/src/api/modules/album';
import { imApi } from '../../../shared-sdk/src/api/modules/im';
import { uploadApi } from '../../../shared-sdk/src/api/modules/upload';
import type { ApiResult } from '../../../shared-sdk/src/api/types';
import { IM_CODE } from '../../../shared-sdk/src/constants/chat';
import { GIFT_CODE } from '../../../shared-sdk/src/constants/gifts';
import { UPLOAD_CODE } from '../../../shared-sdk/src/constants/profile';
import { REPORT_CODE } from '../../../shared-sdk/src/constants/reports';
import { FRIEND_CODE } from '../../../shared-sdk/src/constants/social';
import { png } from '../chat/images';
import {
  devSession,
  devUser,
  signInClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from './harness';

let env: ContractEnv;
let a: DevSession;
let b: DevSession;
let warn: jest.SpyInstance;

beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  a = await devSession(
    env.backend,
    (await devUser(env.backend, 'Ann Contract')).userId,
    `dev-a-${Date.now()}`,
  );
  b = await devSession(
    env.backend,
    (await devUser(env.backend, 'Bob Contract')).userId,
    `dev-b-${Date.now()}`,
  );
  await fetch(`${env.backend}/dev/api/ledger`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: a.userId, amount: 100, reason: 'contract' }),
  });
});
afterEach(() => warn.mockRestore());

const as = (s: DevSession) => signInClient(s);
function data<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new Error(`call failed: ${r.code} ${r.msg}`);
  return r.data;
}
let n = 0;
const uuid = () => `contract-${Date.now()}-${++n}`;
const pngBlob = (w = 6, h = 4) => new Blob([new Uint8Array(png(w, h))], { type: 'image/png' });

test('friendApi: addFriend (9 coins, balance fields), relations, accept, list, stick, remark, search, reminders, delete', async () => {
  as(a);
  const req = data(
    await friendApi.addFriend({ addWay: 102, friendUserId: b.userId, addReally: 1 }),
  );
  expect(req).toEqual({
    relation: 4,
    charged: 9,
    accepted: false,
    alreadyRequested: false,
    goldNum: 91,
    balanceSeq: expect.any(Number),
  });
  const wire = env.proxy.last().forwarded;
  expect(JSON.parse(wire.body)).toEqual({ addWay: 102, friendUserId: b.userId, addReally: 1 });
  as(b);
  expect(data(await friendApi.relations([a.userId]))).toEqual([
    {
      userId: a.userId,
      relation: 3,
      stick: 0,
      remark: '',
      remindSwitch: false,
      blacklisted: false,
      requested: false,
    },
  ]);
  expect(data(await friendApi.addFriend({ addWay: 102, friendUserId: a.userId }))).toMatchObject({
    relation: 2,
    accepted: true,
    charged: 0,
  });
  as(a);
  const list = data(await friendApi.getFriendList({ page: 1, size: 100 }));
  expect(list).toMatchObject({ pageNo: 1, pages: 1, total: 1 });
  expect(list.list[0]).toEqual({
    id: b.userId,
    headImg: expect.stringMatching(/^http/),
    userName: 'Bob Contract',
    nickName: 'Bob Contract',
    remark: '',
    countryId: expect.any(Number),
    status: expect.any(Number),
    stick: 0,
    relation: 2,
    remindSwitch: false,
    isHost: false,
  });
  expect(data(await friendApi.stick({ friendUserId: b.userId, stick: 1 }))).toEqual({ stick: 1 });
  expect(data(await friendApi.remark({ friendUserId: b.userId, remark: 'Bobby' }))).toEqual({
    userName: 'Bobby',
    remark: 'Bobby',
  });
  const long = await friendApi.remark({ friendUserId: b.userId, remark: 'x'.repeat(31) });
  expect(long).toMatchObject({ ok: false, code: FRIEND_CODE.remarkTooLong });
  expect(data(await friendApi.search({ searchQ: 'bob' })).list.map((f) => f.id)).toEqual([
    b.userId,
  ]);
  expect(
    data(await friendApi.onlineRemindSwitch({ friendUserId: b.userId, switchStatus: 1 })),
  ).toEqual({ status: 1, remindNum: 1 });
  const reminders = data(await friendApi.onlineRemindList({ page: 1, size: 20 }));
  expect(reminders).toMatchObject({
    remindNum: 1,
    relationFriends: {
      pageNo: 1,
      total: 1,
      list: [{ id: b.userId, remindSwitch: true, userName: 'Bobby' }],
    },
  });
  expect(data(await friendApi.delete({ friendUserId: b.userId }))).toEqual({ relation: 4 });
  expect(data(await friendApi.getFriendList()).total).toBe(0);
});

test('imApi: send (messageUuid de-duplicated), list, details, read, delete; bad input has its code', async () => {
  await fetch(`${env.backend}/dev/api/chat/friends`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ a: a.userId, b: b.userId }),
  });
  as(a);
  const id = uuid();
  const msg = {
    messageUuid: id,
    message: 'Hello',
    messageType: 1,
    receiveUserId: b.userId,
    sendUserId: a.userId,
    needTranslate: true,
    targetLanguage: 'es',
    routeType: 0,
  };
  const sent = data(await imApi.send(msg));
  expect(sent).toMatchObject({
    translateCode: 200,
    duplicate: false,
    message: {
      messageUuid: id,
      content: 'Hello',
      textContent: { source: 'Hello', translation: 'Hola' },
    },
  });
  expect(JSON.parse(env.proxy.last().forwarded.body)).toMatchObject({ ...msg, platformType: 4 });
  expect(data(await imApi.send(msg))).toMatchObject({
    duplicate: true,
    message: { messageId: sent.message.messageId },
  });
  expect(await imApi.send({ ...msg, messageUuid: uuid(), message: ' ' })).toMatchObject({
    ok: false,
    code: IM_CODE.empty,
  });
  expect(await imApi.send({ ...msg, messageUuid: uuid(), receiveUserId: a.userId })).toMatchObject({
    ok: false,
    code: IM_CODE.self,
  });

  as(b);
  const convs = data(await imApi.list({ pageNo: 1, pageSize: 100 }));
  expect(convs.list.map((c) => c.friendId)).toEqual(expect.arrayContaining([-1, -2, -3, a.userId]));
  expect(convs.list.find((c) => c.friendId === a.userId)).toMatchObject({
    noReadCount: 1,
    content: 'Hello',
    userId: b.userId,
    relation: 2,
  });
  const page = data(await imApi.details({ sendUserId: a.userId, pageNo: 1, pageSize: 100 }));
  expect(page).toMatchObject({
    pageNo: 1,
    pages: 1,
    total: 1,
    list: [{ messageUuid: id, read: 0 }],
  });
  expect(data(await imApi.read({ sendUserId: a.userId, receiveUserId: b.userId }))).toEqual({
    read: 1,
  });
  expect(data(await imApi.delete({ sendUserId: a.userId }))).toEqual({ deleted: 1 });
  expect(data(await imApi.details({ sendUserId: a.userId })).total).toBe(0);
});

test('blacklistApi: addBlack, blacklists, removeBlack; a blocked sender gets 21004', async () => {
  as(b);
  expect(
    data(await blacklistApi.addBlack({ blacklistUserId: a.userId, userId: b.userId })),
  ).toEqual({ blacklisted: true });
  expect(data(await blacklistApi.blacklists({ page: 1, size: 20 }))).toMatchObject({
    total: 1,
    list: [
      {
        id: a.userId,
        userName: 'Ann Contract',
        headImg: expect.any(String),
        countryId: expect.any(Number),
      },
    ],
  });
  as(a);
  const refused = await imApi.send({
    messageUuid: uuid(),
    message: 'hi',
    messageType: 1,
    receiveUserId: b.userId,
    sendUserId: a.userId,
  });
  expect(refused).toMatchObject({ ok: false, code: IM_CODE.blockedByReceiver });
  as(b);
  // Not friends when blocked: nothing to restore (match-friends.test.ts has the restored case).
  expect(data(await blacklistApi.removeBlack({ friendUserId: a.userId }))).toEqual({
    blacklisted: false,
    relation: 4,
    restored: false,
  });
});

test('giftApi and backpackApi: catalogue, paid send once, 10014, backpack send; backpack calls carry the no-encryption headers', async () => {
  as(a);
  const gifts = data(await giftApi.total()).list;
  expect(gifts[0]).toEqual({
    id: 1,
    giftId: 1,
    name: 'Rose',
    giftImage: expect.stringMatching(/\/assets\/gifts\/1\.svg$/),
    gold: 10,
    friendGiftSort: 0,
    giftStar: 1,
  });
  const id = uuid();
  const sent = data(
    await giftApi.send({
      giftPage: 1,
      giftId: 2,
      receiveUserId: b.userId,
      userId: a.userId,
      messageUuid: id,
    }),
  );
  expect(sent).toMatchObject({
    gold: 80,
    goldNum: 80,
    cost: 20,
    duplicate: false,
    message: { giftId: 2, messageType: 5 },
  });
  expect(
    data(
      await giftApi.send({
        giftPage: 1,
        giftId: 2,
        receiveUserId: b.userId,
        userId: a.userId,
        messageUuid: id,
      }),
    ),
  ).toMatchObject({ duplicate: true, goldNum: 80 });
  expect(
    await giftApi.send({ giftPage: 1, giftId: 14, receiveUserId: b.userId, userId: a.userId }),
  ).toMatchObject({ ok: false, code: GIFT_CODE.notEnoughCoins });

  const bag = data(await backpackApi.backpackGiftList()).list;
  const x = env.proxy.last();
  expect(x.forwarded.headers['x-encrypt']).toBe('0');
  expect(x.forwarded.headers['x-encrypt-response']).toBe('0');
  expect(x.answers[0]?.headers['x-encrypt']).toBeUndefined();
  expect(bag).toEqual([
    {
      id: expect.any(Number),
      giftId: 1,
      name: 'Rose',
      giftImage: expect.any(String),
      icon: expect.any(String),
      gold: 10,
      giftStar: 1,
      expireTime: expect.any(Number),
      goodsCount: 1,
    },
  ]);
  expect(data(await backpackApi.entrance())).toEqual({ show: true, count: 1, expiringCount: 0 });
  expect(data(await backpackApi.backpackExpireList()).list).toEqual([]);
  expect(
    data(await giftApi.send({ giftPage: 0, giftId: 1, receiveUserId: b.userId, userId: a.userId })),
  ).toMatchObject({ cost: 0, goldNum: 80 });
  expect(data(await backpackApi.backpackList()).list).toEqual([]);
});

test('uploadApi and albumApi: a picture as form data (multipart), served back; a renamed non-image refused', async () => {
  as(a);
  const up = data(await uploadApi.images(pngBlob(12, 8), 'p.png'));
  expect(up).toEqual({
    url: expect.stringMatching(/\/uploads\/[a-f0-9]{32}\.png$/),
    width: 12,
    height: 8,
    size: expect.any(Number),
    contentType: 'image/png',
  });
  expect(env.proxy.last().forwarded.headers['content-type']).toMatch(/^multipart\/form-data/);
  const served = await fetch(up.url.replace(/^http:\/\/[^/]+/, env.backend));
  expect(served.headers.get('content-type')).toBe('image/png');
  const fake = await uploadApi.images(
    new Blob(['just text'], { type: 'image/png' }),
    'renamed.png',
  );
  expect(fake).toMatchObject({ ok: false, code: UPLOAD_CODE.notImage });
  const pic = data(await albumApi.uploadAlbumImage(pngBlob(), 'a.png'));
  expect(pic).toEqual({
    id: expect.any(Number),
    url: expect.stringContaining('/uploads/'),
    width: 6,
    height: 4,
  });
  const other = data(await uploadApi.uploadAlbumImage(pngBlob(), 'b.png'));
  expect(
    data(await albumApi.getAlbumPics({ searchUserId: a.userId })).list.map((p) => p.id),
  ).toEqual([pic.id, other.id]);
  expect(
    data(await albumApi.getStoryVideos({ searchUserId: a.userId, page: 1, size: 10 })),
  ).toEqual({ pageNo: 1, pages: 0, total: 0, list: [] });
  // A seeded host with a story clip (every fifth): the SDK's StoryVideo, as typed.
  const story: StoryVideo[] = data(
    await albumApi.getStoryVideos({ searchUserId: 10001, page: 1, size: 10 }),
  ).list;
  expect(story).toEqual([
    {
      id: 10001,
      videoUrl: expect.stringMatching(/\/assets\/hosts\/10001\/story\.webm$/),
      coverUrl: expect.stringMatching(/\/assets\/hosts\/10001\/story\.jpg$/),
      duration: 3,
    },
  ]);
  expect(data(await albumApi.deleteAlbumPic({ id: pic.id }))).toEqual({ deleted: true });
});

test('reportApi: profile report, second step, e-mail check, video report with its screenshot; no reason 27001', async () => {
  as(a);
  expect(
    await reportApi.reportProfile({
      reason: undefined as unknown as number,
      reportType: 1,
      reportUserId: b.userId,
    }),
  ).toMatchObject({ ok: false, code: REPORT_CODE.noReason });
  const r = data(
    await reportApi.reportProfile({
      reason: 2,
      reportType: 1,
      reportUserId: b.userId,
      site: 'FriendPage',
      wallGoddess: 0,
    }),
  );
  expect(
    data(
      await reportApi.videoReportTwo({
        reportId: r.reportId,
        twoReportReason: 210,
        threeReportReason: 'details',
        email: 'a@b.co',
      }),
    ),
  ).toEqual({ reportId: r.reportId });
  expect(data(await reportApi.checkEmail('a@b.co'))).toEqual({ valid: true });
  const v = data(
    await reportApi.videoReportImages({
      reportImg: pngBlob(),
      gender: 2,
      reportReason: 1,
      reportedUserId: b.userId,
    }),
  );
  expect(v).toEqual({
    reportId: expect.any(Number),
    reportImg: expect.stringContaining('/uploads/'),
  });
});

test('configApi: the popup config, interest and language lists and the snapshot config match their types', async () => {
  as(a);
  const popups = data(await configApi.getPopupConfig());
  expect(popups.list[0]).toEqual({
    id: 1,
    type: expect.any(String),
    title: expect.any(String),
    content: expect.any(String),
    image: expect.stringMatching(/^http/),
    route: expect.any(String),
    loggedIn: expect.any(Boolean),
    maxTimesPerDay: expect.any(Number),
  });
  const interests = data(await configApi.getInterestList());
  expect(interests).toMatchObject({ max: 5 });
  expect(interests.list).toHaveLength(21);
  expect(interests.list[0]).toEqual({ id: 1, name: 'Music' });
  const langs = data(await configApi.getLanguageList());
  expect(langs.max).toBe(3);
  expect(langs.list[0]).toEqual({ id: 1, code: 'en', name: 'English' });
  const snap = data(await configApi.getSnapshotConfig());
  expect(snap.faceCheckSeconds).toEqual([1, 2, 3, 6]);
  for (const range of snap.ranges) expect(range.max).toBeGreaterThanOrEqual(range.min);
});
