/**
 * The live room as an explicit state machine (spec 3 §2 "Live room", §4 "Entering a live",
 * "Live room lifecycle", "Swipe navigation", §8, §9). `transition(state, event)` is pure: it
 * returns the next state and the commands (API calls, media, messaging, timers, toasts,
 * navigation, the mini player) that the driver (driver.ts) runs. Nothing here touches the
 * network, the clock or storage.
 *
 *   idle | left | ended ──enter──▶ entering ──joined──▶ joining ──first frame──▶ watching
 *   watching ⇄ reconnecting (media stalled; messaging back after a gateway restart: rejoin)
 *   joining | watching | reconnecting ⇄ minimised (the mini player)
 *   watching … ──endLive──▶ ended (end page) ; ──close, back, kick, removal, errors──▶ left
 *
 * This file holds the lifecycle; what happens inside a joined room is room.ts.
 */
import { CODE_OK, LEFT_TYPE_REMOVED, LEFT_TYPE_SILENT } from 'shared-sdk/constants';
import { LIVE_ENTER_LOGIN_SOURCE, LIVE_REJOIN_MAX } from '../constants';
import {
  INITIAL_LIVE_STATE,
  INITIAL_ROOM,
  SYSTEM_ERROR_TOAST,
  closeRoom,
  fullStatus,
  inRoom,
  isFull,
  isVisitor,
  ofChannel,
  ref,
  stay,
  withMedia,
} from './base';
import { joinOutcome } from './codes';
import { roomTransition } from './room';
import { neighbourOutcome } from './swipe';
import { heartbeatTimer, roomTimersOnJoin, startTimer, ROOM_TIMERS } from './timers';
import type {
  LiveCommand,
  LiveEvent,
  LiveInfo,
  LiveState,
  LiveToast,
  Transition,
  Viewer,
} from './types';

const toast = (key: LiveToast): LiveCommand => ({ type: 'toast', key });
const joinCommands = (live: LiveInfo, viewer: Viewer): LiveCommand[] => [
  { type: 'join', live: ref(live), viewer },
  { type: 'loadRoomInfo', live: ref(live), viewer },
];

/**
 * spec 3 §4 "Entering a live": ignored while the entry lock is on or messaging is not online
 * (a messaging error toasts 'System error …' instead); a guest without a shareId gets the login
 * popup; the live in the mini player is brought back instead of joined again.
 */
function enter(
  s: LiveState,
  live: LiveInfo,
  viewer: Viewer,
  opts: { ignoreLock?: boolean; minimised?: boolean } = {},
): Transition {
  if (s.entryLocked && !opts.ignoreLock) return stay(s);
  if (viewer.kind === 'guest' && !viewer.shareId)
    return { state: s, commands: [{ type: 'requireLogin', source: LIVE_ENTER_LOGIN_SOURCE }] };
  if (s.messagingError || s.messaging === 'offline')
    return { state: s, commands: [SYSTEM_ERROR_TOAST] };
  if (s.messaging !== 'online') return stay(s);
  if (s.live?.channelId === live.channelId) {
    if (s.status === 'minimised')
      return {
        state: { ...s, status: fullStatus(s.media) },
        commands: [{ type: 'closeMiniPlayer' }],
      };
    if (isFull(s) || s.status === 'entering') return stay(s);
  }
  return startEntry(s, live, viewer, opts.minimised ?? false);
}

/**
 * The lock is set; a joined live is closed and the new one joined LIVE_CLOSE_BEFORE_ENTER_MS
 * later (nothing to wait for when no media was joined: the join starts at once).
 */
function startEntry(s: LiveState, live: LiveInfo, viewer: Viewer, minimised: boolean): Transition {
  const wait = inRoom(s);
  const commands: LiveCommand[] =
    s.status === 'idle' || s.status === 'left' ? [] : closeRoom(s, 'closed').commands;
  if (s.remembered) commands.push({ type: 'cancelTimer', names: ['reenter'] });
  commands.push(startTimer('entryLock'));
  commands.push(...(wait ? [startTimer('closeBeforeEnter')] : joinCommands(live, viewer)));
  if (minimised) commands.push({ type: 'showMiniPlayer', live });
  return {
    state: {
      ...INITIAL_LIVE_STATE,
      messaging: s.messaging,
      status: minimised ? 'minimised' : 'entering',
      live,
      viewer,
      entryLocked: true,
      enterPhase: wait ? 'closing' : 'joining',
      joinPending: !wait,
    },
    commands,
  };
}

/**
 * Media and channel again, with a new join (spec 3 §4 lifecycle; a gateway restart needs no
 * reload). LIVE_REJOIN_MAX in a row without the video playing: the live ended due to network error.
 */
function rejoin(s: LiveState): Transition {
  if (!s.live || !s.viewer) return stay(s);
  if (s.rejoins >= LIVE_REJOIN_MAX) return closeRoom(s, 'networkError', [toast('networkEnded')]);
  return {
    state: {
      ...withMedia(s, 'stalled'),
      joinPending: true,
      messagingLost: false,
      rejoins: s.rejoins + 1,
    },
    commands: [{ type: 'leaveMedia' }, ...joinCommands(s.live, s.viewer)],
  };
}

function joinAnswered(s: LiveState, e: Extract<LiveEvent, { type: 'joinAnswered' }>): Transition {
  const live = s.live;
  const viewer = s.viewer;
  if (
    !s.joinPending ||
    !live ||
    !viewer ||
    live.id !== e.liveId ||
    live.channelId !== e.channelId
  ) {
    // A late answer for a live no longer shown: leave it, so the server does not count a viewer who is gone.
    const shown = ofChannel(s, e.channelId) && (inRoom(s) || s.status === 'entering');
    if (e.code === CODE_OK && viewer && !shown)
      return {
        state: s,
        commands: [{ type: 'leave', live: { id: e.liveId, channelId: e.channelId }, viewer }],
      };
    return stay(s);
  }
  const outcome =
    e.code === CODE_OK && !e.rtc ? { kind: 'retry' as const } : joinOutcome(e.code, viewer.kind);
  const first = s.enterPhase === 'joining';
  switch (outcome.kind) {
    case 'joined': {
      const commands: LiveCommand[] = [
        { type: 'joinMedia', channelId: live.channelId, appId: e.rtc!.appId, token: e.rtc!.token },
        { type: 'subscribeChannel', channelId: live.channelId },
      ];
      if (first && viewer.kind === 'user') commands.push({ type: 'checkMuted', live: ref(live) });
      if (first) commands.push(...roomTimersOnJoin(live, viewer));
      const status = s.status === 'entering' ? 'joining' : s.status;
      return { state: { ...s, status, enterPhase: null, joinPending: false }, commands };
    }
    case 'retry':
      // No answer: the cover stays with a retry; a rejoin that cannot reach the server ends the room.
      if (s.status === 'entering')
        return { state: { ...s, enterPhase: 'failed', joinPending: false }, commands: [] };
      return closeRoom(s, 'networkError', [toast('networkEnded')]);
    case 'refused':
      return closeRoom(s, 'joinRefused', [toast(outcome.toast)]);
    case 'viewingLimit':
      return viewingLimit(s);
  }
}

/**
 * spec 3 §4 "Tourists": at the viewing-time limit the room closes (the video stops) and they are
 * prompted to register: the layer shows the prompt for the `viewingLimit` close (its text and
 * Register for free, which signs them in and goes on with this live).
 */
function viewingLimit(s: LiveState): Transition {
  return closeRoom(s, 'viewingLimit');
}

function messaging(s: LiveState, state: LiveState['messaging']): Transition {
  if (state === s.messaging) return stay(s);
  const next: LiveState = { ...s, messaging: state };
  switch (state) {
    case 'online': {
      const ok = { ...next, messagingError: false, messagingLost: false };
      if (inRoom(s) && s.messagingLost && !s.joinPending) return rejoin(ok);
      const r = s.remembered;
      if (r?.due && s.status === 'left')
        return enter(ok, r.live, r.viewer, { ignoreLock: true, minimised: r.minimised });
      return { state: ok, commands: [] };
    }
    case 'offline':
      // spec 3 §4: a messaging error closes the live and flags the error.
      if (inRoom(s) || s.status === 'entering')
        return closeRoom({ ...next, messagingError: true }, 'messagingError', [SYSTEM_ERROR_TOAST]);
      return { state: { ...next, messagingError: true }, commands: [] };
    case 'idle':
      // Signed out: the room closes.
      return inRoom(s) || s.status === 'entering'
        ? closeRoom(next, 'closed')
        : { state: next, commands: [] };
    default:
      // connecting, reconnecting (a gateway restart): the room stays; rejoin when it is back.
      return { state: inRoom(s) ? { ...next, messagingLost: true } : next, commands: [] };
  }
}

/** spec 3 §4: the live ended (push). Full screen: the end page; in the mini player: a toast. */
function liveEnded(s: LiveState): Transition {
  if (s.status === 'minimised') return closeRoom(s, 'ended', [toast('liveEnded')]);
  const live = s.live as LiveInfo;
  return {
    state: {
      ...s,
      status: 'ended',
      joinPending: false,
      messagingLost: false,
      switching: null,
      room: INITIAL_ROOM,
    },
    commands: [
      { type: 'cancelTimer', names: ROOM_TIMERS },
      { type: 'leaveMedia' },
      { type: 'unsubscribeChannel', channelId: live.channelId },
      { type: 'loadEndPage', live: ref(live) },
    ],
  };
}

function timer(s: LiveState, e: Extract<LiveEvent, { type: 'timer' }>): Transition {
  switch (e.name) {
    case 'entryLock':
      return s.entryLocked ? { state: { ...s, entryLocked: false }, commands: [] } : stay(s);
    case 'closeBeforeEnter':
      if (s.enterPhase !== 'closing' || !s.live || !s.viewer) return stay(s);
      return {
        state: { ...s, enterPhase: 'joining', joinPending: true },
        commands: joinCommands(s.live, s.viewer),
      };
    case 'heartbeat':
      // spec 3 §7: every 10 s (users) or 3 s (guests) while in the room.
      if (!inRoom(s) || !s.live || !s.viewer) return stay(s);
      return {
        state: s,
        commands: [
          { type: 'heartbeat', live: ref(s.live), viewer: s.viewer },
          heartbeatTimer(s.viewer),
        ],
      };
    case 'reenter': {
      // spec 3 §4: the page shows again on a phone: the remembered live is entered 200 ms later.
      const r = s.remembered;
      if (!r || s.status !== 'left' || s.leftReason !== 'hidden') return stay(s);
      if (s.messaging === 'online' || s.messagingError || s.messaging === 'offline')
        return enter(s, r.live, r.viewer, { ignoreLock: true, minimised: r.minimised });
      return { state: { ...s, remembered: { ...r, due: true } }, commands: [] };
    }
    default:
      return roomTransition(s, e);
  }
}

/**
 * The transition function. Anything not handled returns the same state object and no commands
 * (the event is ignored), which the table test checks for every status.
 */
export function transition(s: LiveState, e: LiveEvent): Transition {
  const live = s.live;
  const viewer = s.viewer;
  switch (e.type) {
    case 'enter':
      return enter(s, e.live, e.viewer);
    case 'messaging':
      return messaging(s, e.state);
    case 'joinAnswered':
      return joinAnswered(s, e);
    case 'retryJoin':
      if (s.status !== 'entering' || s.enterPhase !== 'failed' || !live || !viewer) return stay(s);
      return {
        state: { ...s, enterPhase: 'joining', joinPending: true },
        commands: joinCommands(live, viewer),
      };
    case 'firstFrame':
      if (!inRoom(s) || s.joinPending || s.media === 'playing') return stay(s);
      return { state: { ...withMedia(s, 'playing'), rejoins: 0 }, commands: [] };
    case 'mediaStalled':
      return inRoom(s) && s.media === 'playing'
        ? { state: withMedia(s, 'stalled'), commands: [] }
        : stay(s);
    case 'mediaRecovered':
      return inRoom(s) && s.media === 'stalled' && !s.joinPending
        ? { state: withMedia(s, 'playing'), commands: [] }
        : stay(s);
    case 'mediaFailed':
      return inRoom(s) && !s.joinPending ? rejoin(s) : stay(s);
    case 'liveEnded':
      return inRoom(s) && ofChannel(s, e.channelId) ? liveEnded(s) : stay(s);
    case 'userLeft': {
      const me = viewer?.id != null && e.userId === viewer.id;
      if (!me) return roomTransition(s, e);
      if (!inRoom(s) || !ofChannel(s, e.channelId)) return stay(s);
      // spec 3 §4: leftType 11 toast and LivCam; 12 LivCam silently.
      if (e.leftType === LEFT_TYPE_REMOVED)
        return closeRoom(s, 'removed', [toast('removed'), { type: 'navigate', route: 'LivCam' }]);
      if (e.leftType === LEFT_TYPE_SILENT)
        return closeRoom(s, 'removedSilently', [{ type: 'navigate', route: 'LivCam' }]);
      return stay(s);
    }
    case 'kicked':
      // spec 3 §4 "Kick": this viewer's id closes the room with a toast.
      if (
        !inRoom(s) ||
        !ofChannel(s, e.channelId) ||
        viewer?.id == null ||
        e.audienceId !== viewer.id
      )
        return stay(s);
      return closeRoom(s, 'kicked', [toast('kicked')]);
    case 'swipe':
      // Not held by the 3 s entry lock: that lock is for entering a live from elsewhere (spec 3
      // §4 "Entering a live"); a swipe switches at once (§4 "Swipe navigation"), so flicking on
      // from a live just entered is not lost.
      if (!(isFull(s) || s.status === 'ended') || s.switching || !live || !viewer) return stay(s);
      return {
        state: { ...s, switching: e.direction },
        commands: [{ type: 'fetchNeighbour', live: ref(live), viewer, direction: e.direction }],
      };
    case 'neighbourLoaded': {
      if (s.switching !== e.direction || !viewer) return stay(s);
      const out = neighbourOutcome(e.direction, e.live);
      const back = { ...s, switching: null };
      if (out.kind === 'snapBack')
        return { state: back, commands: out.toast ? [toast(out.toast)] : [] };
      return enter(back, out.live, viewer, { ignoreLock: true });
    }
    case 'neighbourFailed':
      return s.switching
        ? { state: { ...s, switching: null }, commands: [toast('loadFailed')] }
        : stay(s);
    case 'minimise':
      if (!isFull(s) || s.switching || !live) return stay(s);
      return {
        state: {
          ...s,
          status: 'minimised',
          room: { ...s.room, confirmingClose: false, rankingOpen: false, recharge: null },
        },
        commands: [{ type: 'showMiniPlayer', live }],
      };
    case 'restore':
      return s.status === 'minimised'
        ? { state: { ...s, status: fullStatus(s.media) }, commands: [{ type: 'closeMiniPlayer' }] }
        : stay(s);
    case 'requestClose':
      return isFull(s) && !s.room.confirmingClose
        ? { state: { ...s, room: { ...s.room, confirmingClose: true } }, commands: [] }
        : stay(s);
    case 'cancelClose':
      return s.room.confirmingClose
        ? { state: { ...s, room: { ...s.room, confirmingClose: false } }, commands: [] }
        : stay(s);
    case 'confirmClose':
      return isFull(s) && s.room.confirmingClose ? closeRoom(s, 'closed') : stay(s);
    case 'close':
      return ['entering', 'minimised', 'ended'].includes(s.status)
        ? closeRoom(s, 'closed')
        : stay(s);
    case 'back':
      // spec 3 §2: back navigation leaves the room (the mini player stays over other pages).
      return isFull(s) || s.status === 'entering' || s.status === 'ended'
        ? closeRoom(s, 'back')
        : stay(s);
    case 'more':
      return s.status === 'ended'
        ? closeRoom(s, 'more', [{ type: 'navigate', route: 'GoddessWall' }])
        : stay(s);
    case 'pageHidden': {
      // spec 3 §4: on a phone, hiding the page closes the live and remembers it.
      if (!e.mobile || !(inRoom(s) || s.status === 'entering') || !live || !viewer) return stay(s);
      const closed = closeRoom(s, 'hidden');
      const remembered = { live, viewer, minimised: s.status === 'minimised', due: false };
      return { state: { ...closed.state, remembered }, commands: closed.commands };
    }
    case 'pageShown':
      return s.status === 'left' && s.leftReason === 'hidden' && s.remembered
        ? { state: s, commands: [startTimer('reenter')] }
        : stay(s);
    case 'viewingLimitReached':
      if (!(inRoom(s) || s.status === 'entering') || !isVisitor(s)) return stay(s);
      return viewingLimit(s);
    case 'timer':
      return timer(s, e);
    default:
      return roomTransition(s, e);
  }
}

export { INITIAL_LIVE_STATE };
