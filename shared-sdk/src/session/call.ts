/**
 * What other parts need to reach calls, and nothing more. Calls themselves (the machine, its
 * store, the driver, the call and match API calls) belong to mfe-call-chat's call layer, which
 * the host mounts once after login; it registers here with `registerCallLayer`. Any part starts a
 * call with `requestCall` and reads the call's phase from `callPhaseAtom`.
 */
import { atom, type Atom } from 'jotai';
import { appStore, isLoggedInAtom } from './atoms';
import { afterSignIn, layerSlot } from './layerSlot';
import { NOT_LOGIN, requireLogin } from './requireLogin';

/** The other party as a call shows it (spec 2 §3 remoteUserInfo). */
export interface CallPeer {
  id: number;
  userName?: string;
  headImg?: string;
  gender?: number;
  countryId?: number;
  relation?: number;
  isHost?: boolean;
}

/** A call asked for (spec 2 §5: no target id → nothing happens). */
export interface CallRequest {
  target: CallPeer;
  /** CALL_LOCATION of the place the call starts from. */
  callLocation: number;
  /** A random-match pair (sent directly, spec 2 §4 rule 3). */
  matchId?: string;
}

/**
 * The call as other parts see it: preparing (device check, price, the dialogs before a room),
 * ringing (either side), inCall (connecting, connected or reconnecting), ended (for one moment).
 * Coarser than the call machine's statuses, so the calls team can change those alone.
 */
export type CallPhaseStatus = 'idle' | 'preparing' | 'ringing' | 'inCall' | 'ended';

export interface CallPhase {
  status: CallPhaseStatus;
  roomNum: string | null;
  peerId: number | null;
}

/** The call layer's way in: starts the call, or rejects saying why it cannot. */
export type CallLayerStart = (request: CallRequest) => Promise<void>;

const IDLE_PHASE: CallPhase = Object.freeze({ status: 'idle', roomNum: null, peerId: null });
const phaseAtom = atom<CallPhase>(IDLE_PHASE);
/** Read-only: the call's phase, for any part (`useAtomValue(callPhaseAtom)`). */
export const callPhaseAtom: Atom<CallPhase> = atom((get) => get(phaseAtom));

/**
 * The one writer of `callPhaseAtom`: the call layer, on every change of its call. A value equal
 * to the one shown is dropped (no re-render of the readers).
 */
export function applyCallPhase(phase: CallPhase): void {
  const now = appStore.get(phaseAtom);
  if (now.status === phase.status && now.roomNum === phase.roomNum && now.peerId === phase.peerId)
    return;
  appStore.set(
    phaseAtom,
    phase.status === 'idle'
      ? IDLE_PHASE
      : { status: phase.status, roomNum: phase.roomNum, peerId: phase.peerId },
  );
}

/** How long a call asked for waits for the call layer to register (project). */
const CALL_LAYER_WAIT_MS = 10_000;
/** A visitor's call is started after sign-in if they sign in within this time (project). */
const CALL_REQUEST_KEPT_MS = 10 * 60_000;

const slot = layerSlot<CallLayerStart>();

/**
 * The call layer registers its start function; returns the unregister. Calls asked for before
 * it registered start now. Unregistered (logout), the phase goes back to idle.
 */
export function registerCallLayer(start: CallLayerStart): () => void {
  return slot.register(start, () => applyCallPhase(IDLE_PHASE));
}

function startWhenLayer(request: CallRequest): Promise<void> {
  return slot.when(CALL_LAYER_WAIT_MS).then((layer) => {
    if (!layer) throw new Error('call: the call layer is not mounted');
    // Signed out while waiting: nobody to call for.
    if (!appStore.get(isLoggedInAtom)) throw new Error(NOT_LOGIN);
    return layer(request);
  });
}

/** A call asked for by a visitor: started once they sign in. */
const onSignIn = afterSignIn(CALL_REQUEST_KEPT_MS);

/**
 * Starts a call: the one way for every part (the landing, cards, chats, lives) to call someone
 * (spec 2 §4 "Call lifecycle"). A visitor gets the login popup (source 'call') and the promise
 * rejects with 'not login'; the call starts by itself after they sign in. A tap that comes before
 * the call layer has registered waits for it (CALL_LAYER_WAIT_MS). Rejects when no target id is
 * given (spec 2 §5), when the call layer never registers, or with the layer's own refusal
 * (another call in progress).
 */
export function requestCall(request: CallRequest): Promise<void> {
  if (!request?.target?.id) return Promise.reject(new Error('call: no target id'));
  if (!appStore.get(isLoggedInAtom)) {
    // The call layer mounts right after sign-in: the call waits for it a moment.
    onSignIn(() => void startWhenLayer(request).catch(() => undefined));
    return requireLogin('call').catch(() => Promise.reject(new Error(NOT_LOGIN)));
  }
  const layer = slot.current();
  return layer ? layer(request) : startWhenLayer(request);
}
