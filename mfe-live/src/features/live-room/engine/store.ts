/**
 * The live room store: the machine's state behind `subscribe`/`getSnapshot` (useSyncExternalStore),
 * with snapshots split by status and actions only where they are valid. The room's layer installs
 * the driver (driver.ts) that runs the machine's commands; the room, the mini player and the
 * entry points (wall, hosts row, shared link) all use the one `liveRoomStore`.
 */
import { createSnapshotStore } from 'shared-sdk';
import { INITIAL_LIVE_STATE } from './base';
import { transition } from './machine';
import { hostFollowed } from './timers';
import type {
  FriendRequest,
  GiftMessage,
  LeftReason,
  LiveCommand,
  LiveEvent,
  LiveInfo,
  LiveMessage,
  LiveState,
  SwipeDirection,
  Viewer,
} from './types';

/** The full-screen room (joining, watching, reconnecting): what it shows and what the viewer may do. */
export interface RoomView {
  live: LiveInfo;
  viewer: Viewer;
  /** The count shown: the server's praise plus the taps not sent yet (formatPraiseCount). */
  praiseCount: number;
  hostFollowed: boolean;
  chatMuted: boolean;
  audioMuted: boolean;
  messages: readonly LiveMessage[];
  gifts: readonly GiftMessage[];
  tipsShown: boolean;
  miniProfile: boolean;
  rankingOpen: boolean;
  acceptSuccess: boolean;
  /** A swipe is loading this way (the loading screen); null: none. */
  switching: SwipeDirection | null;
  praise(): void;
  sendChat(text: string): void;
  sendGift(giftId: number): void;
  follow(): void;
  toggleAudio(): void;
  swipe(direction: SwipeDirection): void;
  minimise(): void;
  requestClose(): void;
  openRanking(): void;
  closeRanking(): void;
  openMiniProfile(): void;
  closeMiniProfile(): void;
  openRecharge(): void;
  /** The close confirmation, while it shows. */
  closing: { confirm(): void; cancel(): void } | null;
  /** The friend-request banner, while it shows. */
  friendRequest: (FriendRequest & { accept(): void; dismiss(): void }) | null;
  /** The recharge offer (dialog) or the coin recharge iframe (open), while one shows. */
  recharge: { mode: 'offer' | 'open'; open(): void; close(): void } | null;
}

/** What the UI renders, one shape per status. */
export type LiveRoomSnapshot =
  | { status: 'idle' }
  | { status: 'entering'; live: LiveInfo; phase: 'closing' | 'joining'; close(): void }
  | { status: 'entering'; live: LiveInfo; phase: 'failed'; retry(): void; close(): void }
  | ({ status: 'joining' | 'watching' | 'reconnecting' } & RoomView)
  | {
      status: 'minimised';
      live: LiveInfo;
      videoShown: boolean;
      stalled: boolean;
      restore(): void;
      close(): void;
    }
  | {
      status: 'ended';
      live: LiveInfo;
      switching: SwipeDirection | null;
      swipe(direction: SwipeDirection): void;
      more(): void;
      close(): void;
    }
  | { status: 'left'; reason: LeftReason };

export type LiveRoomStatusOf<S extends LiveRoomSnapshot['status']> = Extract<
  LiveRoomSnapshot,
  { status: S }
>;

/** Runs the machine's commands (API calls, media, messaging, timers, toasts): driver.ts. */
export interface LiveRoomDriver {
  run(command: LiveCommand, store: LiveRoomStore): void;
}

export class LiveRoomStore {
  private state: LiveState = INITIAL_LIVE_STATE;
  private readonly snapshots = createSnapshotStore<LiveRoomSnapshot>({ status: 'idle' });
  private driver: LiveRoomDriver | null = null;
  /** Events dispatched while a transition's commands run are queued (run to completion). */
  private queue: LiveEvent[] = [];
  private running = false;

  subscribe = (listener: () => void): (() => void) => this.snapshots.subscribe(listener);
  getSnapshot = (): LiveRoomSnapshot => this.snapshots.getSnapshot();

  /** The machine's raw state (the driver and tests). */
  getState(): LiveState {
    return this.state;
  }

  /** The room's layer installs its driver; returns the uninstall. */
  setDriver(driver: LiveRoomDriver): () => void {
    this.driver = driver;
    return () => {
      if (this.driver === driver) this.driver = null;
    };
  }

  /** Opens a live (wall, hosts row, end page, shared link): spec 3 §4 "Entering a live". */
  enter = (live: LiveInfo, viewer: Viewer): void => this.dispatch({ type: 'enter', live, viewer });

  dispatch = (event: LiveEvent): void => {
    this.queue.push(event);
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const e = this.queue.shift() as LiveEvent;
        const { state, commands } = transition(this.state, e);
        if (state !== this.state) {
          this.state = state;
          this.snapshots.set(snapshotOf(state, this.dispatch));
        }
        for (const c of commands) {
          try {
            this.driver?.run(c, this);
          } catch (err) {
            console.error('[live] command failed', c.type, err);
          }
        }
      }
    } finally {
      this.running = false;
    }
  };
}

/** The events that are their type alone (the snapshot's argument-free actions). */
type BareEventType = {
  [E in LiveEvent as E['type']]: Exclude<keyof E, 'type'> extends never ? E['type'] : never;
}[LiveEvent['type']];

/** Builds the status-split snapshot, with actions bound to `dispatch`. */
export function snapshotOf(s: LiveState, dispatch: (e: LiveEvent) => void): LiveRoomSnapshot {
  const on = (type: BareEventType) => () => dispatch({ type } as LiveEvent);
  const swipe = (direction: SwipeDirection) => dispatch({ type: 'swipe', direction });
  const live = s.live;
  if (s.status === 'left') return { status: 'left', reason: s.leftReason ?? 'closed' };
  if (s.status === 'idle' || !live || !s.viewer) return { status: 'idle' };
  switch (s.status) {
    case 'entering':
      return s.enterPhase === 'failed'
        ? { status: 'entering', live, phase: 'failed', retry: on('retryJoin'), close: on('close') }
        : {
            status: 'entering',
            live,
            phase: s.enterPhase === 'closing' ? 'closing' : 'joining',
            close: on('close'),
          };
    case 'minimised':
      return {
        status: 'minimised',
        live,
        videoShown: s.media === 'playing',
        stalled: s.media === 'stalled',
        restore: on('restore'),
        close: on('close'),
      };
    case 'ended':
      return {
        status: 'ended',
        live,
        switching: s.switching,
        swipe,
        more: on('more'),
        close: on('close'),
      };
    default: {
      const r = s.room;
      return {
        status: s.status,
        live,
        viewer: s.viewer,
        praiseCount: live.praiseNum + r.praisePending,
        hostFollowed: hostFollowed(live),
        chatMuted: r.chatMuted,
        audioMuted: r.audioMuted,
        messages: r.messages,
        gifts: r.gifts,
        tipsShown: r.tipsShown,
        miniProfile: r.miniProfile,
        rankingOpen: r.rankingOpen,
        acceptSuccess: r.acceptSuccess,
        switching: s.switching,
        praise: on('praiseTap'),
        sendChat: (text) => dispatch({ type: 'sendChat', text }),
        sendGift: (giftId) => dispatch({ type: 'sendGift', giftId }),
        follow: on('follow'),
        toggleAudio: on('toggleAudio'),
        swipe,
        minimise: on('minimise'),
        requestClose: on('requestClose'),
        openRanking: on('openRanking'),
        closeRanking: on('closeRanking'),
        openMiniProfile: on('openMiniProfile'),
        closeMiniProfile: on('closeMiniProfile'),
        openRecharge: on('openRecharge'),
        closing: r.confirmingClose
          ? { confirm: on('confirmClose'), cancel: on('cancelClose') }
          : null,
        friendRequest: r.friendRequest
          ? { ...r.friendRequest, accept: on('acceptFriend'), dismiss: on('dismissFriendRequest') }
          : null,
        recharge: r.recharge
          ? { mode: r.recharge, open: on('openRecharge'), close: on('closeRecharge') }
          : null,
      };
    }
  }
}

/** The app's one live room (the room, the mini player and every entry point share it). */
export const liveRoomStore = new LiveRoomStore();
