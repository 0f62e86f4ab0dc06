/**
 * Any signed-in user could join another user's call channel and read it.
 * Channel access now goes through one policy (src/realtime/channels.ts): call rooms for their
 * two parties, lives for the host (publishes) and the audience (reads), granted guests (read
 * only), the user's own inbox, the connection check of two named users; nothing else.
 */
import { createChannelPolicy } from '../../src/realtime';
import { liveApp, type LiveApp } from './helpers';

let env: LiveApp;
beforeAll(async () => {
  env = await liveApp();
});
afterAll(() => env.close());

describe('call rooms', () => {
  test('a stranger cannot join or publish on a call channel; the two parties can; the end kicks them', async () => {
    const [caller, host, stranger] = [await env.user(), await env.user(), await env.user()];
    const room = 'call-8812';
    env.app.services.realtime.channels.openCallRoom(room, [caller.userId, host.userId]);
    const [cc, ch, cs] = [
      await env.connect(caller),
      await env.connect(host),
      await env.connect(stranger),
    ];
    for (const channel of [room, `rtc:${room}`]) {
      expect(await cs.request({ type: 'sub', channel })).toMatchObject({
        type: 'error',
        code: 'forbidden',
      });
      expect(await cs.request({ type: 'pub', channel, payload: 'x' })).toMatchObject({
        type: 'error',
        code: 'forbidden',
      });
    }
    expect(await cc.request({ type: 'sub', channel: `rtc:${room}`, members: true })).toMatchObject({
      type: 'ok',
    });
    expect(await ch.request({ type: 'sub', channel: `rtc:${room}`, members: true })).toMatchObject({
      type: 'ok',
      members: expect.arrayContaining([String(caller.userId), String(host.userId)]),
    });
    expect(
      await cc.request({ type: 'pub', channel: `rtc:${room}`, payload: { n: 1 } }),
    ).toMatchObject({
      type: 'ok',
    });
    expect(await ch.next((f) => f.type === 'msg')).toMatchObject({ payload: { n: 1 } });
    // Signalling: parties yes, the stranger no (offer to the host refused).
    expect(
      await cc.request({ type: 'signal', to: String(host.userId), payload: 'offer' }),
    ).toMatchObject({
      type: 'ok',
    });
    expect(
      await cs.request({ type: 'signal', to: String(host.userId), payload: 'offer' }),
    ).toMatchObject({
      type: 'error',
      code: 'forbidden',
    });
    expect(cs.of('msg')).toHaveLength(0);

    env.app.services.realtime.channels.closeCallRoom(room);
    expect(await cc.next((f) => f.type === 'error' && f.channel === `rtc:${room}`)).toMatchObject({
      code: 'forbidden',
    });
    expect(await cc.request({ type: 'sub', channel: `rtc:${room}` })).toMatchObject({
      code: 'forbidden',
    });
    expect(
      await cc.request({ type: 'signal', to: String(host.userId), payload: 'late' }),
    ).toMatchObject({
      code: 'forbidden',
    });
  });

  test('a room id cannot pose as another family; bad ids are refused at registration', () => {
    const p = createChannelPolicy();
    expect(() => p.openCallRoom('inbox:5', ['1', '2'])).toThrow(/room id/);
    expect(() => p.openCallRoom('a b', ['1', '2'])).toThrow(/room id/);
    expect(() => p.openCallRoom('r', ['1', '1'])).toThrow(/two different/);
    expect(p.access('1', 'never-opened')).toEqual({ subscribe: false, publish: false });
  });

  test('a resolver answers for rooms registered before a restart', () => {
    const p = createChannelPolicy((id) =>
      id === '777' ? { kind: 'call', id, parties: ['1', '2'] } : null,
    );
    expect(p.access('1', 'rtc:777')).toEqual({ subscribe: true, publish: true });
    expect(p.access('3', 'rtc:777')).toEqual({ subscribe: false, publish: false });
    expect(p.maySignal('2', '1')).toBe(true);
  });
});

describe('lives', () => {
  test('the host publishes; the audience reads but cannot publish; a kicked viewer is out', async () => {
    const [host, viewer, other] = [await env.user(), await env.user(), await env.user()];
    env.app.services.realtime.channels.openLive('live-42', host.userId);
    const [chost, cview, cother] = [
      await env.connect(host),
      await env.connect(viewer),
      await env.connect(other),
    ];
    for (const c of [chost, cview, cother])
      expect(await c.request({ type: 'sub', channel: 'live-42' })).toMatchObject({ type: 'ok' });
    expect(await cview.request({ type: 'pub', channel: 'live-42', payload: 'spam' })).toMatchObject(
      {
        code: 'forbidden',
      },
    );
    expect(
      await chost.request({ type: 'pub', channel: 'live-42', payload: 'hello' }),
    ).toMatchObject({
      type: 'ok',
    });
    expect(await cview.next((f) => f.type === 'msg')).toMatchObject({ payload: 'hello' });
    // A viewer and the host may signal (the audience receives the host's media).
    expect(
      await cview.request({ type: 'signal', to: String(host.userId), payload: 'hello' }),
    ).toMatchObject({
      type: 'ok',
    });
    env.app.services.realtime.channels.revokeViewer('live-42', other.userId);
    await cother.next((f) => f.type === 'error' && f.channel === 'live-42');
    expect(await cother.request({ type: 'sub', channel: 'live-42' })).toMatchObject({
      code: 'forbidden',
    });
    expect(cview.closeCode).toBeNull();
  });

  test('a granted-only live (guests with a checked shareId) admits only those granted, read only', () => {
    const p = createChannelPolicy();
    p.openLive(9, 'host', { audience: 'granted' });
    expect(p.access('guest', 'rtc:9')).toEqual({ subscribe: false, publish: false });
    p.grantViewer(9, 'guest');
    expect(p.access('guest', 'rtc:9')).toEqual({ subscribe: true, publish: false });
    expect(p.access('host', 'rtc:9')).toEqual({ subscribe: true, publish: true });
    p.closeLive(9);
    expect(p.access('guest', 'rtc:9')).toEqual({ subscribe: false, publish: false });
  });
});

describe('self-describing channels', () => {
  test("a user's own inbox only; nobody publishes on it", async () => {
    const [a, b] = [await env.user(), await env.user()];
    const [ca, cb] = [await env.connect(a), await env.connect(b)];
    expect(await ca.request({ type: 'sub', channel: `inbox:${a.userId}` })).toMatchObject({
      type: 'ok',
    });
    expect(await cb.request({ type: 'sub', channel: `inbox:${a.userId}` })).toMatchObject({
      code: 'forbidden',
    });
    expect(
      await ca.request({ type: 'pub', channel: `inbox:${a.userId}`, payload: 1 }),
    ).toMatchObject({
      code: 'forbidden',
    });
    expect(env.app.services.realtime.pushToChannel(`inbox:${a.userId}`, { bizType: 1040 })).toBe(1);
    expect(await ca.next((f) => f.type === 'push')).toMatchObject({ channel: `inbox:${a.userId}` });
  });

  test('the connection check channel admits the two users it names (host-shell /connection-check)', async () => {
    const [a, b, c] = [await env.user(), await env.user(), await env.user()];
    const [x, y] = [String(a.userId), String(b.userId)].sort();
    const channel = `rtc:connection-check:${x}:${y}`;
    const [ca, cb, cc] = [await env.connect(a), await env.connect(b), await env.connect(c)];
    expect(await ca.request({ type: 'sub', channel, members: true })).toMatchObject({ type: 'ok' });
    expect(await cb.request({ type: 'sub', channel, members: true })).toMatchObject({ type: 'ok' });
    expect(await cc.request({ type: 'sub', channel })).toMatchObject({ code: 'forbidden' });
    // Sharing the channel is what lets them signal; the third user cannot signal either.
    expect(
      await ca.request({ type: 'signal', to: String(b.userId), payload: 'offer' }),
    ).toMatchObject({
      type: 'ok',
    });
    expect(
      await cc.request({ type: 'signal', to: String(b.userId), payload: 'offer' }),
    ).toMatchObject({
      code: 'forbidden',
    });
  });

  test('anything else is refused', async () => {
    const ca = await env.connect(await env.user());
    for (const channel of ['live:7', 'c', 'rtc:1', 'rtc:inbox:1', 'connection-check:1:1'])
      expect(await ca.request({ type: 'sub', channel })).toMatchObject({ code: 'forbidden' });
  });
});
