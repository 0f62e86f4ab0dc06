import type { HostCard, WallGroup } from 'shared-sdk';
import { activeGroup, wallReducer, type WallEvent, type WallState } from './wallState';

const host = (id: number, over: Partial<HostCard> = {}) =>
  ({ id, name: `Host ${id}`, liked: false, countryName: 'Brazil', ...over }) as HostCard;
const hosts = (from: number, n: number) => Array.from({ length: n }, (_, i) => host(from + i));
const group = (groupName: string, list: HostCard[]): WallGroup => ({
  groupName,
  countryName: `${groupName} country`,
  list,
});

const run = (events: WallEvent[], from: WallState = { status: 'loading' }) =>
  events.reduce(wallReducer, from);
const loaded = (groups: WallGroup[], pageSize = 4): WallEvent => ({
  type: 'loaded',
  groups,
  pageSize,
});
const ready = (s: WallState) => {
  if (s.status !== 'ready') throw new Error(`not ready: ${s.status}`);
  return s;
};
const page = (pageNo: number, pages: number, list: HostCard[]) => ({
  pageNo,
  pages,
  total: pages * 4,
  list,
});

describe('wallReducer', () => {
  test('loaded: groups with hosts, the first one chosen, none marked empty', () => {
    const s = ready(run([loaded([group('BR', hosts(1, 4)), group('TR', hosts(10, 2))])]));
    expect(s.groups.map((g) => [g.groupName, g.hosts.length, g.done])).toEqual([
      ['BR', 4, false], // a full first page may have more
      ['TR', 2, true], // a short one is the last
    ]);
    expect(s.active).toBe('BR');
    expect(s.emptyOwn).toBeNull();
  });

  test('the stored country without hosts comes first empty: the next group shows, the country is named', () => {
    const s = ready(run([loaded([group('AD', []), group('BR', hosts(1, 2)), group('TR', [])])]));
    expect(s.groups.map((g) => g.groupName)).toEqual(['BR']);
    expect(s.active).toBe('BR');
    expect(s.emptyOwn).toEqual({ groupName: 'AD', countryName: 'AD country' });
  });

  test('no group has hosts: ready and empty', () => {
    const s = ready(run([loaded([group('AD', [])])]));
    expect(s.groups).toEqual([]);
    expect(s.active).toBe('');
    expect(activeGroup(s)).toBeNull();
  });

  test.each<[string, WallEvent[], string]>([
    ['a known group is chosen', [{ type: 'select', groupName: 'TR' }], 'TR'],
    ['an unknown one changes nothing', [{ type: 'select', groupName: 'XX' }], 'BR'],
  ])('select: %s', (_, events, active) => {
    const s = run([loaded([group('BR', hosts(1, 4)), group('TR', hosts(10, 2))]), ...events]);
    expect(ready(s).active).toBe(active);
  });

  test('paging: start, done (new hosts added once), the last page ends it', () => {
    let s = run([loaded([group('BR', hosts(1, 4))])]);
    s = wallReducer(s, { type: 'moreStart', groupName: 'BR' });
    expect(activeGroup(s)?.more).toBe('loading');
    // A second start while one is on its way changes nothing.
    expect(wallReducer(s, { type: 'moreStart', groupName: 'BR' })).toBe(s);
    // Page 2 repeats host 4 (the order moved between pages): kept once.
    s = wallReducer(s, { type: 'moreDone', groupName: 'BR', page: page(2, 3, hosts(4, 4)) });
    expect(activeGroup(s)).toMatchObject({ page: 2, done: false, more: 'idle' });
    expect(activeGroup(s)?.hosts.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    s = wallReducer(s, { type: 'moreDone', groupName: 'BR', page: page(3, 3, hosts(8, 1)) });
    expect(activeGroup(s)).toMatchObject({ page: 3, done: true });
    // At the end a start changes nothing.
    expect(wallReducer(s, { type: 'moreStart', groupName: 'BR' })).toBe(s);
  });

  test('a failed page says so and may be asked again', () => {
    let s = run([loaded([group('BR', hosts(1, 4))])]);
    s = run(
      [
        { type: 'moreStart', groupName: 'BR' },
        { type: 'moreFailed', groupName: 'BR' },
      ],
      s,
    );
    expect(activeGroup(s)?.more).toBe('failed');
    expect(activeGroup(wallReducer(s, { type: 'moreStart', groupName: 'BR' }))?.more).toBe(
      'loading',
    );
  });

  test('an empty page ends the group', () => {
    const s = run([
      loaded([group('BR', hosts(1, 4))]),
      { type: 'moreDone', groupName: 'BR', page: page(2, 9, []) },
    ]);
    expect(activeGroup(s)?.done).toBe(true);
  });

  test('liked marks the host in its group, and a failed like takes it back', () => {
    let s = run([loaded([group('BR', hosts(1, 2)), group('TR', hosts(10, 2))])]);
    s = wallReducer(s, { type: 'liked', hostId: 11, liked: true });
    const tr = ready(s).groups[1];
    expect(tr?.hosts.map((h) => h.liked)).toEqual([false, true]);
    s = wallReducer(s, { type: 'liked', hostId: 11, liked: false });
    expect(ready(s).groups[1]?.hosts[1]?.liked).toBe(false);
  });

  test('load, failed: back to loading and to the error', () => {
    expect(run([loaded([]), { type: 'load' }])).toEqual({ status: 'loading' });
    expect(run([{ type: 'failed' }])).toEqual({ status: 'failed' });
    // Paging events before the wall is ready change nothing.
    const s: WallState = { status: 'failed' };
    expect(wallReducer(s, { type: 'moreStart', groupName: 'BR' })).toBe(s);
    expect(wallReducer(s, { type: 'liked', hostId: 1, liked: true })).toBe(s);
  });
});
