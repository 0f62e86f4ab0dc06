/**
 * What happens inside a connected call (spec 2 §3 "Add-friend state", §4 "Prompts during a
 * call"). The 1050 actions below are the project's: the spec lists the
 * incoming call actions 1–7 and 101 and says only that the add-friend state (friendId, type,
 * times) reaches the call; docs/CONTRACTS.md "Calls" writes the shapes down.
 */

/** project — 1050 actions inside a call, next to spec 2 §3's 1–7 and 101. */
export const CALL_IN_CALL_EVENT = {
  /** The add-friend state of spec 2 §3 (`friendId`, `type`, `times`), pushed to a party. */
  addFriend: 102,
  /**
   * The face and blur message (spec 2 §4 "Face and blur messages are sent at 1, 2, 3 and 6
   * seconds after the call starts"): a party's check of its own camera picture, sent peer to
   * peer to the other party: `{ second, face, blur }` (face null when the browser cannot tell).
   */
  faceCheck: 103,
} as const;

/** spec 2 §4 — seconds after the call starts at which the face and blur messages are sent. */
export const FACE_CHECK_SECONDS: readonly number[] = [1, 2, 3, 6];

/**
 * spec 2 §4 "Add-friend prompt: times=1 with type friend shows an accept prompt; times=2 shows a
 * success note". `type` 'friend' is the only kind the product sends (project's value).
 */
export const ADD_FRIEND_STATE = {
  typeFriend: 'friend',
  /** The other party asked to be friends from the call: the accept prompt. */
  asked: 1,
  /** The two are friends now: the success note. */
  accepted: 2,
} as const;

/** project — how long the add-friend success note (times 2) stays over the video. */
export const FRIEND_NOTE_SHOW_MS = 4_000;

/** project — gift/send `source` (spec 2 §7 names the field, not its values): where a gift is sent from. */
export const GIFT_SOURCE = { chat: 1, call: 2, profile: 3 } as const;

/** project — a call snapshot is a JPEG of at most this size (the client sends ~30–80 KB at 640 px). */
export const SNAPSHOT_MAX_BYTES = 1024 * 1024;
/** project — snapshots one user may store per call (the configured ranges are a handful). */
export const SNAPSHOTS_PER_CALL_MAX = 10;
/** project — JPEG quality of a call snapshot (canvas.toBlob). */
export const SNAPSHOT_JPEG_QUALITY = 0.7;
