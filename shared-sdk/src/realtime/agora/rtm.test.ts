/**
 * @jest-environment jsdom
 *
 * The agora messaging transport over the REAL `agora-rtm-sdk` RTMClient (its constructor, event
 * emitter and presence object). Only the calls that would reach the Agora cloud (login, logout,
 * publish, subscribe, presence queries, renewToken) are replaced on the instance.
 */
import type { RTMClient } from 'agora-rtm-sdk';
import type { Inbound, TransportCallbacks } from '../transport';
import { createAgoraRtmTransport, type AgoraRtmModule } from './rtm';
import { blocked, emitRtm, loadRealRtm, never } from './real-sdk.testutil';

const APP_ID = '0123456789abcdef0123456789abcdef';
/** The real SDK allows one RTM instance per app id and user for the page lifetime: the harness
 *  gives the real constructor a unique user id per harness unless `exactIds`. */
let harnessNo = 0;
const real = loadRealRtm();

interface Harness {
  clients: RTMClient[];
  module: AgoraRtmModule;
}

/** The real RTM class; `login` resolves, or never settles (offline) when `offline`. */
function harness(
  opts: { offline?: boolean; loginError?: unknown; exactIds?: boolean } = {},
): Harness {
  const clients: RTMClient[] = [];
  const suffix = opts.exactIds ? '' : `h${++harnessNo}`;
  function RTM(appId: string, userId: string, config?: object) {
    const c = new real.RTM(appId, userId + suffix, { ...config, logLevel: 'none' });
    jest
      .spyOn(c, 'login')
      .mockImplementation(() =>
        opts.offline
          ? never()
          : opts.loginError
            ? Promise.reject(opts.loginError)
            : Promise.resolve({ timestamp: 1 }),
      );
    jest.spyOn(c, 'logout').mockResolvedValue({ timestamp: 2 });
    jest.spyOn(c, 'publish').mockResolvedValue({ timestamp: 3, channelName: '' });
    jest.spyOn(c, 'subscribe').mockResolvedValue({ timestamp: 3, channelName: '' });
    jest.spyOn(c, 'unsubscribe').mockResolvedValue({ timestamp: 3, channelName: '' });
    jest.spyOn(c, 'renewToken').mockResolvedValue({ timestamp: 4 });
    clients.push(c);
    return c;
  }
  return { clients, module: { RTM: RTM as unknown as AgoraRtmModule['RTM'] } };
}

function callbacks() {
  const log: {
    online: string[];
    inbound: Inbound[];
    closed: { fatal: boolean; reason: string }[];
  } = { online: [], inbound: [], closed: [] };
  const cb: TransportCallbacks = {
    online: ({ userId }) => log.online.push(userId),
    inbound: (m) => log.inbound.push(m),
    closed: (info) => log.closed.push(info),
  };
  return { log, cb };
}

const until = async (cond: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
};

afterAll(() => expect(blocked).toEqual([]));

it('loads the SDK lazily: only open() (login) imports it', async () => {
  const h = harness();
  const load = jest.fn(async () => h.module);
  const t = createAgoraRtmTransport({ appId: APP_ID, userId: '7', load });
  expect(load).not.toHaveBeenCalled();
  const { log, cb } = callbacks();
  t.open('tok', cb);
  await until(() => log.online.length === 1);
  expect(load).toHaveBeenCalledTimes(1);
  expect(h.clients[0]!.login).toHaveBeenCalledWith({ token: 'tok' });
  // Home channel with presence, so presence queries see an idle user.
  expect(h.clients[0]!.subscribe).toHaveBeenCalledWith('u:7', {
    withMessage: false,
    withPresence: true,
  });
});

it('a login that never settles fails after its timeout and is cancelled with logout', async () => {
  const h = harness({ offline: true });
  const t = createAgoraRtmTransport({
    appId: APP_ID,
    userId: '7',
    load: async () => h.module,
    loginTimeoutMs: 60,
  });
  const { log, cb } = callbacks();
  t.open('tok', cb);
  await until(() => log.closed.length === 1);
  expect(log.closed[0]).toMatchObject({ fatal: false, reason: expect.stringMatching(/timed out/) });
  expect(h.clients[0]!.logout).toHaveBeenCalled();
  expect(log.online).toEqual([]);
});

it('a refused login is fatal', async () => {
  const h = harness({ loginError: Object.assign(new Error('x'), { reason: 'Invalid token' }) });
  const t = createAgoraRtmTransport({ appId: APP_ID, userId: '7', load: async () => h.module });
  const { log, cb } = callbacks();
  t.open('tok', cb);
  await until(() => log.closed.length === 1);
  expect(log.closed[0]!.fatal).toBe(true);
});

it('maps the real client linkState events onto the transport callbacks', async () => {
  const h = harness({ offline: true });
  const t = createAgoraRtmTransport({ appId: APP_ID, userId: '7', load: async () => h.module });
  const { log, cb } = callbacks();
  t.open('tok', cb);
  await until(() => h.clients.length === 1);
  const c = h.clients[0]!;
  // While logging in, the SDK's own reconnecting is left to the login timeout ...
  emitRtm(c, 'linkState', { currentState: 'SUSPENDED', reasonCode: 'KEEP_ALIVE_TIMEOUT' });
  expect(log.closed).toEqual([]);
  // ... but a refusal ends the attempt at once.
  emitRtm(c, 'linkState', { currentState: 'FAILED', reasonCode: 'TOKEN_EXPIRED' });
  expect(log.closed).toEqual([{ fatal: true, reason: 'TOKEN_EXPIRED' }]);
  expect(c.logout).toHaveBeenCalled();

  const h2 = harness();
  const t2 = createAgoraRtmTransport({ appId: APP_ID, userId: '7', load: async () => h2.module });
  const two = callbacks();
  t2.open('tok', two.cb);
  await until(() => two.log.online.length === 1);
  emitRtm(h2.clients[0]!, 'linkState', { currentState: 'DISCONNECTED', reasonCode: 'LOGOUT' });
  expect(two.log.closed).toEqual([]);
  emitRtm(h2.clients[0]!, 'linkState', {
    currentState: 'SUSPENDED',
    reasonCode: 'KEEP_ALIVE_TIMEOUT',
  });
  expect(two.log.closed).toEqual([{ fatal: false, reason: 'KEEP_ALIVE_TIMEOUT' }]);
});

it('delivers messages and member presence; sends through the RTM 2 APIs', async () => {
  const h = harness();
  const t = createAgoraRtmTransport({
    appId: APP_ID,
    userId: '7',
    load: async () => h.module,
    now: () => 99,
  });
  const { log, cb } = callbacks();
  const link = t.open('tok', cb);
  await until(() => log.online.length === 1);
  const c = h.clients[0]!;

  emitRtm(c, 'message', {
    channelType: 'USER',
    channelName: '7',
    publisher: '8',
    message: '{"a":1}',
    customType: '',
    publishTime: 5,
  });
  emitRtm(c, 'message', {
    channelType: 'USER',
    channelName: '7',
    publisher: '8',
    message: '{"sdp":1}',
    customType: 'signal',
  });
  expect(log.inbound).toEqual([
    { kind: 'peer', from: '8', payload: { a: 1 }, ts: 5 },
    { kind: 'signal', from: '8', payload: { sdp: 1 }, ts: 99 },
  ]);

  await expect(link.request({ op: 'peer', to: '8', payload: { hi: 1 } }, 1000)).resolves.toEqual({
    online: { '8': true },
  });
  expect(c.publish).toHaveBeenLastCalledWith('8', '{"hi":1}', { channelType: 'USER' });
  await link.request({ op: 'signal', to: '8', payload: 1 }, 1000);
  expect(c.publish).toHaveBeenLastCalledWith('8', '1', {
    channelType: 'USER',
    customType: 'signal',
  });
  await link.request({ op: 'pub', channel: 'live:1', payload: 'x' }, 1000);
  expect(c.publish).toHaveBeenLastCalledWith('live:1', '"x"', { channelType: 'MESSAGE' });

  jest.spyOn(c.presence, 'getOnlineUsers').mockResolvedValue({
    timestamp: 1,
    totalOccupancy: 2,
    occupants: [
      { userId: '7', states: {}, statesCount: 0 },
      { userId: '9', states: {}, statesCount: 0 },
    ],
    nextPage: '',
  });
  await expect(link.request({ op: 'sub', channel: 'rtc:1', members: true }, 1000)).resolves.toEqual(
    { members: ['9'] },
  );
  expect(c.subscribe).toHaveBeenLastCalledWith('rtc:1', { withMessage: true, withPresence: true });
  const presence = (eventType: string, channelName: string, publisher: string) => ({
    eventType,
    channelType: 'MESSAGE',
    channelName,
    publisher,
    interval: null,
  });
  emitRtm(c, 'presence', presence('REMOTE_JOIN', 'rtc:1', '10'));
  emitRtm(c, 'presence', presence('REMOTE_JOIN', 'other', '11')); // not asked for members
  emitRtm(c, 'presence', presence('REMOTE_TIMEOUT', 'rtc:1', '9'));
  expect(log.inbound.slice(2)).toEqual([
    { kind: 'member', channel: 'rtc:1', userId: '10', event: 'join', ts: 99 },
    { kind: 'member', channel: 'rtc:1', userId: '9', event: 'leave', ts: 99 },
  ]);

  jest.spyOn(c.presence, 'whereNow').mockImplementation(async (u: string) => ({
    timestamp: 1,
    totalChannel: u === '8' ? 1 : 0,
    channels: u === '8' ? [{ channelName: 'u:8', channelType: 'MESSAGE' }] : [],
  }));
  await expect(link.request({ op: 'presence', users: ['8', '9'] }, 1000)).resolves.toEqual({
    online: { '8': true, '9': false },
  });

  link.close();
  expect(c.logout).toHaveBeenCalled();
  await expect(link.request({ op: 'pub', channel: 'c', payload: 1 }, 1000)).rejects.toThrow(
    /not connected/,
  );
});

it('reuses one client per app id and user (RTM 2.3 refuses a second instance)', async () => {
  const h = harness({ exactIds: true });
  expect(() => {
    new h.module.RTM(APP_ID, '4242');
    new h.module.RTM(APP_ID, '4242');
  }).toThrow(/already in use/); // the real SDK's rule
  const load = async () => h.module;
  const first = callbacks();
  const link = createAgoraRtmTransport({ appId: APP_ID, userId: '4243', load }).open('a', first.cb);
  await until(() => first.log.online.length === 1);
  link.close(); // e.g. logout, then the same user logs in again with a new createMessaging
  const again = callbacks();
  createAgoraRtmTransport({ appId: APP_ID, userId: '4243', load }).open('b', again.cb);
  await until(() => again.log.online.length === 1);
  expect(again.log.closed).toEqual([]);
  const c = h.clients.find((x) => (x.login as jest.Mock).mock.calls.length === 2)!;
  expect((c.login as jest.Mock).mock.calls).toEqual([[{ token: 'a' }], [{ token: 'b' }]]);
  // The second login waited for the first link's logout.
  expect((c.logout as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(
    (c.login as jest.Mock).mock.invocationCallOrder[1]!,
  );
});

it('renews its token on will-expire through renewToken (both RTM 2 events), once per burst', async () => {
  const h = harness();
  let n = 0;
  const renewToken = jest.fn(async () => `fresh${++n}`);
  const t = createAgoraRtmTransport({
    appId: APP_ID,
    userId: '7',
    load: async () => h.module,
    renewToken,
  });
  const { log, cb } = callbacks();
  t.open('tok', cb);
  await until(() => log.online.length === 1);
  const c = h.clients[0]!;
  emitRtm(c, 'tokenPrivilegeWillExpire', '');
  emitRtm(c, 'token', { eventType: 'WILL_EXPIRE', reason: '', affectedResources: {} });
  await until(() => (c.renewToken as jest.Mock).mock.calls.length === 1);
  expect(c.renewToken).toHaveBeenCalledWith('fresh1');
  emitRtm(c, 'token', { eventType: 'WILL_EXPIRE', reason: '', affectedResources: {} });
  await until(() => (c.renewToken as jest.Mock).mock.calls.length === 2);
  expect(c.renewToken).toHaveBeenLastCalledWith('fresh2');
  emitRtm(c, 'token', { eventType: 'READ_PERMISSION_REVOKED', reason: '', affectedResources: {} });
  expect(renewToken).toHaveBeenCalledTimes(2);
});
