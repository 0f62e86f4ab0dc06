import { CODE_NETWORK, LIVE_SYSTEM_ERROR_TOAST_MS } from 'shared-sdk/constants';
import { INITIAL_LIVE_STATE } from './base';
import { transition } from './machine';
import {
  FOLLOWED,
  GUEST,
  GUEST_NO_SHARE,
  JOINED,
  LIVE,
  NEXT,
  TOURIST,
  USER,
  at,
  joined,
} from './testKit';
import { LIVE_STATUSES, type LiveEvent, type LiveState, type LiveStatus } from './types';

const timer = (name: Extract<LiveEvent, { type: 'timer' }>['name']): LiveEvent => ({
  type: 'timer',
  name,
});

/** Leaving a joined live: timers cancelled, media and channel left, the API told. */
const LEAVE = ['cancelTimer', 'leaveMedia', 'unsubscribeChannel', 'leave'];
const ENTER = ['startTimer', 'join', 'loadRoomInfo'];

type Row = [rule: string, from: LiveState, event: LiveEvent, to: LiveStatus, commands: string[]];

// The live room's lifecycle (spec 3 §4 "Entering a live", "Live room lifecycle", "Swipe navigation"), one row per rule.
// prettier-ignore
const TABLE: Row[] = [
  // ---- entering ----
  ['enter: lock set, join and room info at once (nothing to close)', at('idle'), { type: 'enter', live: LIVE, viewer: USER }, 'entering', ENTER],
  ['enter is ignored while the 3 s lock is on', at('idle', { entryLocked: true }), { type: 'enter', live: LIVE, viewer: USER }, 'idle', []],
  ['enter is ignored while messaging is not online yet', at('idle', { messaging: 'connecting' }), { type: 'enter', live: LIVE, viewer: USER }, 'idle', []],
  ["messaging failed: 'System error, please refresh the page'", at('idle', { messaging: 'offline' }), { type: 'enter', live: LIVE, viewer: USER }, 'idle', ['toast']],
  ['the messaging-error flag toasts too', at('idle', { messagingError: true }), { type: 'enter', live: LIVE, viewer: USER }, 'idle', ['toast']],
  ['a guest without a shareId gets the login popup', at('idle'), { type: 'enter', live: LIVE, viewer: GUEST_NO_SHARE }, 'idle', ['requireLogin']],
  ['a guest with a shareId enters', at('idle'), { type: 'enter', live: LIVE, viewer: GUEST }, 'entering', ENTER],
  ['a tourist enters', at('idle'), { type: 'enter', live: LIVE, viewer: TOURIST }, 'entering', ENTER],
  ['the live in the mini player is brought back instead', at('minimised', { media: 'playing' }), { type: 'enter', live: LIVE, viewer: USER }, 'watching', ['closeMiniPlayer']],
  ['another live over the mini player: it closes, the new one joins after 500 ms', at('minimised'), { type: 'enter', live: NEXT, viewer: USER }, 'entering', [...LEAVE, 'closeMiniPlayer', 'startTimer', 'startTimer']],
  ['another live while watching: closed, 500 ms, then joined', at('watching'), { type: 'enter', live: NEXT, viewer: USER }, 'entering', [...LEAVE, 'startTimer', 'startTimer']],
  ['the live already open is not entered again', at('watching'), { type: 'enter', live: LIVE, viewer: USER }, 'watching', []],
  ['from the end page another live joins at once', at('ended'), { type: 'enter', live: NEXT, viewer: USER }, 'entering', ['cancelTimer', ...ENTER]],
  ['after a closed room', at('left'), { type: 'enter', live: NEXT, viewer: USER }, 'entering', ENTER],
  ['the 500 ms wait over: join', at('entering', { enterPhase: 'closing', joinPending: false }), timer('closeBeforeEnter'), 'entering', ['join', 'loadRoomInfo']],
  ['the 3 s lock clears', at('entering', { entryLocked: true }), timer('entryLock'), 'entering', []],
  // ---- join answers (spec 3 §8) ----
  ['joined: media, channel, mute check, heartbeat, tips, mini profile', at('entering'), joined(200), 'joining', JOINED],
  ['a tourist has no mute check', at('entering', { viewer: TOURIST }), joined(200), 'joining', ['joinMedia', 'subscribeChannel', 'startTimer', 'startTimer', 'startTimer']],
  ['a followed host: no mini profile timer', at('entering', { live: FOLLOWED }), joined(200), 'joining', ['joinMedia', 'subscribeChannel', 'checkMuted', 'startTimer', 'startTimer']],
  ['200 without media credentials cannot play: retry', at('entering'), joined(200, { rtc: undefined }), 'entering', []],
  ['no answer (network): the cover stays with a retry', at('entering'), joined(CODE_NETWORK), 'entering', []],
  ['retry joins again', at('entering', { enterPhase: 'failed', joinPending: false }), { type: 'retryJoin' }, 'entering', ['join', 'loadRoomInfo']],
  ['1406 people max: toast, closed', at('entering'), joined(1406), 'left', ['cancelTimer', 'toast']],
  ['1002 not started: toast, closed', at('entering'), joined(1002), 'left', ['cancelTimer', 'toast']],
  ['1003 not started: toast, closed', at('entering'), joined(1003), 'left', ['cancelTimer', 'toast']],
  ['1004 not started: toast, closed', at('entering'), joined(1004), 'left', ['cancelTimer', 'toast']],
  ['1403 kicked: toast, closed', at('entering'), joined(1403), 'left', ['cancelTimer', 'toast']],
  ['1407 kicked: toast, closed', at('entering'), joined(1407), 'left', ['cancelTimer', 'toast']],
  ['1408 kicked: toast, closed', at('entering'), joined(1408), 'left', ['cancelTimer', 'toast']],
  ['a late join answer of a live no longer shown is left', at('left'), joined(200), 'left', ['leave']],
  ['a late failed answer needs nothing', at('left'), joined(1406), 'left', []],
  ["another live's answer while entering is left", at('entering', { live: NEXT }), joined(200), 'entering', ['leave']],
  ['closing while entering', at('entering'), { type: 'close' }, 'left', ['cancelTimer']],
  // ---- media ----
  ['the first frame shows the video', at('joining'), { type: 'firstFrame' }, 'watching', []],
  ['media stalls: reconnecting, still in the room', at('watching'), { type: 'mediaStalled' }, 'reconnecting', []],
  ['media recovers without leaving', at('reconnecting'), { type: 'mediaRecovered' }, 'watching', []],
  ['media lost for good: rejoin', at('watching'), { type: 'mediaFailed' }, 'reconnecting', ['leaveMedia', 'join', 'loadRoomInfo']],
  ['a frame of the old media during a rejoin is ignored', at('reconnecting', { joinPending: true }), { type: 'firstFrame' }, 'reconnecting', []],
  ['rejoined: media and channel again, no timers restarted', at('reconnecting', { joinPending: true }), joined(200), 'reconnecting', ['joinMedia', 'subscribeChannel']],
  ['rejoin without an answer: the live ended due to network error', at('reconnecting', { joinPending: true }), joined(CODE_NETWORK), 'left', [...LEAVE, 'toast']],
  ['rejoin refused (the live ended meanwhile): toast, closed', at('reconnecting', { joinPending: true }), joined(1003), 'left', [...LEAVE, 'toast']],
  ['the first frame after a rejoin', at('reconnecting', { rejoins: 2 }), { type: 'firstFrame' }, 'watching', []],
  ['rejoins without the video coming back are capped: network error', at('reconnecting', { rejoins: 3 }), { type: 'mediaFailed' }, 'left', [...LEAVE, 'toast']],
  // ---- messaging (gateway restart, errors, sign-out) ----
  ['messaging drops (gateway restart): the room stays', at('watching'), { type: 'messaging', state: 'reconnecting' }, 'watching', []],
  ['messaging back: rejoin without a reload', at('watching', { messagingLost: true, messaging: 'reconnecting' }), { type: 'messaging', state: 'online' }, 'reconnecting', ['leaveMedia', 'join', 'loadRoomInfo']],
  ['messaging back in the mini player: rejoin there', at('minimised', { media: 'playing', messagingLost: true, messaging: 'reconnecting' }), { type: 'messaging', state: 'online' }, 'minimised', ['leaveMedia', 'join', 'loadRoomInfo']],
  ['a messaging error closes the live (flagged, toast)', at('watching'), { type: 'messaging', state: 'offline' }, 'left', [...LEAVE, 'toast']],
  ['a messaging error with no room only flags', at('idle'), { type: 'messaging', state: 'offline' }, 'idle', []],
  ['signed out: the room closes', at('watching'), { type: 'messaging', state: 'idle' }, 'left', LEAVE],
  ['messaging online clears the flag', at('idle', { messaging: 'offline', messagingError: true }), { type: 'messaging', state: 'online' }, 'idle', []],
  // ---- pushes about this viewer and the live ----
  ['the live ended: end page, media and channel left', at('watching'), { type: 'liveEnded', channelId: 'c1' }, 'ended', ['cancelTimer', 'leaveMedia', 'unsubscribeChannel', 'loadEndPage']],
  ["the live ended in the mini player: it closes, 'live ended' toast", at('minimised'), { type: 'liveEnded', channelId: 'c1' }, 'left', [...LEAVE, 'closeMiniPlayer', 'toast']],
  ["another live's end is ignored", at('watching'), { type: 'liveEnded', channelId: 'c2' }, 'watching', []],
  ['leftType 11 for me: toast, LivCam, closed', at('watching'), { type: 'userLeft', channelId: 'c1', userId: 5, leftType: 11 }, 'left', [...LEAVE, 'toast', 'navigate']],
  ['leftType 12 for me: LivCam, closed silently', at('watching'), { type: 'userLeft', channelId: 'c1', userId: 5, leftType: 12 }, 'left', [...LEAVE, 'navigate']],
  ['another leftType for me means nothing', at('watching'), { type: 'userLeft', channelId: 'c1', userId: 5, leftType: 3 }, 'watching', []],
  ['kicked (my id): closed with a toast', at('watching'), { type: 'kicked', channelId: 'c1', audienceId: 5 }, 'left', [...LEAVE, 'toast']],
  ["someone else's kick is not mine", at('watching'), { type: 'kicked', channelId: 'c1', audienceId: 6 }, 'watching', []],
  ['a guest (no id) is never taken for the kicked one', at('watching', { viewer: GUEST }), { type: 'kicked', channelId: 'c1', audienceId: 0 }, 'watching', []],
  // ---- the mini player ----
  ['minimise: the mini player shows the live', at('watching'), { type: 'minimise' }, 'minimised', ['showMiniPlayer']],
  ['restore: full screen again', at('minimised', { media: 'playing' }), { type: 'restore' }, 'watching', ['closeMiniPlayer']],
  ['restore while stalled: reconnecting', at('minimised', { media: 'stalled' }), { type: 'restore' }, 'reconnecting', ['closeMiniPlayer']],
  ['the first frame while minimised', at('minimised'), { type: 'firstFrame' }, 'minimised', []],
  ["the mini player's close", at('minimised'), { type: 'close' }, 'left', [...LEAVE, 'closeMiniPlayer']],
  // ---- closing ----
  ['close asks first', at('watching'), { type: 'requestClose' }, 'watching', []],
  ['close confirmed', at('watching', { room: { ...INITIAL_LIVE_STATE.room, confirmingClose: true } }), { type: 'confirmClose' }, 'left', LEAVE],
  ['taps not sent yet go out on leaving', at('watching', { room: { ...INITIAL_LIVE_STATE.room, confirmingClose: true, praisePending: 4 } }), { type: 'confirmClose' }, 'left', ['cancelTimer', 'praise', 'leaveMedia', 'unsubscribeChannel', 'leave']],
  ['confirm without the question is ignored', at('watching'), { type: 'confirmClose' }, 'watching', []],
  ['close is the confirmation’s on a full room', at('watching'), { type: 'close' }, 'watching', []],
  ['back leaves the room', at('watching'), { type: 'back' }, 'left', LEAVE],
  ['back with the mini player: it stays', at('minimised'), { type: 'back' }, 'minimised', []],
  ['the end page closes', at('ended'), { type: 'close' }, 'left', ['cancelTimer']],
  ["the end page's More: GoddessWall", at('ended'), { type: 'more' }, 'left', ['cancelTimer', 'navigate']],
  // ---- swipe ----
  ['swipe up: the next live is asked for', at('watching'), { type: 'swipe', direction: 'next' }, 'watching', ['fetchNeighbour']],
  ['swipe down: the previous', at('joining'), { type: 'swipe', direction: 'previous' }, 'joining', ['fetchNeighbour']],
  ['swipe from the end page', at('ended'), { type: 'swipe', direction: 'next' }, 'ended', ['fetchNeighbour']],
  ['a swipe right after entering (entry lock on) still switches', at('watching', { entryLocked: true }), { type: 'swipe', direction: 'next' }, 'watching', ['fetchNeighbour']],
  ['a second swipe while loading is ignored', at('watching', { switching: 'next' }), { type: 'swipe', direction: 'next' }, 'watching', []],
  ['the next live found: its cover while it joins', at('watching', { switching: 'next' }), { type: 'neighbourLoaded', direction: 'next', live: NEXT }, 'entering', [...LEAVE, 'startTimer', 'startTimer']],
  ["no next live: snap back, 'no more live'", at('watching', { switching: 'next' }), { type: 'neighbourLoaded', direction: 'next', live: null }, 'watching', ['toast']],
  ['no previous live: snap back quietly', at('watching', { switching: 'previous' }), { type: 'neighbourLoaded', direction: 'previous', live: null }, 'watching', []],
  ['the next live could not load: snap back, toast', at('watching', { switching: 'next' }), { type: 'neighbourFailed' }, 'watching', ['toast']],
  ['a stale neighbour answer is ignored', at('watching'), { type: 'neighbourLoaded', direction: 'next', live: NEXT }, 'watching', []],
  // ---- page hidden and shown (phones) ----
  ['page hidden on a phone: closed and remembered', at('watching'), { type: 'pageHidden', mobile: true }, 'left', LEAVE],
  ['page hidden on a desktop: nothing', at('watching'), { type: 'pageHidden', mobile: false }, 'watching', []],
  ['page shown: re-enter after 200 ms', at('left', { leftReason: 'hidden', remembered: { live: LIVE, viewer: USER, minimised: false, due: false } }), { type: 'pageShown' }, 'left', ['startTimer']],
  ['the 200 ms are up: entered again', at('left', { leftReason: 'hidden', remembered: { live: LIVE, viewer: USER, minimised: false, due: false }, entryLocked: true }), timer('reenter'), 'entering', ['cancelTimer', ...ENTER]],
  ['messaging not back yet: entered once it is', at('left', { leftReason: 'hidden', messaging: 'reconnecting', remembered: { live: LIVE, viewer: USER, minimised: false, due: false } }), timer('reenter'), 'left', []],
  ['messaging back with a live due', at('left', { leftReason: 'hidden', messaging: 'reconnecting', remembered: { live: LIVE, viewer: USER, minimised: false, due: true } }), { type: 'messaging', state: 'online' }, 'entering', ['cancelTimer', ...ENTER]],
  ['a live hidden in the mini player comes back there', at('left', { leftReason: 'hidden', remembered: { live: LIVE, viewer: USER, minimised: true, due: false } }), timer('reenter'), 'minimised', ['cancelTimer', ...ENTER, 'showMiniPlayer']],
  ['page shown with nothing remembered', at('left'), { type: 'pageShown' }, 'left', []],
  // ---- heartbeat, tourists ----
  ['heartbeat: sent, next one timed', at('watching'), timer('heartbeat'), 'watching', ['heartbeat', 'startTimer']],
  ['heartbeat after the room closed: nothing', at('left'), timer('heartbeat'), 'left', []],
  ['a tourist at the viewing-time limit: closed (the layer prompts them to register)', at('watching', { viewer: TOURIST }), { type: 'viewingLimitReached' }, 'left', LEAVE],
  ['a user has no viewing-time limit', at('watching'), { type: 'viewingLimitReached' }, 'watching', []],
  ['a tourist refused at the limit (1413) on joining: closed, asked to register', at('entering', { viewer: TOURIST }), joined(1413), 'left', ['cancelTimer']],
  ['a tourist refused at the limit (1413) on a rejoin: the same', at('reconnecting', { viewer: TOURIST, joinPending: true }), joined(1413), 'left', LEAVE],
];

describe('live room lifecycle table', () => {
  it.each(TABLE)('%s', (_rule, from, event, to, commands) => {
    const { state, commands: cmds } = transition(from, event);
    expect(state.status).toBe(to);
    expect(cmds.map((c) => c.type)).toEqual(commands);
  });
});

describe('what the rows decide, in detail', () => {
  it('entering sets the 3 s lock, joins with the viewer, and shows the live as it loads', () => {
    const { state, commands } = transition(at('idle'), {
      type: 'enter',
      live: LIVE,
      viewer: TOURIST,
    });
    expect(state).toMatchObject({
      live: LIVE,
      viewer: TOURIST,
      entryLocked: true,
      enterPhase: 'joining',
      joinPending: true,
    });
    expect(commands).toEqual([
      { type: 'startTimer', name: 'entryLock', ms: 3_000 },
      { type: 'join', live: { id: 1, channelId: 'c1' }, viewer: TOURIST },
      { type: 'loadRoomInfo', live: { id: 1, channelId: 'c1' }, viewer: TOURIST },
    ]);
  });

  it('the previous live closes, and the next joins 500 ms later', () => {
    const { commands } = transition(at('watching'), { type: 'enter', live: NEXT, viewer: USER });
    expect(commands).toContainEqual({
      type: 'leave',
      live: { id: 1, channelId: 'c1' },
      viewer: USER,
    });
    expect(commands).toContainEqual({ type: 'startTimer', name: 'closeBeforeEnter', ms: 500 });
  });

  it('the messaging-error toast shows for 3 s', () => {
    expect(
      transition(at('idle', { messaging: 'offline' }), { type: 'enter', live: LIVE, viewer: USER })
        .commands,
    ).toEqual([{ type: 'toast', key: 'systemError', ms: LIVE_SYSTEM_ERROR_TOAST_MS }]);
  });

  it('the login popup of a guest without a shareId has the source login_btn', () => {
    expect(
      transition(at('idle'), { type: 'enter', live: LIVE, viewer: GUEST_NO_SHARE }).commands,
    ).toEqual([{ type: 'requireLogin', source: 'login_btn' }]);
  });

  it.each([
    [1406, USER, 'peopleMax'],
    [1406, TOURIST, 'touristPeopleMax'],
    [1002, USER, 'liveEnded'],
    [1004, GUEST, 'touristLiveEnded'],
    [1403, USER, 'kicked'],
    [1408, TOURIST, 'kicked'],
    [599, USER, 'joinFailed'],
  ] as const)('join code %p for a %s viewer toasts %p', (code, viewer, key) => {
    const { state, commands } = transition(at('entering', { viewer }), joined(code));
    expect(state.leftReason).toBe('joinRefused');
    expect(commands).toContainEqual({ type: 'toast', key });
  });

  it('joined: the media joins with the answer, heartbeat by viewer kind', () => {
    const user = transition(at('entering'), joined(200)).commands;
    expect(user).toContainEqual({ type: 'joinMedia', channelId: 'c1', appId: 'app', token: 'tok' });
    expect(user).toContainEqual({ type: 'startTimer', name: 'heartbeat', ms: 10_000 });
    expect(transition(at('entering', { viewer: GUEST }), joined(200)).commands).toContainEqual({
      type: 'startTimer',
      name: 'heartbeat',
      ms: 3_000,
    });
  });

  it('kicked and removed toasts say which', () => {
    expect(
      transition(at('watching'), { type: 'kicked', channelId: 'c1', audienceId: 5 }).commands,
    ).toContainEqual({ type: 'toast', key: 'kicked' });
    const removed = transition(at('watching'), {
      type: 'userLeft',
      channelId: 'c1',
      userId: 5,
      leftType: 11,
    });
    expect(removed.commands).toContainEqual({ type: 'toast', key: 'removed' });
    expect(removed.commands).toContainEqual({ type: 'navigate', route: 'LivCam' });
    expect(removed.state.leftReason).toBe('removed');
  });

  it('the end page closes the ranking and the mini profile', () => {
    const open = at('watching', {
      room: { ...INITIAL_LIVE_STATE.room, rankingOpen: true, miniProfile: true },
    });
    const { state } = transition(open, { type: 'liveEnded', channelId: 'c1' });
    expect(state.room.rankingOpen).toBe(false);
    expect(state.room.miniProfile).toBe(false);
  });

  it('a phone that hides the page remembers the live; entering another forgets it', () => {
    const hidden = transition(at('watching'), { type: 'pageHidden', mobile: true }).state;
    expect(hidden.remembered).toEqual({ live: LIVE, viewer: USER, minimised: false, due: false });
    expect(hidden.leftReason).toBe('hidden');
    const other = transition(hidden, { type: 'enter', live: NEXT, viewer: USER }).state;
    expect(other.remembered).toBeNull();
  });

  it('a rejoin counts; the video playing again resets the count', () => {
    const rejoined = transition(at('watching'), { type: 'mediaFailed' }).state;
    expect(rejoined.rejoins).toBe(1);
    const answered = transition(rejoined, joined(200)).state;
    expect(transition(answered, { type: 'firstFrame' }).state.rejoins).toBe(0);
  });

  it('swiping: the next live shows its cover while it joins', () => {
    const { state } = transition(at('watching', { switching: 'next' }), {
      type: 'neighbourLoaded',
      direction: 'next',
      live: NEXT,
    });
    expect(state).toMatchObject({
      status: 'entering',
      live: NEXT,
      switching: null,
      enterPhase: 'closing',
    });
  });

  // Actions only where valid: what a status does not handle gives the same object back.
  const ACTIONS: LiveEvent[] = [
    { type: 'retryJoin' },
    { type: 'firstFrame' },
    { type: 'mediaStalled' },
    { type: 'mediaRecovered' },
    { type: 'mediaFailed' },
    { type: 'minimise' },
    { type: 'restore' },
    { type: 'requestClose' },
    { type: 'confirmClose' },
    { type: 'close' },
    { type: 'back' },
    { type: 'more' },
    { type: 'swipe', direction: 'next' },
    { type: 'praiseTap' },
    { type: 'sendChat', text: 'hi' },
    { type: 'sendGift', giftId: 1 },
    { type: 'follow' },
    { type: 'liveEnded', channelId: 'c1' },
    { type: 'kicked', channelId: 'c1', audienceId: 5 },
    timer('heartbeat'),
    timer('praise'),
    timer('closeBeforeEnter'),
  ];
  it.each(['idle', 'left'] as const)('%s ignores the room events', (status) => {
    const s = at(status);
    for (const e of ACTIONS) expect(transition(s, e)).toEqual({ state: s, commands: [] });
  });

  it('every status is reachable from the table', () => {
    const reached = new Set(TABLE.map((r) => r[3]));
    for (const s of LIVE_STATUSES.filter((x) => x !== 'idle')) expect(reached).toContain(s);
  });
});
