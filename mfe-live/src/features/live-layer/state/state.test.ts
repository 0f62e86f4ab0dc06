import { resolveLive, type ResolveCalls } from './resolveLive';
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
