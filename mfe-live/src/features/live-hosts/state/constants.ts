// The live hosts row's own numbers. The spec's sizes (LIVE_HOSTS_ROW_MAX, LIVE_HOSTS_ROW_POPULAR)
// are the SDK's names in shared-sdk/constants.

/**
 * project — how often the row asks for the lives again while it is on screen, and the least time
 * between two asks (a page shown again asks only when its list is this old). Lives start and end
 * every few minutes (backend live README "Lifecycle and schedule"), so 30 s keeps the row true
 * without polling the server for every open page.
 */
export const LIVE_HOSTS_REFRESH_MS = 30_000;

/**
 * Where a live was opened from: `requestLive`'s `source` (analytics; the login popup's source is
 * the SDK's 'live'). Project names, one per way in of this remote.
 */
export const LIVE_SOURCE = {
  hostsRow: 'live_hosts_row',
  hostsRowPopular: 'live_hosts_row_popular',
  enterPopup: 'live_enter_popup',
} as const;

/** The row's two looks (spec 3 §2 "Widgets"): up to 5 lives, or 4 and a More tile to the wall. */
export type LiveHostsVariant = 'default' | 'popular';
