/** Analytics events and their fields (spec 1 §4.3; spec 3 §3, §9). */

/** spec 1 §4.3; spec 3 §9 — user-duration analytics event. */
export const USER_DURATION_EVENT_MS = 5_000;
/** spec 3 §9 — parsed user-agent input cut. */
export const USER_AGENT_MAX_CHARS = 350;
/** spec 3 §3, §9 — analytics place id. */
export const ANALYTICS_PLACE_ID = 106;
/** spec 3 §9 — analytics user type flag when logged in. */
export const ANALYTICS_USER_TYPE_LOGGED_IN = '3';
/** spec 3 §9 — analytics user type flag when logged out. */
export const ANALYTICS_USER_TYPE_GUEST = '0';
