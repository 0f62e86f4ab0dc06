import type { ConversationEntry } from '../rules/conversations';
import { selectAllIds } from '../rules/conversations';

/**
 * The message list's select mode (spec 2 §5 "select-all in the message list skips ids −4 and
 * −2"): a pure reducer, so the rules are tested as a table.
 */
export interface Selection {
  active: boolean;
  ids: ReadonlySet<number>;
}

export type SelectionAction =
  | { type: 'start'; friendId?: number }
  | { type: 'toggle'; friendId: number }
  | { type: 'all'; list: readonly Pick<ConversationEntry, 'friendId'>[] }
  | { type: 'none' }
  | { type: 'end' }
  /** Entries that left the list (deleted here or elsewhere) leave the selection. */
  | { type: 'prune'; list: readonly Pick<ConversationEntry, 'friendId'>[] };

export const NO_SELECTION: Selection = { active: false, ids: new Set() };

/** An entry can be selected unless select-all skips it (the say-hi group and the team). */
export function selectable(friendId: number): boolean {
  return selectAllIds([{ friendId }]).length === 1;
}

export function selectionReducer(s: Selection, a: SelectionAction): Selection {
  switch (a.type) {
    case 'start':
      return {
        active: true,
        ids: a.friendId !== undefined && selectable(a.friendId) ? new Set([a.friendId]) : new Set(),
      };
    case 'toggle': {
      if (!s.active || !selectable(a.friendId)) return s;
      const ids = new Set(s.ids);
      if (!ids.delete(a.friendId)) ids.add(a.friendId);
      return { active: true, ids };
    }
    case 'all':
      return s.active ? { active: true, ids: new Set(selectAllIds(a.list)) } : s;
    case 'none':
      return s.active ? { active: true, ids: new Set() } : s;
    case 'end':
      return NO_SELECTION;
    case 'prune': {
      const present = new Set(a.list.map((e) => e.friendId));
      const ids = [...s.ids].filter((id) => present.has(id));
      return ids.length === s.ids.size ? s : { ...s, ids: new Set(ids) };
    }
  }
}
