import { ROUTES, splitLanguagePrefix } from 'shared-sdk';
import { DAILY_TASK_COOKIE_DAYS, TASK_TIP_BUBBLE_MS } from 'shared-sdk/constants';

/**
 * spec 3 §2 "Tasks": on desktop the task list is a popup on these pages (the coin popup's pages
 * too, shared-sdk COIN_POPUP_ROUTES, by another rule); elsewhere, and always on phones (body
 * width ≤ 680 px), it is the TaskList route.
 */
const TASK_POPUP_ROUTES = new Set<string>([
  'GoddessWall',
  'CardPage',
  'SearchPage',
  'LivCam',
  'FriendPage',
  'MessagePage',
]);

export function opensAsPopup(routeName: string | null, mobileLayout: boolean): boolean {
  return !mobileLayout && routeName !== null && TASK_POPUP_ROUTES.has(routeName);
}

const matchers = ROUTES.map((r) => ({
  name: r.name,
  re: new RegExp(
    `^${r.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`,
  ),
}));

/** The route name of a pathname (language prefix allowed), or null. */
export function routeNameOf(pathname: string): string | null {
  const { rest } = splitLanguagePrefix(pathname);
  return matchers.find((m) => m.re.test(rest))?.name ?? null;
}

/**
 * spec 3 §4 "The daily-task first-visit cookie expires after 1 day". It holds the UTC day the
 * list was last opened: until the list is opened on a new UTC day (tasks reissue at 0:00 UTC)
 * the entry shows a dot and its tip invites to the new tasks.
 */
export const DAILY_TASK_COOKIE = 'dailyTaskVisit';
export const DAILY_TASK_COOKIE_OPTIONS = { days: DAILY_TASK_COOKIE_DAYS };

export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

export function visitedToday(cookie: string | null, nowMs: number): boolean {
  return cookie === utcDay(nowMs);
}

/**
 * The entry's tip bubble (spec 3 §2 "a task entry button with a tip bubble", §9 20 s): it
 * tells of coins to claim, else of today's new tasks until the list was opened today; nothing
 * otherwise (no tip that says nothing new).
 */
export type EntryTip = { kind: 'claim'; coins: number } | { kind: 'new' } | null;

export function entryTip(claimable: number, visited: boolean): EntryTip {
  if (claimable > 0) return { kind: 'claim', coins: claimable };
  if (!visited) return { kind: 'new' };
  return null;
}

export const ENTRY_TIP_MS = TASK_TIP_BUBBLE_MS;
