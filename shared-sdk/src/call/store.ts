/**
 * The call store: the machine's state behind `subscribe`/`getSnapshot` (useSyncExternalStore),
 * snapshots split by status with actions only where they are valid, and the read-only call-phase
 * atom other remotes read. The call layer (mfe-call-chat) registers the driver that runs the
 * machine's commands; other remotes start a call with `startCall` only.
 */
import { atom, type Atom } from 'jotai';
import { appStore, isLoggedInAtom, userAtom, NOT_LOGIN, requireLogin } from 'shared-sdk';
import {
  INITIAL_CALL_STATE,
  transition,
  type CallCommand,
  type CallEvent,
  type CallPeer,
  type CallRequest,
  type CallRoom,
  type CallState,
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

/** The read-only phase other remotes see (e.g. to pause a live room's audio during a call). */
export interface CallPhase {
  status: CallSnapshot['status'];
  roomNum: string | null;
  peerId: number | null;
}

const IDLE_PHASE: CallPhase = Object.freeze({ status: 'idle', roomNum: null, peerId: null });
/** Written only by CallStore.publish (one writer). */
const phaseAtom = atom<CallPhase>(IDLE_PHASE);
/** Read-only: the call's phase, for any remote (`useAtomValue(callPhaseAtom)`). */
export const callPhaseAtom: Atom<CallPhase> = atom((get) => get(phaseAtom));

export class CallStore {
  private state: CallState = INITIAL_CALL_STATE;
  private snapshot: CallSnapshot = { status: 'idle' };
  private readonly listeners = new Set<() => void>();
  private driver: CallDriver | null = null;
  /** Events dispatched while a transition's commands run are queued (run-to-completion). */
  private queue: CallEvent[] = [];
  private running = false;

  constructor(private readonly writePhase: (p: CallPhase) => void = () => undefined) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.snapshot;

  /** The machine's raw state (drivers and tests). */
  getState(): CallState {
    return this.state;
  }

  /** The call layer installs itself; returns the uninstall. */
  setDriver(driver: CallDriver): () => void {
    this.driver = driver;
    for (const w of this.driverWaiters.splice(0)) w();
    return () => {
      if (this.driver === driver) this.driver = null;
    };
  }

  hasDriver(): boolean {
    return this.driver !== null;
  }

  private readonly driverWaiters: Array<() => void> = [];

  /** Resolves true once a driver is installed (at once if there is one), false after `ms`. */
  whenDriver(ms: number): Promise<boolean> {
    if (this.driver) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const i = this.driverWaiters.indexOf(done);
        if (i >= 0) this.driverWaiters.splice(i, 1);
        resolve(false);
      }, ms);
      this.driverWaiters.push(done);
    });
  }

  dispatch = (event: CallEvent): void => {
    this.queue.push(event);
    if (this.running) return;
    this.running = true;
    try {
      while (this.queue.length) {
        const e = this.queue.shift() as CallEvent;
        const { state, commands } = transition(this.state, e);
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
    this.snapshot = snapshotOf(this.state, this.dispatch);
    const s = this.state;
    this.writePhase(
      s.status === 'idle'
        ? IDLE_PHASE
        : { status: s.status, roomNum: s.room?.roomNum ?? null, peerId: s.peer?.id ?? null },
    );
    for (const fn of [...this.listeners]) fn();
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

/** The app's one call store (the SDK is a shared singleton, so every remote sees this one). */
export const callStore = new CallStore((p) => appStore.set(phaseAtom, p));

/** How long a call asked for waits for the call layer to mount (project). */
const DRIVER_WAIT_MS = 10_000;

/** spec 2 §6: payStatus 1 is a paying user (the only ones who call from a chat). */
const isPaying = () => appStore.get(userAtom)?.payStatus === 1;

/** A call asked for by a visitor: started once they sign in (issue 11 "resumes after sign-in"). */
let pending: { request: CallRequest; at: number } | null = null;
const PENDING_MAX_AGE_MS = 10 * 60_000;
let watching = false;

function watchLogin(): void {
  if (watching) return;
  watching = true;
  appStore.sub(isLoggedInAtom, () => {
    if (!appStore.get(isLoggedInAtom)) {
      pending = null;
      return;
    }
    const p = pending;
    pending = null;
    if (!p || Date.now() - p.at > PENDING_MAX_AGE_MS) return;
    // The call layer mounts right after login: give it a moment to install its driver.
    const start = () =>
      callStore.dispatch({ type: 'start', request: p.request, paying: isPaying() });
    if (callStore.hasDriver()) start();
    else void callStore.whenDriver(DRIVER_WAIT_MS).then((ok) => ok && start());
  });
}

/**
 * Starts a call (the one entry point for every remote; spec 2 §4 "Call lifecycle"). A visitor
 * gets the login popup (source 'call') and the promise rejects with 'not login'; the call starts
 * by itself after they sign in. Rejects when no target id is given (spec 2 §5), when another call
 * is in progress, or when the call layer is not mounted.
 */
export function startCall(request: CallRequest): Promise<void> {
  if (!request?.target?.id) return Promise.reject(new Error('call: no target id'));
  if (!appStore.get(isLoggedInAtom)) {
    watchLogin();
    pending = { request, at: Date.now() };
    return requireLogin('call').catch(() => Promise.reject(new Error(NOT_LOGIN)));
  }
  // A tap right after a page load can come before the call layer (a remote) has mounted: wait
  // for it a moment rather than drop the tap.
  if (!callStore.hasDriver())
    return callStore.whenDriver(DRIVER_WAIT_MS).then((ok) => {
      if (!ok) throw new Error('call: the call layer is not mounted');
      return begin(request);
    });
  return begin(request);
}

function begin(request: CallRequest): Promise<void> {
  const before = callStore.getState();
  callStore.dispatch({ type: 'start', request, paying: isPaying() });
  if (callStore.getState() === before)
    return Promise.reject(new Error('call: another call is in progress'));
  return Promise.resolve();
}
