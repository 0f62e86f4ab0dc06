/**
 * gateway.restart(): what a restart of the gateway does to its clients without ending the
 * process — every socket closes with 1012, new ones are refused (HTTP 503) for the down time, and
 * what lived only in memory is gone as after a real restart (a new epoch, empty replay logs), while
 * frame ids keep growing and the channel policy stays.
 */
import WebSocket from 'ws';
import { CloseCode } from '../../src/realtime';
import { sleep, startGateway, TestClient, until, type TestServer } from './helpers';

let srv: TestServer;
beforeEach(async () => {
  srv = await startGateway();
});
afterEach(async () => {
  await srv.stop();
});

/** The HTTP status a WebSocket upgrade gets (101 when it is accepted). */
function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => (resolve(101), ws.close()));
    ws.on('unexpected-response', (_req, res) => (resolve(res.statusCode ?? 0), ws.terminate()));
    ws.on('error', () => resolve(0));
  });
}

test('every socket closes with 1012, authenticated or not; new ones are refused with 503 for the down time, then accepted', async () => {
  const a = await TestClient.connect(srv.url, srv.token('1'));
  const b = await TestClient.connect(srv.url, srv.token('2'));
  const unauthed = await TestClient.open(srv.url);
  const r = srv.gateway.restart({ refuseMs: 600 });
  expect(r).toMatchObject({ closed: 3, refuseMs: 600 });
  expect(await a.closed).toBe(CloseCode.SERVICE_RESTART);
  expect(await b.closed).toBe(1012);
  expect(await unauthed.closed).toBe(1012);
  expect(await upgradeStatus(srv.url)).toBe(503);
  await sleep(700);
  const again = await TestClient.connect(srv.url, srv.token('1'));
  expect(again.welcome?.epoch).toBe(r.epoch);
  expect(srv.gateway.isOnline('1')).toBe(true);
  await again.close();
});

test('a new epoch and empty logs: a client coming back gets what was pushed since the restart, once; ids keep growing', async () => {
  const a = await TestClient.connect(srv.url, srv.token('7'));
  const before = srv.gateway.pushToUser('7', { n: 'before' });
  await a.next((f) => f.type === 'push' && f.id === before);
  const epoch = a.welcome?.epoch as string;
  const { epoch: next } = srv.gateway.restart({ refuseMs: 200 });
  expect(next).not.toBe(epoch);
  await a.closed;
  // Pushed while the client is away: kept in the new log for its return.
  const during = srv.gateway.pushToUser('7', { n: 'during' });
  expect(during).toBeGreaterThan(before);
  await sleep(300);
  // The SDK reconnects with its last id and the old epoch: another epoch replays the whole log.
  const back = await TestClient.connect(srv.url, srv.token('7'), { lastSeenId: before, epoch });
  expect(back.welcome).toMatchObject({ epoch: next, replayed: 1 });
  const pushes = await until(() => back.of('push').length >= 1).then(() => back.of('push'));
  expect(pushes.map((f) => f.payload)).toEqual([{ n: 'during' }]);
  expect(srv.gateway.stats().logs).toBe(1);
  await back.close();
});

test('channel access stays (the services reopen their rooms after a real restart); subscriptions do not', async () => {
  srv.gateway.channels.openLive('live-9', '100', { audience: 'granted' });
  srv.gateway.channels.grantViewer('live-9', '5');
  const v = await TestClient.connect(srv.url, srv.token('5'));
  expect((await v.request({ type: 'sub', channel: 'live-9' })).type).toBe('ok');
  srv.gateway.restart({ refuseMs: 0 });
  await v.closed;
  expect(srv.gateway.stats().channels).toBe(0);
  const back = await TestClient.connect(srv.url, srv.token('5'));
  expect((await back.request({ type: 'sub', channel: 'live-9' })).type).toBe('ok');
  expect(srv.gateway.pushToChannel('live-9', { hi: 1 })).toBe(1);
  await back.close();
});
