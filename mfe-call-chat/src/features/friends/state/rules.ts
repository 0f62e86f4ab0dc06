/**
 * Pure rules of the friends area (spec 2 §4 "Friend relation", §5, §9), tested as tables.
 */
import { NOTE_NAME_MAX, USER_STATUS } from 'shared-sdk/constants';
import { isSystemId } from '../../messages/rules/ids';

/** Characters as a person counts them (an emoji is one), the same count the backend checks. */
export const charCount = (s: string): number => Array.from(s).length;

/** The note-name counter: `n/30`, and whether it shows the error style (spec 2 §5). */
export function noteNameCounter(text: string, max: number = NOTE_NAME_MAX) {
  const n = charCount(text.trim());
  return { n, max, label: `${n}/${max}`, over: n > max };
}

/**
 * The ids whose online status is polled: positive, unique, visible ones only (spec 2 §4
 * "polled every 2 seconds for the visible users. System entries (id 0 or below) are not polled").
 */
export function pollableIds(ids: Iterable<number>): number[] {
  const out = new Set<number>();
  for (const id of ids) if (Number.isSafeInteger(id) && id > 0 && !isSystemId(id)) out.add(id);
  // The batch call takes at most 200 ids (backend presence route).
  return [...out].sort((a, b) => a - b).slice(0, 200);
}

/** Online status class s-0 … s-3 (spec 2 §4); anything unknown counts as offline. */
export function statusClass(status: number | undefined): 's-0' | 's-1' | 's-2' | 's-3' {
  return status === USER_STATUS.busy ||
    status === USER_STATUS.online ||
    status === USER_STATUS.invisible
    ? `s-${status}`
    : 's-0';
}

/** A user id typed into the search box ("12345", " 12345 "), or null for a name. */
export function parseUserId(q: string): number | null {
  const t = q.trim();
  if (!/^\d{1,15}$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The reminder cap label x/50 (spec 2 §9); the figures as the page's language writes them. */
export const reminderCapLabel = (on: number, cap: number, num: (n: number) => string = String) =>
  `${num(on)}/${num(cap)}`;
