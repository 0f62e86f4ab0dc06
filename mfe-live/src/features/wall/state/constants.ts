// The wall's numbers (spec 3 §2 "Shell", §7 "Wall and host lists").
import { HOST_LIST_PAGE_SIZE } from 'shared-sdk/constants';

/** project (the SDK's host list page, spec 3 §7 lists are paged): hosts per page of a group. */
export const WALL_PAGE_SIZE = HOST_LIST_PAGE_SIZE;

/** project — the next page is asked for when the list's end is this close to the screen. */
export const WALL_LOAD_MORE_MARGIN = '600px';

/** project — a card's video plays while at least this share of it is on screen. */
export const WALL_VIDEO_VISIBLE_RATIO = 0.6;

/**
 * project — how often the shown wall asks again who of its hosts is live and online (the live
 * hosts row asks every 30 s too; presence beats every 20 s, spec 3 §9).
 */
export const WALL_NOW_REFRESH_MS = 30_000;

/**
 * Where a live was opened from (`requestLive`'s `source`, analytics; project names like the live
 * hosts row's).
 */
export const WALL_LIVE_SOURCE = 'goddess_wall';
