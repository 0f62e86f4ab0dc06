/**
 * im/v1/* (spec 2 §7): one test per send rule, de-duplication by messageUuid, the 1040 push
 * through the real gateway, read, list (system conversations with their welcome notice),
 * details, delete on one side only, translation with its daily limit.
 */
import type { FastifyInstance } from 'fastify';
import { parseBizEnvelope } from 'shared-sdk/node';
import * as sdk from 'shared-sdk/node';
import { makeApp, type Session } from '../helpers';
import { until } from '../realtime/helpers';
import { png, multipart } from './images';
import { api, befriend, connectRealtime, imPushes, newUser, send, upload, uuid } from './helpers';

const { IM_CODE, IM_TEXT_MAX_CHARS, SAY_HI_DAILY_FREE, TRANSLATE_DAILY_LIMIT } = sdk;
let app: FastifyInstance;
let a: Session;
let b: Session;

beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());
beforeEach(async () => {
  a = await newUser(app, 'Ann', 100);
  b = await newUser(app, 'Bob', 100);
});

const details = (s: Session, friendId: number, pageNo = 1, pageSize = 100) =>
  api(app, s, '/facade/api/im/v1/details', undefined, 'GET', {
    sendUserId: friendId,
    pageNo,
    pageSize,
  });
const list = (s: Session) => api(app, s, '/facade/api/im/v1/list', undefined, 'GET');

describe('send rules', () => {
  test('friends chat both ways; the receiver gets a 1040 push the SDK parses', async () => {
    await befriend(app, a.userId, b.userId);
    const rb = await connectRealtime(app, b.userId);
    const sent = await send(app, a, b.userId, 'Hello Bob <b>!</b>');
    expect(sent.code).toBe(200);
    expect(sent.data.message).toMatchObject({
      senderId: a.userId,
      receiverId: b.userId,
      content: 'Hello Bob <b>!</b>',
      read: 1,
      messageType: 1,
      messageTypeValue: 0,
    });
    const push = await rb.next((f) => f.type === 'push');
    const env = parseBizEnvelope(push.payload);
    expect(env).toMatchObject({
      bizType: 1040,
      senderId: a.userId,
      messageUuid: sent.data.message.messageUuid,
      senderName: 'Ann',
      read: 0,
    });
    expect((await send(app, b, a.userId, 'Hi Ann')).code).toBe(200);
    await rb.close();
  });

  test('to yourself: 21003', async () => {
    expect((await send(app, a, a.userId, 'me')).code).toBe(IM_CODE.self);
  });

  test('empty text: 21001; whitespace only too', async () => {
    await befriend(app, a.userId, b.userId);
    expect((await send(app, a, b.userId, '')).code).toBe(IM_CODE.empty);
    expect((await send(app, a, b.userId, '   \n')).code).toBe(IM_CODE.empty);
  });

  test(`over ${IM_TEXT_MAX_CHARS} characters: 21002; exactly the limit (emoji count once) goes`, async () => {
    await befriend(app, a.userId, b.userId);
    const r = await send(app, a, b.userId, 'x'.repeat(IM_TEXT_MAX_CHARS + 1));
    expect(r).toMatchObject({ code: IM_CODE.tooLong });
    expect(r.msg).toMatch(/too long/);
    expect((await send(app, a, b.userId, '😀'.repeat(IM_TEXT_MAX_CHARS))).code).toBe(200);
    // The SDK's one rule (chatTextLength): code points of the trimmed text, as the composer counts.
    const over = await send(app, a, b.userId, '😀'.repeat(IM_TEXT_MAX_CHARS + 1));
    expect(over.code).toBe(IM_CODE.tooLong);
    const padded = ` ${'😀'.repeat(IM_TEXT_MAX_CHARS)}\n`;
    expect((await send(app, a, b.userId, padded)).code).toBe(200);
    expect((await send(app, a, b.userId, `${'x'.repeat(IM_TEXT_MAX_CHARS - 1)}👍🏽`)).code).toBe(
      IM_CODE.tooLong,
    );
  });

  test('unknown receiver: 21006', async () => {
    expect((await send(app, a, 987654, 'hi')).code).toBe(IM_CODE.noSuchUser);
  });

  test('receiver blocked the sender: 21004; the sender blocked the receiver: 21005; nothing stored', async () => {
    await befriend(app, a.userId, b.userId);
    await api(app, b, '/facade/api/black/addBlack', {
      blacklistUserId: a.userId,
      userId: b.userId,
    });
    expect((await send(app, a, b.userId, 'hello?')).code).toBe(IM_CODE.blockedByReceiver);
    expect((await send(app, b, a.userId, 'bye')).code).toBe(IM_CODE.receiverBlocked);
    expect((await details(b, a.userId)).data.total).toBe(0);
  });

  test('strangers without a friend request: 21007', async () => {
    const r = await send(app, a, b.userId, 'hi stranger');
    expect(r.code).toBe(IM_CODE.verification);
  });

  test('say-hi: the requester may send text (quota), no picture until the recipient replies', async () => {
    expect(
      (await api(app, a, '/facade/api/friend/addFriend', { addWay: 102, friendUserId: b.userId }))
        .code,
    ).toBe(200);
    expect((await send(app, a, b.userId, 'hi, I sent you a request')).code).toBe(200);
    const up = await upload(
      app,
      a,
      '/facade/api/upload/images',
      multipart({}, { field: 'image', name: 'p.png', type: 'image/png', data: png() }),
    );
    const pic = { messageType: 3, pictureUrl: up.data.url };
    expect((await send(app, a, b.userId, '', pic)).code).toBe(IM_CODE.verification);
    // B replies (B sees relation 3: replying is free) → A's pictures go through.
    expect((await send(app, b, a.userId, 'hello!')).code).toBe(200);
    expect((await send(app, a, b.userId, '', pic)).code).toBe(200);
  });

  test(`say-hi quota: ${SAY_HI_DAILY_FREE} a day, then 21008; friends are not counted`, async () => {
    await api(app, a, '/facade/api/friend/addFriend', { addWay: 102, friendUserId: b.userId });
    for (let i = 0; i < SAY_HI_DAILY_FREE; i++)
      expect((await send(app, a, b.userId, `hi ${i}`)).code).toBe(200);
    const over = await send(app, a, b.userId, 'one more');
    expect(over.code).toBe(IM_CODE.sayHiLimit);
    expect(over.msg).toBe('Daily free say-hi limit reached');
    await api(app, b, '/facade/api/friend/addFriend', { addWay: 102, friendUserId: a.userId }); // accept
    expect((await send(app, a, b.userId, 'now friends')).code).toBe(200);
  });

  test('a picture URL that is not an upload of this backend: 21010', async () => {
    await befriend(app, a.userId, b.userId);
    const r = await send(app, a, b.userId, '', {
      messageType: 3,
      pictureUrl: 'https://evil.example/x.png',
    });
    expect(r.code).toBe(IM_CODE.badPicture);
  });

  test('sendUserId must be the caller', async () => {
    await befriend(app, a.userId, b.userId);
    expect((await send(app, a, b.userId, 'x', { sendUserId: b.userId })).code).toBe(40006);
  });
});

describe('exactly once', () => {
  test('the same messageUuid twice: stored once, pushed once, the second answer is the first', async () => {
    await befriend(app, a.userId, b.userId);
    const rb = await connectRealtime(app, b.userId);
    const id = uuid();
    const first = await send(app, a, b.userId, 'only once', { messageUuid: id });
    const again = await send(app, a, b.userId, 'only once', { messageUuid: id });
    expect(again.data).toMatchObject({
      duplicate: true,
      message: { messageId: first.data.message.messageId },
    });
    expect((await details(b, a.userId)).data.total).toBe(1);
    await rb.next((f) => f.type === 'push');
    await new Promise((r) => setTimeout(r, 100));
    expect(imPushes(rb).filter((p) => p.messageUuid === id)).toHaveLength(1);
    await rb.close();
  });

  test("another sender's messageUuid is refused (21009), so no one can shadow a message", async () => {
    await befriend(app, a.userId, b.userId);
    const id = uuid();
    await send(app, a, b.userId, 'mine', { messageUuid: id });
    expect((await send(app, b, a.userId, 'stolen', { messageUuid: id })).code).toBe(
      IM_CODE.badUuid,
    );
    expect((await send(app, a, b.userId, 'bad', { messageUuid: 'x' })).code).toBe(IM_CODE.badUuid);
  });
});

describe('conversations', () => {
  test('a new user has the system conversations −1, −2, −3, each with a welcome notice', async () => {
    const r = await list(b);
    const sys = r.data.list.filter((c: { friendId: number }) => c.friendId < 0);
    expect(
      sys.map((c: { friendId: number }) => c.friendId).sort((x: number, y: number) => x - y),
    ).toEqual([-3, -2, -1]);
    for (const c of sys)
      expect(c).toMatchObject({ noReadCount: 1, content: expect.stringMatching(/\w/) });
    const notice = (await details(b, -1)).data.list[0];
    expect(notice).toMatchObject({ senderId: -1, messageTypeValue: -3, read: 0 });
    expect(notice.content).toContain('Bob');
    // Once only.
    expect(
      (await list(b)).data.list.filter((c: { friendId: number }) => c.friendId < 0),
    ).toHaveLength(3);
  });

  test('unread counts, read marks them read and sends a read receipt to the sender', async () => {
    await befriend(app, a.userId, b.userId);
    const ra = await connectRealtime(app, a.userId);
    await send(app, a, b.userId, 'one');
    await send(app, a, b.userId, 'two');
    const entry = (await list(b)).data.list.find(
      (c: { friendId: number }) => c.friendId === a.userId,
    );
    expect(entry).toMatchObject({
      noReadCount: 2,
      content: 'two',
      relation: 2,
      userName: 'Ann',
      croomId: expect.stringMatching(/^\d+-\d+$/),
    });
    expect((await details(b, a.userId)).data.list.map((m: { read: number }) => m.read)).toEqual([
      0, 0,
    ]);
    const read = await api(
      app,
      b,
      '/facade/api/im/v1/read',
      { receiveUserId: b.userId, sendUserId: a.userId },
      'PUT',
    );
    expect(read.data).toEqual({ read: 2 });
    expect((await details(b, a.userId)).data.list.map((m: { read: number }) => m.read)).toEqual([
      1, 1,
    ]);
    expect(
      (await list(b)).data.list.find((c: { friendId: number }) => c.friendId === a.userId)
        .noReadCount,
    ).toBe(0);
    await until(() => imPushes(ra).some((p) => p.noticeType === sdk.IM_NOTICE_TYPE.read));
    await ra.close();
  });

  test('details: newest first, paged', async () => {
    await befriend(app, a.userId, b.userId);
    for (let i = 1; i <= 5; i++) await send(app, a, b.userId, `m${i}`);
    const p1 = await details(b, a.userId, 1, 2);
    expect(p1.data).toMatchObject({ pageNo: 1, pages: 3, total: 5 });
    expect(p1.data.list.map((m: { content: string }) => m.content)).toEqual(['m5', 'm4']);
    expect(
      (await details(b, a.userId, 3, 2)).data.list.map((m: { content: string }) => m.content),
    ).toEqual(['m1']);
  });

  test('a conversation deleted on one side stays on the other; a new message brings it back', async () => {
    await befriend(app, a.userId, b.userId);
    await send(app, a, b.userId, 'before');
    expect(
      (await api(app, b, '/facade/api/im/v1/delete', { sendUserId: a.userId }, 'PUT')).data,
    ).toEqual({ deleted: 1 });
    expect(
      (await list(b)).data.list.some((c: { friendId: number }) => c.friendId === a.userId),
    ).toBe(false);
    expect((await details(b, a.userId)).data.total).toBe(0);
    expect((await details(a, b.userId)).data.total).toBe(1);
    await send(app, a, b.userId, 'after');
    expect(
      (await details(b, a.userId)).data.list.map((m: { content: string }) => m.content),
    ).toEqual(['after']);
  });
});

describe('translation stand-in', () => {
  test(`translates into the target language; after ${TRANSLATE_DAILY_LIMIT} a day answers 54000 and sends untranslated`, async () => {
    await befriend(app, a.userId, b.userId);
    const t = await send(app, a, b.userId, 'Hello friend', {
      needTranslate: true,
      targetLanguage: 'es',
    });
    expect(t.data).toMatchObject({
      translateCode: 200,
      message: { textContent: { source: 'Hello friend', translation: 'Hola amigo' } },
    });
    for (let i = 1; i < TRANSLATE_DAILY_LIMIT; i++)
      expect(
        (await send(app, a, b.userId, 'hi', { needTranslate: true, targetLanguage: 'fr' })).data
          .translateCode,
      ).toBe(200);
    const limited = await send(app, a, b.userId, 'hi again', {
      needTranslate: true,
      targetLanguage: 'fr',
    });
    expect(limited.code).toBe(200);
    expect(limited.data.translateCode).toBe(54000);
    expect(limited.data.message.textContent).toEqual({
      source: 'hi again',
      translationUnavailable: true,
    });
    expect(limited.data.message.bizData.sendTranslateCode).toBe(54000);

    // A VIP (any pack bought) translates without a limit, the same day.
    app.services.db.prepare('UPDATE users SET pay_status = 1 WHERE id = ?').run(a.userId);
    const vip = await send(app, a, b.userId, 'Hello friend', {
      needTranslate: true,
      targetLanguage: 'es',
    });
    expect(vip.data.translateCode).toBe(200);
    expect(vip.data.message.textContent).toEqual({
      source: 'Hello friend',
      translation: 'Hola amigo',
    });
  });
});
