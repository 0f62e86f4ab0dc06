/**
 * The live room over the real gateway: the channel rule (the host publishes, admitted viewers
 * read, nobody else), the host's mute / kick / silent removal reaching the viewer's socket, stale
 * viewers dropped after missed heartbeats, and leaving.
 */
import { LEFT_TYPE_REMOVED, LEFT_TYPE_SILENT, LEFT_TYPE_TIMEOUT, LIVE_CODE } from '../../src/sdk';
import { login } from '../helpers';
import type { Frame } from '../realtime/helpers';
import { LIVE, liveEnv, type LiveEnv } from './helpers';

let env: LiveEnv;
beforeAll(async () => {
  env = await liveEnv();
});
afterAll(() => env.close());

/** A 1052 payload of `action` on a frame (channel push or point to point). */
const biz = (f: Frame) => f.payload as Record<string, unknown>;
const isLive = (action: string, channel?: string) => (f: Frame) =>
  f.type === 'push' &&
  biz(f)?.bizType === 1052 &&
  biz(f).action === action &&
  (channel === undefined ? f.channel === undefined : f.channel === channel);

async function watching(channel: string, coins = 0) {
  const s = await env.viewer(coins);
  expect((await env.join(s, channel)).code).toBe(200);
  const socket = await env.connect(s);
  expect(await socket.request({ type: 'sub', channel })).toMatchObject({ type: 'ok' });
  return { s, socket };
}

describe('the live channel', () => {
  test('the host publishes; an admitted viewer reads but cannot publish; anyone else is kept out', async () => {
    const live = await env.startLive();
    const channel = live.channelId;
    const { s: viewer, socket: cv } = await watching(channel);
    const outsider = await env.connect(await env.viewer());
    const host = await env.connect(await login(env.app, live.hostId));

    for (const ch of [channel, `rtc:${channel}`])
      expect(await outsider.request({ type: 'sub', channel: ch })).toMatchObject({
        code: 'forbidden',
      });
    expect(await cv.request({ type: 'pub', channel, payload: { spam: 1 } })).toMatchObject({
      code: 'forbidden',
    });
    expect(await outsider.request({ type: 'pub', channel, payload: 1 })).toMatchObject({
      code: 'forbidden',
    });
    expect(await host.request({ type: 'pub', channel, payload: { hello: 1 } })).toMatchObject({
      type: 'ok',
    });
    expect(await cv.next((f) => f.type === 'msg')).toMatchObject({ payload: { hello: 1 } });
    // What the server says in the room reaches the viewer, not the outsider.
    const chat = await env.api(viewer, `${LIVE}/sendChannelMsg`, {
      body: { liveStudioChannelId: channel, content: 'hi all' },
    });
    expect(chat.code).toBe(200);
    expect(biz(await cv.next(isLive('chat', channel)))).toMatchObject({
      senderId: viewer.userId,
      message: 'hi all',
      channelId: channel,
    });
    expect(outsider.frames.filter((f) => f.type === 'push')).toHaveLength(0);

    // Leaving ends the viewer's access: unsubscribed now, refused until they join again.
    expect(
      (
        await env.api(viewer, `${LIVE}/leaveLiveStudio`, {
          method: 'PUT',
          body: { liveStudioChannelId: channel },
        })
      ).data,
    ).toEqual({ left: true });
    await cv.next((f) => f.type === 'error' && f.channel === channel);
    expect(await cv.request({ type: 'sub', channel })).toMatchObject({ code: 'forbidden' });
    expect((await env.join(viewer, channel)).code).toBe(200);
    expect(await cv.request({ type: 'sub', channel })).toMatchObject({ type: 'ok' });
  });

  test('a joining viewer gets the welcome `join` point to point; the room hears `joined`', async () => {
    const live = await env.startLive();
    const { socket: first } = await watching(live.channelId);
    const second = await env.viewer(0, 'Second Viewer');
    const c2 = await env.connect(second);
    expect((await env.join(second, live.channelId)).code).toBe(200);
    expect(biz(await first.next(isLive('joined', live.channelId)))).toMatchObject({
      userId: second.userId,
      userName: 'Second Viewer',
    });
    expect(biz(await c2.next(isLive('join')))).toMatchObject({
      userId: live.hostId,
      msg: 'Please abide by the platform regulations. Be kind with your words.',
    });
  });
});

describe("the host's hand on a viewer", () => {
  test('mute: a point-to-point push; chat refused with the spec text; the mute check says so', async () => {
    const live = await env.startLive();
    const { s, socket } = await watching(live.channelId);
    await env.dev('/live/mute', { liveStudioId: live.liveStudioId, userId: s.userId, muted: true });
    expect(biz(await socket.next(isLive('mute')))).toMatchObject({
      muted: true,
      liveStudioId: live.liveStudioId,
    });
    const refused = await env.api(s, `${LIVE}/sendChannelMsg`, {
      body: { liveStudioChannelId: live.channelId, content: 'hello' },
    });
    expect(refused).toMatchObject({ code: LIVE_CODE.muted, msg: "You're muted." });
    expect(
      (await env.api(s, `${LIVE}/muted`, { query: { liveStudioChannelId: live.channelId } })).data,
    ).toEqual({
      muted: true,
    });
    await env.dev('/live/mute', {
      liveStudioId: live.liveStudioId,
      userId: s.userId,
      muted: false,
    });
    await socket.next((f) => isLive('mute')(f) && biz(f).muted === false);
    expect(
      (
        await env.api(s, `${LIVE}/sendChannelMsg`, {
          body: { liveStudioChannelId: live.channelId, content: 'back' },
        })
      ).code,
    ).toBe(200);
  });

  test('kick (leftType 11): left on the channel, kick point to point, the channel closes to them, 1403 after', async () => {
    const live = await env.startLive();
    const { s, socket } = await watching(live.channelId);
    const { socket: other } = await watching(live.channelId);
    await env.dev('/live/kick', {
      liveStudioId: live.liveStudioId,
      userId: s.userId,
      leftType: LEFT_TYPE_REMOVED,
    });
    expect(biz(await socket.next(isLive('kick')))).toMatchObject({ kickedAudienceId: s.userId });
    expect(biz(await socket.next(isLive('left', live.channelId)))).toMatchObject({
      userId: s.userId,
      leftType: LEFT_TYPE_REMOVED,
    });
    expect(biz(await other.next(isLive('left', live.channelId)))).toMatchObject({
      userId: s.userId,
    });
    await socket.next((f) => f.type === 'error' && f.channel === live.channelId);
    expect(await socket.request({ type: 'sub', channel: live.channelId })).toMatchObject({
      code: 'forbidden',
    });
    expect(await env.join(s, live.channelId)).toMatchObject({
      code: LIVE_CODE.kicked,
      msg: "You were removed from this live. Can't join in currently.",
    });
    // The swipe skips a live the viewer was removed from.
    const next = await env.api(s, `${LIVE}/nextLiveStudioInfo`, {
      query: { liveStudioId: live.liveStudioId - 1 },
    });
    expect((next.data as { id?: number } | null)?.id).not.toBe(live.liveStudioId);
  });

  test('silent removal (leftType 12): left point to point, no kick; 1407 after', async () => {
    const live = await env.startLive();
    const { s, socket } = await watching(live.channelId);
    await env.dev('/live/kick', {
      liveStudioId: live.liveStudioId,
      userId: s.userId,
      leftType: LEFT_TYPE_SILENT,
    });
    expect(biz(await socket.next(isLive('left')))).toMatchObject({
      userId: s.userId,
      leftType: LEFT_TYPE_SILENT,
    });
    expect(socket.frames.some(isLive('kick'))).toBe(false);
    expect((await env.join(s, live.channelId)).code).toBe(LIVE_CODE.removed);
  });
});

describe('heartbeats', () => {
  test('a viewer who beats every 10 s stays; one who stops is dropped after three missed beats', async () => {
    const live = await env.startLive();
    const { s: beating } = await watching(live.channelId);
    const { s: silent, socket: silentSocket } = await watching(live.channelId);
    const { s: watching2, socket: watcher } = await watching(live.channelId);
    // Viewers in the room now (signed-in and tourists; the simulated ones come and go on their own).
    const count = () => env.app.services.live.store.inCount(live.liveStudioId);
    const before = count();
    for (let i = 0; i < 3; i++) {
      env.clock.advance(10_000);
      for (const s of [beating, watching2]) {
        const beat = await env.api(s, `${LIVE}/heartBeat`, {
          method: 'PUT',
          body: { liveStudioChannelId: live.channelId },
        });
        expect(beat.data).toMatchObject({ stillIn: true });
      }
      env.tick();
      expect(count()).toBe(before);
    }
    env.clock.advance(1_000);
    env.tick();
    // 31 s without a beat: the silent viewer is out, the room hears it, the channel closes to them.
    expect(
      biz(
        await watcher.next(
          (f) => isLive('left', live.channelId)(f) && biz(f).userId === silent.userId,
        ),
      ),
    ).toMatchObject({ leftType: LEFT_TYPE_TIMEOUT });
    await silentSocket.next((f) => f.type === 'error' && f.channel === live.channelId);
    expect(count()).toBe(before - 1);
    // Its next beat lets it in again (the join rules apply) and says so.
    const late = await env.api(silent, `${LIVE}/heartBeat`, {
      method: 'PUT',
      body: { liveStudioChannelId: live.channelId },
    });
    expect(late.data).toMatchObject({ stillIn: false });
    expect(count()).toBe(before);
  });

  test('a heartbeat for a live that ended answers 1002; one for no live 1004', async () => {
    const live = await env.startLive();
    const { s } = await watching(live.channelId);
    await env.dev('/live/end', { liveStudioId: live.liveStudioId });
    const beat = await env.api(s, `${LIVE}/heartBeat`, {
      method: 'PUT',
      body: { liveStudioChannelId: live.channelId },
    });
    expect(beat).toMatchObject({ code: LIVE_CODE.ended, msg: 'This live has already ended.' });
    const none = await env.api(s, `${LIVE}/heartBeat`, {
      method: 'PUT',
      body: { liveStudioChannelId: 'live-999999' },
    });
    expect(none.code).toBe(LIVE_CODE.notLive);
  });
});

describe('joining', () => {
  test('a viewer limit holds when many join at once (1406 past it); a viewer already in may join again', async () => {
    const live = await env.startLive(undefined, 2);
    const viewers = await Promise.all(Array.from({ length: 6 }, () => env.viewer()));
    const answers = await Promise.all(viewers.map((s) => env.join(s, live.channelId)));
    const codes = answers.map((a) => a.code).sort((x, y) => x - y);
    expect(codes).toEqual([200, 200, ...Array(4).fill(LIVE_CODE.peopleMax)]);
    const inside = viewers.filter((_, i) => answers[i]!.code === 200);
    expect((await env.join(inside[0]!, live.channelId)).code).toBe(200);
    expect(env.app.services.live.store.inCount(live.liveStudioId)).toBe(2);
  });

  test('joining another live leaves the first (the room hears `left`)', async () => {
    const first = await env.startLive();
    const second = await env.startLive();
    const { s } = await watching(first.channelId);
    const { socket: other } = await watching(first.channelId);
    expect((await env.join(s, second.channelId)).code).toBe(200);
    expect(
      biz(
        await other.next((f) => isLive('left', first.channelId)(f) && biz(f).userId === s.userId),
      ),
    ).toMatchObject({ leftType: 1 });
    expect(
      env.app.services.live.store.viewer(first.liveStudioId, `u:${s.userId}`)?.left_at,
    ).not.toBeNull();
  });
});
