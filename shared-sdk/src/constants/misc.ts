/**
 * Live-studio catalogues that have not moved to the live feature file yet. The rest of this file's
 * old contents live in the feature files (see index.ts); add nothing here.
 */

/** spec 3 §3 — live voice-chat room categories. */
export const LIVE_ROOM_CATEGORIES: Readonly<Record<number, string>> = {
  0: 'For You',
  1: 'Singing',
  2: 'Dancing',
  3: 'Chill Chat',
  4: 'Dating Tips',
  5: 'Be Yourself',
  6: 'Sleep Call',
  7: 'Language Chat',
  8: 'Daily Life',
  9: 'Make Friends',
  99: 'Other',
};

/** spec 3 §3 — live message actions of business type 1052. */
export const LIVE_ACTIONS = [
  'liveInfo',
  'endLive',
  'left',
  'joined',
  'chat',
  'gift',
  'join',
  'praise',
  'kick',
] as const;
