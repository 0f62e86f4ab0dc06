/**
 * The call store: the machine's state behind `subscribe`/`getSnapshot` (useSyncExternalStore),
 * snapshots split by status with actions only where they are valid, and the call's phase for
 * other parts (the SDK's read-only `callPhaseAtom`, through its one writer `applyCallPhase`). The
 * call layer registers the driver that runs the machine's commands, and `startCall` as the SDK's
 * `requestCall` target: other parts never see this store.
 */
import {
  appStore,
  applyCallPhase,
  createSnapshotStore,
  userAtom,
  type CallPhase,
  type CallPhaseStatus,
} from 'shared-sdk';
import { step } from './statusChange';
import {
  INITIAL_CALL_STATE,
  type CallCommand,
  type CallEvent,
  type CallPeer,
  type CallRequest,
  type CallRoom,
  type CallState,
  type CallStatus,
  type DeviceProblem,
  type EndKind,
  type FaceCheckResult,
  type FriendPrompt,
} from './machine';

interface Base {
  peer: CallPeer | null;
}
interface MediaFields extends Base {
  room: CallRoom;
  /** Server ms of the first remote frame (null while connecting). */
  startedAt: number | null;
  muted: { audio: boolean; video: boolean };
  /** The remote left the channel: the 20 s leave timer runs. */
  remoteGone: boolean;
  /** The next minute is not covered (spec 2 §3 isGoldEnough false). */
  lowCoins: boolean;
  /** The server's call time (s) at its last coin deduction (101): the minute-call prompt. */
  videoTime: number;
  /** The hang-up confirm is open. */
  confirmingHangup: boolean;
  requestHangup(): void;
  confirmHangup(): void;
  dismissHangup(): void;
  mute(kind: 'audio' | 'video', muted: boolean): void;
  /** The add-friend prompt (times 1 accept / times 2 success note), or null. */
  friendPrompt: FriendPrompt | null;
  acceptFriend(): void;
  dismissFriendPrompt(): void;
  /** The last face and blur checks (spec 2 §4): this device's camera and the other party's. */
  faceChecks: { self: FaceCheckResult | null; peer: FaceCheckResult | null };
  /** Records a check of this device's own camera. */
  selfChecked(check: FaceCheckResult): void;
  /** Ends the call for a report from the call window (the popup is the layer's). */
  report(): void;
}

/** What the UI renders, one shape per status; an action exists only where it is valid. */
export type CallSnapshot =
  | { status: 'idle' }
  | ({ status: 'checking' } & Base)
  | ({ status: 'pricing' } & Base)
  | ({ status: 'launching' } & Base)
  | ({ status: 'deviceDenied'; problem: DeviceProblem; dismiss(): void } & Base)
  | ({
      status: 'notEnoughCoins';
      price: number | null;
      currentCoin: number | null;
      exchange(): void;
      dismiss(): void;
    } & Base)
  | ({ status: 'vipNeeded'; exchange(): void; dismiss(): void } & Base)
  | ({
      status: 'confirmPrice';
      price: number;
      currentCoin: number | null;
      callLocation: number;
      confirm(): void;
      dismiss(): void;
    } & Base)
  | ({ status: 'outgoing'; room: CallRoom; cancel(): void } & Base)
  | ({ status: 'incoming'; room: CallRoom; accept(): void; refuse(): void } & Base)
  | ({ status: 'connecting' } & MediaFields)
  | ({ status: 'inCall' } & MediaFields)
  | ({ status: 'reconnecting' } & MediaFields)
  | ({
      status: 'ended';
      end: { kind: EndKind; code?: number };
      videoTime: number;
      dismiss(): void;
    } & Base);

export type CallStatusOf<S extends CallSnapshot['status']> = Extract<CallSnapshot, { status: S }>;

/** Runs the machine's commands (API calls, media, timers, toasts): the call layer. */
export interface CallDriver {
  run(command: CallCommand, store: CallStore): void;
}

/** The machine's statuses as the phase other parts read (coarser: the SDK's contract). */
const PHASE_OF: Record<CallStatus, CallPhaseStatus> = {
  idle: 'idle',
  checking: 'preparing',
  deviceDenied: 'preparing',
  pricing: 'preparing',
  notEnoughCoins: 'preparing',
  vipNeeded: 'preparing',
  confirmPrice: 'preparing',
  launching: 'preparing',
  outgoing: 'ringing',
  incoming: 'ringing',
  connecting: 'inCall',
  inCall: 'inCall',
  reconnecting: 'inCall',
  ended: 'ended',
};

/** The phase of a machine state, as `callPhaseAtom` shows it. */
export function phaseOf(s: CallState): CallPhase {
  return s.status === 'idle'
    ? { status: 'idle', roomNum: null, peerId: null }
    : { status: PHASE_OF[s.status], roomNum: s.room?.roomNum ?? null, peerId: s.peer?.id ?? null };
}

export class CallStore {
  private state: CallState = INITIAL_CALL_STATE;
  private readonly snapshots = createSnapshotStore<CallSnapshot>({ status: 'idle' });
  private driver: CallDriver | null = null;
  /** Events dispatched while a transition's commands run are queued (run-to-completion). */
  private queue: CallEvent[] = [];
  private running = false;

  constructor(private readonly writePhase: (p: CallPhase) => void = () => undefined) {}

  readonly subscribe = this.snapshots.subscribe;
  readonly getSnapshot = this.snapshots.getSnapshot;

  /** The machine's raw state (drivers and tests). */
  getState(): CallState {
    return this.state;
  }

  /** The call layer installs itself; returns the uninstall. */
  setDriver(driver: CallDriver): () => void {
    this.driver = driver;
    return () => {
      if (this.driver === driver) this.driver = null;
    };
  }

  hasDriver(): boolean {
    return this.driver !== null;
  }

  dispatch = (event: CallEvent): void => {
    this.queue.push(event);
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const e = this.queue.shift() as CallEvent;
        const { state, commands } = step(this.state, e);
        if (state !== this.state) {
          this.state = state;
          this.publish();
        }
        for (const c of commands) {
          try {
            this.driver?.run(c, this);
          } catch (err) {
            console.error('[call] command failed', c.type, err);
          }
        }
      }
    } finally {
      this.running = false;
    }
  };

  private publish(): void {
    this.snapshots.set(snapshotOf(this.state, this.dispatch));
    this.writePhase(phaseOf(this.state));
  }
}

/** Builds the status-split snapshot (actions bound to dispatch). */
export function snapshotOf(s: CallState, dispatch: (e: CallEvent) => void): CallSnapshot {
  const peer = s.peer;
  const dismiss = () => dispatch({ type: 'dismiss' });
  switch (s.status) {
    case 'idle':
      return { status: 'idle' };
    case 'checking':
      return { status: 'checking', peer };
    case 'pricing':
      return { status: 'pricing', peer };
    case 'launching':
      return { status: 'launching', peer };
    case 'deviceDenied':
      return { status: 'deviceDenied', peer, problem: s.problem ?? 'camera', dismiss };
    case 'notEnoughCoins':
      return {
        status: 'notEnoughCoins',
        peer,
        price: s.price,
        currentCoin: s.currentCoin,
        exchange: () => dispatch({ type: 'exchange' }),
        dismiss,
      };
    case 'vipNeeded':
      return { status: 'vipNeeded', peer, exchange: () => dispatch({ type: 'exchange' }), dismiss };
    case 'confirmPrice':
      return {
        status: 'confirmPrice',
        peer,
        price: s.price ?? 0,
        currentCoin: s.currentCoin,
        callLocation: s.request?.callLocation ?? 0,
        confirm: () => dispatch({ type: 'confirm' }),
        dismiss,
      };
    case 'outgoing':
      return {
        status: 'outgoing',
        peer,
        room: s.room as CallRoom,
        cancel: () => dispatch({ type: 'cancel' }),
      };
    case 'incoming':
      return {
        status: 'incoming',
        peer,
        room: s.room as CallRoom,
        accept: () => dispatch({ type: 'accept' }),
        refuse: () => dispatch({ type: 'refuse' }),
      };
    case 'connecting':
    case 'inCall':
    case 'reconnecting':
      return {
        status: s.status as 'inCall',
        peer,
        room: s.room as CallRoom,
        startedAt: s.startedAt,
        muted: s.muted,
        remoteGone: s.remoteGone,
        lowCoins: s.lowCoins,
        videoTime: s.videoTime,
        confirmingHangup: s.confirmingHangup,
        requestHangup: () => dispatch({ type: 'requestHangup' }),
        confirmHangup: () => dispatch({ type: 'confirmHangup' }),
        dismissHangup: dismiss,
        mute: (kind, muted) => dispatch({ type: 'mute', kind, muted }),
        friendPrompt: s.friendPrompt,
        acceptFriend: () => dispatch({ type: 'acceptFriend' }),
        dismissFriendPrompt: () => dispatch({ type: 'dismissFriendPrompt' }),
        report: () => dispatch({ type: 'report' }),
        faceChecks: s.faceChecks,
        selfChecked: (c) =>
          dispatch({
            type: 'faceChecked',
            roomNum: (s.room as CallRoom).roomNum,
            from: 'self',
            ...c,
          }),
      };
    case 'ended':
      return {
        status: 'ended',
        peer,
        end: s.end ?? { kind: 'failed' },
        videoTime: s.videoTime,
        dismiss,
      };
  }
}

/** The app's one call store (one per page: the call layer and MatchPage share this module). */
export const callStore = new CallStore(applyCallPhase);

/** spec 2 §6: payStatus 1 is a paying user (the only ones who call from a chat). */
const PAYING = 1;
const isPaying = () => appStore.get(userAtom)?.payStatus === PAYING;

/**
 * Starts a call on `store` — what the call layer registers as the SDK's `requestCall` target, so
 * every part's call (and a visitor's, after sign-in) comes here. The machine reads the session's
 * payStatus (a chat call by a non-paying user is the VIP tip). Rejects when another call is in
 * progress (the machine ignored the start).
 */
export function startCall(store: CallStore, request: CallRequest): Promise<void> {
  const before = store.getState();
  store.dispatch({ type: 'start', request, paying: isPaying() });
  if (store.getState() === before)
    return Promise.reject(new Error('call: another call is in progress'));
  return Promise.resolve();
}
