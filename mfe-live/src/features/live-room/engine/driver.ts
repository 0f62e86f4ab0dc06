/**
 * The live room's driver: runs the machine's commands through the ports below and turns their
 * answers, the 1052 messages, the messaging state and the page's visibility into machine events.
 * It decides nothing (machine.ts and room.ts do); the room's layer builds the ports from the
 * SDK (live API module, the host's Messaging, a Media provider, toasts, navigate, requireLogin,
 * applyBalance, the mini player) and the tests build them from fakes.
 */
import type { BizSource, ConnectionState, LiveBiz } from 'shared-sdk';
import { CODE_NETWORK, CODE_OK } from 'shared-sdk/constants';
import { liveEventOf } from './bizEvents';
import type { LiveRoomDriver, LiveRoomStore } from './store';
import type {
  LiveCommand,
  LiveInfo,
  LiveInfoPatch,
  LiveRef,
  LiveToast,
  SwipeDirection,
  TimerName,
  Viewer,
} from './types';

/**
 * The live audience API (spec 3 §7, prefix /live/live; the tourist variants for tourists and
 * guests). Each call resolves with the API's code; a rejection means no answer came.
 */
export interface LiveApiPort {
  /**
   * POST joinLiveStudio: rtcAppId and rtcToken on success ('' with the local media provider;
   * absent when the answer cannot play, which the machine retries).
   */
  join(
    live: LiveRef,
    viewer: Viewer,
  ): Promise<{ code: number; rtcAppId?: string; rtcToken?: string }>;
  /** GET living/liveStudioInfo (room stats) as the room's counts; null when it failed. */
  roomInfo(live: LiveRef, viewer: Viewer): Promise<LiveInfoPatch | null>;
  /** PUT leaveLiveStudio. */
  leave(live: LiveRef, viewer: Viewer): Promise<unknown>;
  /** PUT heartBeat. */
  heartbeat(live: LiveRef, viewer: Viewer): Promise<unknown>;
  /** PUT praise { num, liveStudioChannelId }. */
  praise(live: LiveRef, viewer: Viewer, num: number): Promise<unknown>;
  /** POST sendChannelMsg { content }. */
  sendChat(live: LiveRef, content: string): Promise<{ code: number }>;
  /** PUT sendGift: coinBalance (and the ledger sequence) on success. */
  sendGift(
    live: LiveRef,
    giftId: number,
  ): Promise<{ code: number; coinBalance?: number; balanceSeq?: number }>;
  /** GET addFriend: follow the host. */
  follow(hostId: number): Promise<{ code: number }>;
  /** Accept a friend request made in the room. */
  acceptFriend(userId: number): Promise<{ code: number }>;
  /** GET muted: whether this viewer is muted in the room. */
  muted(live: LiveRef): Promise<boolean>;
  /** GET nextLiveStudioInfo / preLiveStudioInfo: the live that way, or null when there is none. */
  neighbour(live: LiveRef, viewer: Viewer, direction: SwipeDirection): Promise<LiveInfo | null>;
}

/** The room's video (the SDK's Media, audience role). */
export interface LiveMediaPort {
  join(
    channelId: string,
    credentials: { appId: string; token: string },
    events: { firstFrame(): void; stalled(): void; recovered(): void; failed(): void },
  ): Promise<void>;
  leave(): Promise<void>;
  /** The viewer's mute button: the room's sound off or on. */
  setMuted(muted: boolean): void;
}

/** The host's messaging connection, as the room needs it. */
export interface LiveMessagingPort {
  state(): ConnectionState;
  onState(fn: (state: ConnectionState) => void): () => void;
  /** 1052 envelopes with where they came from. */
  onLive(fn: (biz: LiveBiz, source: BizSource) => void): () => void;
  subscribe(channelId: string): Promise<unknown>;
  unsubscribe(channelId: string): Promise<unknown>;
}

export interface TimerPort {
  set(ms: number, fn: () => void): unknown;
  clear(handle: unknown): void;
}

/** What the room shows or asks of the app around it. */
export interface LiveUiPort {
  toast(key: LiveToast, ms?: number, vars?: Record<string, string | number>): void;
  navigate(route: 'LivCam' | 'GoddessWall'): void;
  requireLogin(source: string): void;
  showMiniPlayer(live: LiveInfo): void;
  closeMiniPlayer(): void;
  /** The SDK's applyBalance (one writer of the coin balance). */
  applyBalance(goldNum: number, seq: number): void;
  /** The end page's content (other lives, host photos and videos, end type). */
  loadEndPage(live: LiveRef): void;
}

export interface LivePagePort {
  /** Phones close the live when the page is hidden (spec 3 §4). */
  isMobile(): boolean;
  /** Calls back with true when the page is hidden, false when it shows again. */
  onVisibility(fn: (hidden: boolean) => void): () => void;
}

export interface LiveRoomPorts {
  api: LiveApiPort;
  media: LiveMediaPort;
  messaging: LiveMessagingPort;
  timers: TimerPort;
  ui: LiveUiPort;
  page: LivePagePort;
}

export const browserTimers: TimerPort = {
  set: (ms, fn) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createLiveRoomDriver(ports: LiveRoomPorts, store: LiveRoomStore) {
  const { api, media, messaging, timers, ui } = ports;
  const dispatch = store.dispatch;
  /** Running timers by name, then key (only gift messages have keys). */
  const running = new Map<TimerName, Map<number, unknown>>();
  const log = (what: string) => (e: unknown) => console.warn(`[live] ${what} failed`, e);
  const codeOf = (p: Promise<{ code: number }>) =>
    p.then(
      (r) => r.code,
      () => CODE_NETWORK,
    );

  function cancel(name: TimerName): void {
    for (const handle of running.get(name)?.values() ?? []) timers.clear(handle);
    running.delete(name);
  }

  function start(name: TimerName, ms: number, key = 0): void {
    const byKey = running.get(name) ?? new Map<number, unknown>();
    running.set(name, byKey);
    if (byKey.has(key)) timers.clear(byKey.get(key));
    byKey.set(
      key,
      timers.set(ms, () => {
        byKey.delete(key);
        dispatch({ type: 'timer', name, ...(name === 'giftShown' && { key }) });
      }),
    );
  }

  function run(c: LiveCommand): void {
    switch (c.type) {
      case 'join':
        api.join(c.live, c.viewer).then(
          (r) =>
            dispatch({
              type: 'joinAnswered',
              liveId: c.live.id,
              channelId: c.live.channelId,
              code: r.code,
              // '' is a real answer: the local media provider needs no app id or token.
              ...(r.rtcAppId !== undefined &&
                r.rtcToken !== undefined && { rtc: { appId: r.rtcAppId, token: r.rtcToken } }),
            }),
          () =>
            dispatch({
              type: 'joinAnswered',
              liveId: c.live.id,
              channelId: c.live.channelId,
              code: CODE_NETWORK,
            }),
        );
        return;
      case 'loadRoomInfo':
        api.roomInfo(c.live, c.viewer).then((patch) => {
          if (patch) dispatch({ type: 'liveInfo', channelId: c.live.channelId, patch });
        }, log('room info'));
        return;
      case 'leave':
        api.leave(c.live, c.viewer).catch(log('leave'));
        return;
      case 'heartbeat':
        api.heartbeat(c.live, c.viewer).catch(log('heartbeat'));
        return;
      case 'praise':
        api.praise(c.live, c.viewer, c.num).catch(log('praise'));
        return;
      case 'checkMuted':
        api
          .muted(c.live)
          .then((muted) => dispatch({ type: 'muteChanged', muted }), log('mute check'));
        return;
      case 'sendChat':
        void codeOf(api.sendChat(c.live, c.content)).then((code) =>
          dispatch({ type: 'chatAnswered', ok: code === CODE_OK }),
        );
        return;
      case 'sendGift':
        api.sendGift(c.live, c.giftId).then(
          (r) =>
            dispatch({
              type: 'giftAnswered',
              channelId: c.live.channelId,
              code: r.code,
              coinBalance: r.coinBalance,
              balanceSeq: r.balanceSeq,
            }),
          () => dispatch({ type: 'giftAnswered', channelId: c.live.channelId, code: CODE_NETWORK }),
        );
        return;
      case 'follow':
        void codeOf(api.follow(c.hostId)).then((code) =>
          dispatch({ type: 'followAnswered', hostId: c.hostId, code }),
        );
        return;
      case 'acceptFriend':
        void codeOf(api.acceptFriend(c.userId)).then((code) =>
          dispatch({ type: 'acceptAnswered', ok: code === CODE_OK }),
        );
        return;
      case 'fetchNeighbour':
        api.neighbour(c.live, c.viewer, c.direction).then(
          (live) => dispatch({ type: 'neighbourLoaded', direction: c.direction, live }),
          () => dispatch({ type: 'neighbourFailed' }),
        );
        return;
      case 'joinMedia':
        media
          .join(
            c.channelId,
            { appId: c.appId, token: c.token },
            {
              firstFrame: () => dispatch({ type: 'firstFrame' }),
              stalled: () => dispatch({ type: 'mediaStalled' }),
              recovered: () => dispatch({ type: 'mediaRecovered' }),
              failed: () => dispatch({ type: 'mediaFailed' }),
            },
          )
          .catch(() => dispatch({ type: 'mediaFailed' }));
        return;
      case 'leaveMedia':
        media.leave().catch(log('media leave'));
        return;
      case 'setAudioMuted':
        media.setMuted(c.muted);
        return;
      case 'subscribeChannel':
        messaging.subscribe(c.channelId).catch(log('channel subscribe'));
        return;
      case 'unsubscribeChannel':
        messaging.unsubscribe(c.channelId).catch(log('channel unsubscribe'));
        return;
      case 'startTimer':
        start(c.name, c.ms, c.key);
        return;
      case 'cancelTimer':
        c.names.forEach(cancel);
        return;
      case 'requireLogin':
        return ui.requireLogin(c.source);
      case 'applyBalance':
        return ui.applyBalance(c.goldNum, c.seq);
      case 'loadEndPage':
        return ui.loadEndPage(c.live);
      case 'showMiniPlayer':
        return ui.showMiniPlayer(c.live);
      case 'closeMiniPlayer':
        return ui.closeMiniPlayer();
      case 'toast':
        return ui.toast(c.key, c.ms, c.vars);
      case 'navigate':
        return ui.navigate(c.route);
    }
  }

  /**
   * Installs the driver and feeds the machine what happens outside it: the messaging state, the
   * room's 1052 messages and the page's visibility. Returns the uninstall, which also stops the
   * timers and the media.
   */
  function attach(): () => void {
    const offDriver = store.setDriver({ run } satisfies LiveRoomDriver);
    dispatch({ type: 'messaging', state: messaging.state() });
    const offState = messaging.onState((state) => dispatch({ type: 'messaging', state }));
    const offLive = messaging.onLive((biz, source) => {
      const event = liveEventOf(biz, source);
      if (event) dispatch(event);
    });
    const offPage = ports.page.onVisibility((hidden) =>
      dispatch(
        hidden ? { type: 'pageHidden', mobile: ports.page.isMobile() } : { type: 'pageShown' },
      ),
    );
    return () => {
      offDriver();
      offState();
      offLive();
      offPage();
      [...running.keys()].forEach(cancel);
      media.leave().catch(log('media leave'));
    };
  }

  return { run, attach };
}
