import { resolveLive, visitorResolveCalls, type ResolveCalls } from './resolveLive';
import { LIVE_HASH, createRoomHistory } from './roomHistory';

const ok = <T>(data: T) => ({ ok: true as const, code: 200, msg: '', data });
const live = (id: number) =>
  ({
    id,
    channelId: `live-${id}`,
    hostId: 10000 + id,
    name: `H${id}`,
    coverUrl: '',
    topAudiences: [],
  }) as never;

describe('resolveLive', () => {
  function calls(
    pages: number[][],
    hosts: Record<string, unknown> = {},
  ): ResolveCalls & { pageQuery: jest.Mock } {
    return {
      hostIsLivingBatch: jest.fn(async () => ok(hosts as never)),
      pageQuery: jest.fn(async ({ pageNo }: { pageNo: number }) =>
        ok({ pageNo, pages: pages.length, total: 0, list: (pages[pageNo - 1] ?? []).map(live) }),
      ),
    };
  }

  test('a channel is found in the living lives, page after page', async () => {
    const c = calls([[1, 2], [3]]);
    await expect(resolveLive({ channelId: 'live-3', source: 't' }, c)).resolves.toMatchObject({
      kind: 'live',
      live: { id: 3, hostId: 10003 },
    });
    expect(c.pageQuery).toHaveBeenCalledTimes(2);
  });

  test('a host goes through hostIsLivingBatch; not living or not listed → notLiving', async () => {
    const hosts = {
      10002: { living: true, channelId: 'live-2', liveStudioId: 2 },
      10009: { living: false, channelId: null },
    };
    await expect(
      resolveLive({ hostId: 10002, source: 't' }, calls([[1, 2]], hosts)),
    ).resolves.toMatchObject({ kind: 'live', live: { id: 2 } });
    await expect(resolveLive({ hostId: 10009, source: 't' }, calls([[1]], hosts))).resolves.toEqual(
      { kind: 'notLiving' },
    );
    await expect(resolveLive({ channelId: 'live-8', source: 't' }, calls([[1]]))).resolves.toEqual({
      kind: 'notLiving',
    });
  });

  test('a shareId goes through the public room stats: living → the live; ended or unknown → notLiving', async () => {
    const stats = (id: number, living: boolean) => ok({ id, living } as never);
    const c = {
      ...calls([[1, 4]]),
      shareStats: jest.fn(async (shareId: string) =>
        shareId === 'on'
          ? stats(4, true)
          : shareId === 'over'
            ? stats(1, false)
            : { ok: false as const, code: 1004, msg: '', data: null },
      ),
    };
    await expect(resolveLive({ shareId: 'on', source: 't' }, c)).resolves.toMatchObject({
      kind: 'live',
      live: { id: 4, channelId: 'live-4' },
    });
    await expect(resolveLive({ shareId: 'over', source: 't' }, c)).resolves.toEqual({
      kind: 'notLiving',
    });
    await expect(resolveLive({ shareId: 'forged', source: 't' }, c)).resolves.toEqual({
      kind: 'notLiving',
    });
    c.shareStats.mockResolvedValueOnce({ ok: false, code: -1, msg: '', data: null });
    await expect(resolveLive({ shareId: 'on', source: 't' }, c)).resolves.toEqual({
      kind: 'failed',
    });
  });

  test("a visitor's calls are the tourist variants, with the stored tourist id", async () => {
    const live = {
      touristLives: jest.fn(async () => ok({ pageNo: 1, pages: 1, total: 0, list: [] })),
      touristRoomStats: jest.fn(async () => ok({ id: 2, living: true } as never)),
    };
    const c = visitorResolveCalls(live as never, () => 'tourist_1234');
    await c.pageQuery({ pageNo: 1, pageSize: 100 });
    expect(live.touristLives).toHaveBeenCalledWith('tourist_1234', { pageNo: 1, pageSize: 100 });
    await c.shareStats?.('s1');
    expect(live.touristRoomStats).toHaveBeenCalledWith('tourist_1234', { shareId: 's1' });
    await expect(c.hostIsLivingBatch([1])).resolves.toMatchObject({ ok: true, data: {} });
  });

  test('no answer from the server → failed', async () => {
    const c = calls([[1]]);
    c.pageQuery.mockResolvedValueOnce({ ok: false, code: -1, msg: '', data: null });
    await expect(resolveLive({ channelId: 'live-1', source: 't' }, c)).resolves.toEqual({
      kind: 'failed',
    });
  });
});

describe('the room history entry', () => {
  beforeEach(() => window.history.replaceState(null, '', '/wall'));
  const popped = () =>
    new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    );

  test('open pushes #live on the same path; Back leaves the room', async () => {
    const onBack = jest.fn();
    const h = createRoomHistory(window, onBack);
    const off = h.listen();
    h.open();
    h.open();
    expect(window.location.hash).toBe(LIVE_HASH);
    expect(window.location.pathname).toBe('/wall');
    const pop = popped();
    window.history.back();
    await pop;
    expect(onBack).toHaveBeenCalledTimes(1);
    off();
  });

  test('closing another way takes the entry away without calling Back; a navigation waits for it', async () => {
    const onBack = jest.fn();
    const h = createRoomHistory(window, onBack);
    const off = h.listen();
    h.open();
    const then = jest.fn();
    const pop = popped();
    h.release(then);
    expect(then).not.toHaveBeenCalled();
    await pop;
    expect(window.location.hash).toBe('');
    expect(then).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
    h.release(then); // nothing pushed: runs at once
    expect(then).toHaveBeenCalledTimes(2);
    off();
  });

  test('a reload that left #live with no room behind it is cleaned', () => {
    window.history.replaceState(null, '', '/wall#live');
    createRoomHistory(window, jest.fn());
    expect(window.location.hash).toBe('');
  });
});
