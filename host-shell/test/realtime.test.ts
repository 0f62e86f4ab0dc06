import {
  appStore,
  getMessaging,
  userAtom,
  type GenTokenResult,
  type MessagingTransport,
  type TransportCallbacks,
} from 'shared-sdk';
import { MessagingConnection } from 'shared-sdk/chat';
import {
  createRealtimeSession,
  type RealtimeDeps,
} from '../src/features/realtime/state/realtimeSession';
import { watchRealtime } from '../src/features/realtime/state/watchRealtime';

const TOKEN: GenTokenResult = {
  provider: 'local',
  token: 'v1.x',
  url: '/rtm',
  expiresAt: Date.now() + 86_400_000,
  userId: '7',
};

/** A transport whose links the test opens and closes. */
function fakeTransport() {
  const links: Array<{ token: string; cb: TransportCallbacks; closed: boolean }> = [];
  const transport: MessagingTransport = {
    provider: 'local',
    open(token, cb) {
      const l = { token, cb, closed: false };
      links.push(l);
      return { request: async () => ({}), close: () => void (l.closed = true) };
    },
  };
  return { transport, links };
}

function setup(overrides: Partial<RealtimeDeps> = {}) {
  const t = fakeTransport();
  const created: Array<{ result: GenTokenResult; apiBase?: string }> = [];
  const deps: RealtimeDeps = {
    genToken: jest.fn(async () => TOKEN),
    create: (result, options) => {
      created.push({ result, apiBase: options.apiBase });
      return new MessagingConnection({
        transport: t.transport,
        getToken: async () => result.token,
        backoff: { baseMs: 1000, jitter: 0 },
      });
    },
    apiBase: () => 'http://127.0.0.1:4000',
    retryDelay: () => 1000,
    ...overrides,
  };
  return { deps, created, links: t.links, session: createRealtimeSession(deps) };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const user = {
  id: 7,
  userName: 'A',
  headImg: '',
  goldNum: 0,
  gender: 1,
  countryId: 1,
  payStatus: 0,
};

describe('host realtime connection', () => {
  afterEach(() => {
    jest.useRealTimers();
    appStore.set(userAtom, null);
  });

  it('connects after login (genToken → createMessaging → login) and logs out on logout', async () => {
    const { session, deps, created, links } = setup();
    const unwatch = watchRealtime(appStore, session, null);
    expect(deps.genToken).not.toHaveBeenCalled();
    appStore.set(userAtom, user);
    await flush();
    expect(deps.genToken).toHaveBeenCalledTimes(1);
    expect(created[0]).toEqual({ result: TOKEN, apiBase: 'http://127.0.0.1:4000' });
    const m = getMessaging()!;
    expect(m.getSnapshot().state).toBe('connecting');
    links[0]!.cb.online({ userId: '7' });
    expect(m.getSnapshot().state).toBe('online');
    // A user update (coins) keeps the same connection.
    appStore.set(userAtom, { ...user, goldNum: 10 });
    await flush();
    expect(deps.genToken).toHaveBeenCalledTimes(1);
    expect(getMessaging()).toBe(m);
    appStore.set(userAtom, null);
    expect(getMessaging()).toBeNull();
    expect(m.getSnapshot().state).toBe('idle');
    expect(links[0]!.closed).toBe(true);
    unwatch();
  });

  it('a logout while genToken is in flight leaves no connection', async () => {
    let resolve!: (r: GenTokenResult) => void;
    const { session } = setup({ genToken: () => new Promise((r) => (resolve = r)) });
    session.connect(7);
    session.disconnect();
    resolve(TOKEN);
    await flush();
    expect(getMessaging()).toBeNull();
  });

  it('retries a failed genToken with backoff', async () => {
    jest.useFakeTimers();
    const genToken = jest
      .fn<Promise<GenTokenResult>, []>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(TOKEN);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session } = setup({ genToken });
    session.connect(7);
    await flush();
    expect(getMessaging()).toBeNull();
    jest.advanceTimersByTime(1000);
    await flush();
    expect(genToken).toHaveBeenCalledTimes(2);
    expect(getMessaging()).not.toBeNull();
    session.disconnect();
    warn.mockRestore();
  });

  it("the browser's online event skips the reconnect wait", async () => {
    jest.useFakeTimers();
    const { session, links } = setup();
    const target = new EventTarget();
    const unwatch = watchRealtime(
      appStore,
      session,
      target as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>,
    );
    appStore.set(userAtom, user);
    await flush();
    links[0]!.cb.online({ userId: '7' });
    links[0]!.cb.closed({ fatal: false, reason: 'network' });
    expect(getMessaging()!.getSnapshot().state).toBe('reconnecting');
    expect(links).toHaveLength(1);
    target.dispatchEvent(new Event('online'));
    await flush();
    expect(links).toHaveLength(2); // a new attempt at once, not after the backoff
    links[1]!.cb.online({ userId: '7' });
    expect(getMessaging()!.getSnapshot().state).toBe('online');
    unwatch();
    expect(getMessaging()).toBeNull();
  });
});
