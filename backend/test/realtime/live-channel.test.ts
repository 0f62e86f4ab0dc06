/**
 * The live channel rule (src/realtime/channels.ts): a live opened with `audience: 'granted'`, as
 * the live service opens every live, is read by the viewers it admitted and published on by its
 * host alone; a viewer who leaves (`releaseViewer`) is unsubscribed and may come back, a removed
 * one (`revokeViewer`) may not until the live closes. The live service's own use of it, over
 * HTTP and sockets: test/live/rooms.test.ts.
 */
import { createChannelPolicy } from '../../src/realtime';
import { startGateway, TestClient, type TestServer } from './helpers';

const NONE = { subscribe: false, publish: false };
const READ = { subscribe: true, publish: false };
const FULL = { subscribe: true, publish: true };

describe('the policy', () => {
  test('admitted viewers read, the host publishes, nobody else; leaving is not a ban, a kick is', () => {
    const p = createChannelPolicy();
    p.openLive('live-7', '100', { audience: 'granted' });
    for (const ch of ['live-7', 'rtc:live-7']) {
      expect(p.access('100', ch)).toEqual(FULL);
      expect(p.access('5', ch)).toEqual(NONE);
    }
    p.grantViewer('live-7', '5');
    expect(p.access('5', 'live-7')).toEqual(READ);
    expect(p.access('5', 'rtc:live-7')).toEqual(READ);
    expect(p.access('6', 'live-7')).toEqual(NONE);
    expect(p.maySignal('5', '100')).toBe(true);
    expect(p.maySignal('5', '6')).toBe(false);

    p.releaseViewer('live-7', '5');
    expect(p.access('5', 'live-7')).toEqual(NONE);
    p.grantViewer('live-7', '5');
    expect(p.access('5', 'live-7')).toEqual(READ);

    p.revokeViewer('live-7', '5');
    expect(p.access('5', 'live-7')).toEqual(NONE);
    p.releaseViewer('live-7', '5'); // a released kick stays a kick
    expect(p.access('5', 'live-7')).toEqual(NONE);

    p.closeLive('live-7');
    expect(p.access('100', 'live-7')).toEqual(NONE);
  });
});

test('a visitor (tourist, guest) reads only a live that granted them by name: no open audience, inbox, call or check', () => {
  const p = createChannelPolicy();
  const visitor = 'v-AbCdEfGhIjKlMnOpQrStUv';
  p.openLive('live-1', '100', { audience: 'signed-in' });
  p.openLive('live-2', '200', { audience: 'granted' });
  p.openCallRoom('room-3', ['5', '6']);
  expect(p.access('5', 'live-1')).toEqual(READ); // any signed-in user
  for (const ch of ['live-1', 'rtc:live-1', 'live-2', 'rtc:live-2', 'room-3', `inbox:${visitor}`])
    expect(p.access(visitor, ch)).toEqual(NONE);
  p.grantViewer('live-2', visitor);
  expect(p.access(visitor, 'live-2')).toEqual(READ);
  expect(p.access(visitor, 'rtc:live-2')).toEqual(READ);
  expect(p.access(visitor, 'live-1')).toEqual(NONE);
  expect(p.maySignal(visitor, '200')).toBe(true);
  expect(p.maySignal(visitor, '5')).toBe(false);
  p.closeLive('live-2');
  expect(p.access(visitor, 'live-2')).toEqual(NONE);
});

describe('over the gateway', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startGateway();
  });
  afterAll(() => srv.stop());

  test('a released viewer is unsubscribed at once and told; the host keeps publishing to the others', async () => {
    srv.gateway.channels.openLive('live-9', 1, { audience: 'granted' });
    srv.gateway.channels.grantViewer('live-9', 2);
    srv.gateway.channels.grantViewer('live-9', 3);
    const connect = (u: number) => TestClient.connect(srv.url, srv.token(u));
    const [host, a, b, stranger] = [
      await connect(1),
      await connect(2),
      await connect(3),
      await connect(4),
    ];
    for (const c of [host, a, b])
      expect(await c.request({ type: 'sub', channel: 'live-9' })).toMatchObject({ type: 'ok' });
    expect(await stranger.request({ type: 'sub', channel: 'live-9' })).toMatchObject({
      code: 'forbidden',
    });
    expect(await a.request({ type: 'pub', channel: 'live-9', payload: 'x' })).toMatchObject({
      code: 'forbidden',
    });

    srv.gateway.channels.releaseViewer('live-9', 2);
    expect(await a.next((f) => f.type === 'error' && f.channel === 'live-9')).toMatchObject({
      code: 'forbidden',
      message: 'access ended',
    });
    expect(await host.request({ type: 'pub', channel: 'live-9', payload: { n: 1 } })).toMatchObject(
      { type: 'ok' },
    );
    expect(await b.next((f) => f.type === 'msg')).toMatchObject({ payload: { n: 1 } });
    expect(a.of('msg')).toHaveLength(0);
    expect(b.frames.some((f) => f.type === 'error')).toBe(false);
    for (const c of [host, a, b, stranger]) await c.close();
  });
});
