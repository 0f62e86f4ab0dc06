// The host viewer's numbers (spec 3 §2 "Host viewer", §4 "Host viewer", §9).

/** spec 3 §4 "at most 3 slides loaded": the slides kept in the DOM around the active one. */
export const VIEWER_MAX_SLIDES = 3;

/** spec 3 §9 "Host viewer swipe transition 500 ms". */
export const VIEWER_TRANSITION_MS = 500;

/** spec 3 §4 "plays the new one (100 ms after set)": the wait before the new slide's video plays. */
export const VIEWER_PLAY_DELAY_MS = 100;

/**
 * project — a vertical drag this long (or a fifth of the viewer's height, if that is less) moves
 * one slide; a shorter one springs back. The live room's 170 px (spec 3 §9) is for switching a
 * live, which is heavier than showing the next host.
 */
export const VIEWER_SWIPE_PX = 80;

/**
 * project — a mouse wheel or trackpad turn moves one slide when it scrolls at least this much, at
 * most once per transition (VIEWER_TRANSITION_MS); smaller movements (trackpad jitter) do nothing.
 * The page behind never scrolls under the viewer.
 */
export const VIEWER_WHEEL_MIN_DELTA = 10;

/** project — a drag must be this much more vertical than horizontal to count as a swipe. */
export const VIEWER_SWIPE_AXIS_RATIO = 1.2;

/**
 * The viewer's history entry (spec 3 §2 "Closing goes back one route"): opening pushes this hash
 * on the wall's path, so Back (and the Close button, which goes back) closes the viewer, the way
 * the live room uses `#live`.
 */
export const VIEWER_HASH = '#host';

/** spec 3 §5 "Like … need login": the login popup's source tag for a visitor's Like. */
export const LIKE_LOGIN_SOURCE = 'like';
