/**
 * The room's timers and how long each runs (spec 3 §4, §7, §9). The machine names a timer; the
 * driver runs it and dispatches `{ type: 'timer', name }` when it fires.
 */
import {
  FRIEND_ACCEPT_SUCCESS_MS,
  FRIEND_REQUEST_BANNER_MS,
  GIFT_MESSAGE_DISPLAY_MS,
  LIVE_CLOSE_BEFORE_ENTER_MS,
  LIVE_ENTRY_LOCK_MS,
  LIVE_HEARTBEAT_GUEST_MS,
  LIVE_HEARTBEAT_USER_MS,
  LIVE_REENTER_ON_SHOW_MS,
  LIVE_TIPS_HIDE_MS,
  MINI_PROFILE_AUTO_SHOW_MS,
  PRAISE_BATCH_MS,
} from 'shared-sdk';
import { HOST_RELATION } from '../constants';
import type { LiveCommand, LiveInfo, TimerName, Viewer } from './types';

/** Timers of a fixed length (the heartbeat's depends on the viewer: heartbeatMs). */
export const TIMER_MS: Readonly<Record<Exclude<TimerName, 'heartbeat'>, number>> = {
  entryLock: LIVE_ENTRY_LOCK_MS,
  closeBeforeEnter: LIVE_CLOSE_BEFORE_ENTER_MS,
  praise: PRAISE_BATCH_MS,
  tipsHide: LIVE_TIPS_HIDE_MS,
  miniProfile: MINI_PROFILE_AUTO_SHOW_MS,
  friendBanner: FRIEND_REQUEST_BANNER_MS,
  acceptSuccess: FRIEND_ACCEPT_SUCCESS_MS,
  reenter: LIVE_REENTER_ON_SHOW_MS,
  giftShown: GIFT_MESSAGE_DISPLAY_MS,
};

/** Every timer that belongs to one live: cancelled when the room closes or the live ends. */
export const ROOM_TIMERS: readonly TimerName[] = [
  'closeBeforeEnter',
  'heartbeat',
  'praise',
  'tipsHide',
  'miniProfile',
  'friendBanner',
  'acceptSuccess',
  'giftShown',
];

export function startTimer(name: Exclude<TimerName, 'heartbeat'>): LiveCommand {
  return { type: 'startTimer', name, ms: TIMER_MS[name] };
}

/** spec 3 §7, §9: heartbeat every 10 s for users, 3 s for guests (and tourists). */
export function heartbeatMs(viewer: Viewer): number {
  return viewer.kind === 'user' ? LIVE_HEARTBEAT_USER_MS : LIVE_HEARTBEAT_GUEST_MS;
}

export function heartbeatTimer(viewer: Viewer): LiveCommand {
  return { type: 'startTimer', name: 'heartbeat', ms: heartbeatMs(viewer) };
}

/** spec 3 §3: relation 1 followed or 2 friends; 3, 4 or none: not followed yet. */
export function hostFollowed(live: LiveInfo): boolean {
  const r = live.hostDetail?.relation;
  return r === HOST_RELATION.followed || r === HOST_RELATION.friends;
}

/**
 * The timers a room starts once joined: the heartbeat, the tips (hidden after 180 s) and the
 * mini host profile (shown after 60 s when the host is not followed) — spec 3 §4.
 */
export function roomTimersOnJoin(live: LiveInfo, viewer: Viewer): LiveCommand[] {
  const out = [heartbeatTimer(viewer), startTimer('tipsHide')];
  if (!hostFollowed(live)) out.push(startTimer('miniProfile'));
  return out;
}
