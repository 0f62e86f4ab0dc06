import type { HostCard, PageResult, WallGroup } from 'shared-sdk';

/** One country group of the wall (spec 3 §7: the wall groups hosts by country). */
export interface GroupState {
  groupName: string;
  /** The group's country as the server named it (WallGroup.countryName). */
  countryName: string;
  hosts: HostCard[];
  /** The last page loaded. */
  page: number;
  /** No further page (the last one was short, or the server said it was the last). */
  done: boolean;
  more: 'idle' | 'loading' | 'failed';
}

export type WallState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** Groups with hosts, in the server's order (the stored country first). */
      groups: GroupState[];
      /** The chosen group's name ('' when no group has hosts). */
      active: string;
      /** The stored country's group when it has no hosts (the wall showed the next one). */
      emptyOwn: Pick<WallGroup, 'groupName' | 'countryName'> | null;
    };

export type WallEvent =
  | { type: 'load' }
  | { type: 'loaded'; groups: WallGroup[]; pageSize: number }
  | { type: 'failed' }
  | { type: 'select'; groupName: string }
  | { type: 'moreStart'; groupName: string }
  | { type: 'moreDone'; groupName: string; page: PageResult<HostCard> }
  | { type: 'moreFailed'; groupName: string }
  | { type: 'liked'; hostId: number; liked: boolean };

const addNew = (hosts: HostCard[], next: HostCard[]) => {
  const seen = new Set(hosts.map((h) => h.id));
  return [...hosts, ...next.filter((h) => !seen.has(h.id))];
};

function mapGroup(s: WallState, name: string, fn: (g: GroupState) => GroupState): WallState {
  if (s.status !== 'ready') return s;
  const groups = s.groups.map((g) => (g.groupName === name ? fn(g) : g));
  // Nothing changed (a second start, a start at the end): the same state, so nothing re-renders.
  return groups.every((g, i) => g === s.groups[i]) ? s : { ...s, groups };
}

/**
 * The wall's state (a pure reducer, tested as a table). The server puts the stored country first,
 * empty when it has no hosts (backend hosts service `wall`): then the first group with hosts is
 * chosen and `emptyOwn` names the country, so the page can say why another one shows.
 */
export function wallReducer(s: WallState, e: WallEvent): WallState {
  switch (e.type) {
    case 'load':
      return { status: 'loading' };
    case 'failed':
      return { status: 'failed' };
    case 'loaded': {
      const groups = e.groups
        .filter((g) => g.list.length > 0)
        .map((g) => ({
          groupName: g.groupName,
          countryName: g.countryName,
          hosts: addNew([], g.list),
          page: 1,
          done: g.list.length < e.pageSize,
          more: 'idle' as const,
        }));
      const first = e.groups[0];
      const emptyOwn =
        first && first.list.length === 0
          ? { groupName: first.groupName, countryName: first.countryName }
          : null;
      return { status: 'ready', groups, active: groups[0]?.groupName ?? '', emptyOwn };
    }
    case 'select':
      if (s.status !== 'ready' || !s.groups.some((g) => g.groupName === e.groupName)) return s;
      return { ...s, active: e.groupName };
    case 'moreStart':
      return mapGroup(s, e.groupName, (g) =>
        g.done || g.more === 'loading' ? g : { ...g, more: 'loading' },
      );
    case 'moreDone':
      return mapGroup(s, e.groupName, (g) => ({
        ...g,
        hosts: addNew(g.hosts, e.page.list),
        page: e.page.pageNo,
        done: e.page.list.length === 0 || e.page.pageNo >= e.page.pages,
        more: 'idle',
      }));
    case 'moreFailed':
      return mapGroup(s, e.groupName, (g) => ({ ...g, more: 'failed' }));
    case 'liked':
      if (s.status !== 'ready') return s;
      return {
        ...s,
        groups: s.groups.map((g) =>
          g.hosts.some((h) => h.id === e.hostId)
            ? {
                ...g,
                hosts: g.hosts.map((h) => (h.id === e.hostId ? { ...h, liked: e.liked } : h)),
              }
            : g,
        ),
      };
  }
}

/** The chosen group, if the wall is ready and has one. */
export const activeGroup = (s: WallState): GroupState | null =>
  s.status === 'ready' ? (s.groups.find((g) => g.groupName === s.active) ?? null) : null;
