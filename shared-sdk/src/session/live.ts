/**
 * What other parts need to reach lives, and nothing more. The live room (its machine, store,
 * driver, the room and the mini player) belongs to mfe-live's live layer, which the host mounts
 * once after login; it registers here with `registerLiveLayer`. Any part opens a live with
 * `requestLive` and reads the mini player from `liveMiniPlayerAtom`.
 */
import { atom, type Atom } from 'jotai';
import { appStore, isLoggedInAtom } from './atoms';
import { afterSignIn, layerSlot } from './layerSlot';
import { NOT_LOGIN, requireLogin } from './requireLogin';

/**
 * A live asked for: by its channel (a list's live), by its host (a living friend), or by a shared
 * link's shareId (spec 3 §1 live/{shareId}).
 */
export interface LiveRequest {
  channelId?: string;
  hostId?: number;
  shareId?: string;
  /** Where the tap came from (each part names its places: 'live_hosts_row', 'friends_list', …). */
  source: string;
  /**
   * A visitor must sign in first (login popup with `source`), then the live opens for the user:
   * the live layer asks this when a tourist or guest taps what needs an account (spec 3 §5, §6),
   * so they go on watching the same live once signed in.
   */
  signInFirst?: boolean;
}

/** The live layer's way in: opens the live, or rejects saying why it cannot. */
export type LiveLayerOpen = (request: LiveRequest) => Promise<void>;

/** The live playing in the mini player (spec 3 §4 "mini player"), for other parts to read. */
export interface LiveMiniPlayer {
  liveId: number;
  channelId: string;
  hostId: number;
}

const miniAtom = atom<LiveMiniPlayer | null>(null);
/** Read-only: the live in the mini player, or null (`useAtomValue(liveMiniPlayerAtom)`). */
export const liveMiniPlayerAtom: Atom<LiveMiniPlayer | null> = atom((get) => get(miniAtom));

/** The one writer of `liveMiniPlayerAtom`: mfe-live's live layer. An equal value is dropped. */
export function applyLiveMiniPlayer(mini: LiveMiniPlayer | null): void {
  const now = appStore.get(miniAtom);
  if (
    now === mini ||
    (now && mini && now.liveId === mini.liveId && now.channelId === mini.channelId)
  )
    return;
  appStore.set(
    miniAtom,
    mini && { liveId: mini.liveId, channelId: mini.channelId, hostId: mini.hostId },
  );
}

/** How long a live asked for waits for the live layer to register (project). */
const LIVE_LAYER_WAIT_MS = 10_000;

/** The registered layer and whom it was mounted for. */
interface LiveLayerEntry {
  open: LiveLayerOpen;
  forVisitor: boolean;
}
const slot = layerSlot<LiveLayerEntry>();

const wantedAtom = atom(false);
/**
 * Read-only: a visitor asked for a live (a tourist's tap, a shared link), so the host mounts the
 * live layer for them too. Its one writer is `requestLive`; visitors who never ask never load it.
 */
export const liveLayerWantedAtom: Atom<boolean> = atom((get) => get(wantedAtom));

/**
 * The live layer registers its open function; returns the unregister (the mini player clears).
 * `forVisitor`: the layer was mounted for a visitor (it watches as a tourist or a guest).
 */
export function registerLiveLayer(
  open: LiveLayerOpen,
  { forVisitor = false }: { forVisitor?: boolean } = {},
): () => void {
  return slot.register({ open, forVisitor }, () => applyLiveMiniPlayer(null));
}

/**
 * The layer mounted for this sign-in state. Right after a sign-in the visitor's layer is still
 * registered for a moment (the host mounts the user's next): that one is passed over.
 */
async function layerFor(signedIn: boolean): Promise<LiveLayerOpen | null> {
  const until = Date.now() + LIVE_LAYER_WAIT_MS;
  for (;;) {
    // Read after every wait: React may swap the layers while a wait resolves.
    const current = slot.current();
    if (current && current.forVisitor !== signedIn) return current.open;
    const left = until - Date.now();
    if (left <= 0 || !(await (current ? slot.next(left) : slot.when(left)))) return null;
  }
}

/** A visitor's live is opened after sign-in if they sign in within this time (project). */
const LIVE_REQUEST_KEPT_MS = 10 * 60_000;
/** The live a visitor asked for: opened once they sign in (as a call is). */
const onSignIn = afterSignIn(LIVE_REQUEST_KEPT_MS);

function openWhenLayer(request: LiveRequest, signedIn: boolean): Promise<void> {
  return layerFor(signedIn).then((layer) => {
    // Signed out (or in) while waiting: nobody to open it for.
    if (appStore.get(isLoggedInAtom) !== signedIn) throw new Error(NOT_LOGIN);
    if (!layer) throw new Error('live: the live layer is not mounted');
    return layer(request);
  });
}

/**
 * Opens a live: the one way for every part (the LivCam row, the wall, friends, chats, a shared
 * link) into a live room (spec 3 §4 "Entering a live"). A visitor watches as a tourist (or as a
 * guest with a shareId): the host mounts the live layer for them (`liveLayerWantedAtom`). With
 * `signInFirst` a visitor gets the login popup (the request's source) and the promise rejects with
 * 'not login'; the live opens by itself after they sign in. Rejects when neither a channel, a host
 * nor a shareId is given, when the live layer never registers, or with the layer's own refusal
 * (the entry lock, no such live).
 */
export function requestLive(request: LiveRequest): Promise<void> {
  if (!request?.channelId && !request?.hostId && !request?.shareId)
    return Promise.reject(new Error('live: no channel or host'));
  if (appStore.get(isLoggedInAtom)) return openWhenLayer(request, true);
  if (request.signInFirst) {
    const { signInFirst: _, ...forUser } = request;
    // The live layer mounts again right after sign-in: the live waits for it a moment.
    onSignIn(() => void openWhenLayer(forUser, true).catch(() => undefined));
    return requireLogin(request.source).catch(() => Promise.reject(new Error(NOT_LOGIN)));
  }
  appStore.set(wantedAtom, true);
  return openWhenLayer(request, false);
}
