/**
 * What the lifecycle (machine.ts) and the in-room events (room.ts) share: the initial state,
 * the status groups, and closing a room.
 */
import { LIVE_SYSTEM_ERROR_TOAST_MS } from 'shared-sdk/constants';
import { LIVE_ACTION_LOGIN_SOURCE, LIVE_ENTER_LOGIN_SOURCE } from '../constants';
import { flushPraise } from './praise';
import { ROOM_TIMERS } from './timers';
import type {
  LeftReason,
  LiveCommand,
  LiveInfo,
  LiveRef,
  LiveState,
  LiveStatus,
  MediaPhase,
  RoomData,
  Transition,
  Viewer,
} from './types';

export const INITIAL_ROOM: RoomData = Object.freeze({
  chatMuted: false,
  audioMuted: false,
  praisePending: 0,
  messages: [],
  gifts: [],
  seq: 1,
  tipsShown: true,
  miniProfile: false,
  friendRequest: null,
  acceptSuccess: false,
  rankingOpen: false,
  recharge: null,
  confirmingClose: false,
}) as RoomData;

export const INITIAL_LIVE_STATE: LiveState = Object.freeze({
  status: 'idle',
  live: null,
  viewer: null,
  enterPhase: null,
  joinPending: false,
  media: 'waiting',
  entryLocked: false,
  messaging: 'idle',
  messagingError: false,
  messagingLost: false,
  rejoins: 0,
  switching: null,
  remembered: null,
  leftReason: null,
  room: INITIAL_ROOM,
}) as LiveState;

/** The room shown full screen, joined or joining its media. */
export const FULL_STATUSES: readonly LiveStatus[] = ['joining', 'watching', 'reconnecting'];
/** Joined (or joining) a live: full screen or in the mini player. */
export const ROOM_STATUSES: readonly LiveStatus[] = [...FULL_STATUSES, 'minimised'];

export const isFull = (s: LiveState) => FULL_STATUSES.includes(s.status);
export const inRoom = (s: LiveState) => ROOM_STATUSES.includes(s.status);
/** Tourists and guests: every interaction but watching and praise asks them to log in (spec 3 §6). */
export const isVisitor = (s: LiveState) => s.viewer?.kind !== 'user';

/**
 * The login popup's source when a visitor taps what needs an account: a shared link's guest's is
 * login_btn (spec 3 §4, §6), a tourist's the room's tag.
 */
export const visitorLoginSource = (viewer: Viewer | null): string =>
  viewer?.kind === 'guest' ? LIVE_ENTER_LOGIN_SOURCE : LIVE_ACTION_LOGIN_SOURCE;
/** A message about this room's channel (messages of another live are ignored). */
export const ofChannel = (s: LiveState, channelId: string) =>
  !!s.live && s.live.channelId === channelId;

/** spec 3 §4 "Entering a live": the messaging-error toast, for LIVE_SYSTEM_ERROR_TOAST_MS. */
export const SYSTEM_ERROR_TOAST: LiveCommand = {
  type: 'toast',
  key: 'systemError',
  ms: LIVE_SYSTEM_ERROR_TOAST_MS,
};

export const stay = (s: LiveState): Transition => ({ state: s, commands: [] });
export const ref = (live: LiveInfo): LiveRef => ({ id: live.id, channelId: live.channelId });

const FULL_OF: Record<MediaPhase, LiveStatus> = {
  waiting: 'joining',
  playing: 'watching',
  stalled: 'reconnecting',
};

/** The media phase changes; the full-screen status follows it, the mini player stays. */
export function withMedia(s: LiveState, media: MediaPhase): LiveState {
  return { ...s, media, status: s.status === 'minimised' ? 'minimised' : FULL_OF[media] };
}

/** The status the room shows full screen for its media phase. */
export const fullStatus = (media: MediaPhase): LiveStatus => FULL_OF[media];

/** The commands that leave a joined live: praise taps sent, media and channel left, API leave. */
export function leaveCommands(
  live: LiveInfo,
  viewer: Viewer,
  praisePending: number,
): LiveCommand[] {
  return [
    ...flushPraise(praisePending, ref(live), viewer),
    { type: 'leaveMedia' },
    { type: 'unsubscribeChannel', channelId: live.channelId },
    { type: 'leave', live: ref(live), viewer },
  ];
}

/**
 * Closes whatever room is open (entering, joined, minimised or its end page) and says why.
 * A join still on its way is left when its answer comes (machine.ts: a late answer).
 */
export function closeRoom(s: LiveState, reason: LeftReason, extra: LiveCommand[] = []): Transition {
  const commands: LiveCommand[] = [];
  if (s.status === 'entering' || s.status === 'ended' || inRoom(s))
    commands.push({ type: 'cancelTimer', names: ROOM_TIMERS });
  if (inRoom(s) && s.live && s.viewer)
    commands.push(...leaveCommands(s.live, s.viewer, s.room.praisePending));
  if (s.status === 'minimised') commands.push({ type: 'closeMiniPlayer' });
  commands.push(...extra);
  return {
    state: {
      ...s,
      status: 'left',
      leftReason: reason,
      enterPhase: null,
      joinPending: false,
      messagingLost: false,
      switching: null,
      room: INITIAL_ROOM,
    },
    commands,
  };
}
