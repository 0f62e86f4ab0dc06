/**
 * The live layer's runtime: the engine's ports built from the SDK (live calls, the host's
 * Messaging, a Media provider, toasts, navigate, requireLogin, applyBalance, the mini player atom),
 * the driver attached to the one `liveRoomStore`, the room's history entry, and the SDK's way in
 * (`registerLiveLayer`: `requestLive` lands in `open`).
 */
import {
  appStore,
  applyBalance,
  applyLiveMiniPlayer,
  createAgoraMedia,
  createLocalMedia,
  friendApi,
  getMessaging,
  isMobileAtom,
  navigate,
  registerLiveLayer,
  showToast,
  userAtom,
  type LiveMedia,
  type LiveRequest,
} from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import {
  browserTimers,
  createLiveRoomDriver,
  liveRoomStore,
  type LiveRoomPorts,
  type LiveRoomStore,
  type LiveToast,
  type Viewer,
} from '../../live-room/engine';
import { createLiveApiPort } from '../ports/apiPort';
import { LiveMediaSession } from '../ports/mediaSession';
import { createMessagingPort } from '../ports/messagingPort';
import { createVisitorMessaging } from '../ports/visitorMessaging';
import { touristId } from '../../live-hosts/state/touristId';
import { signInToContinue } from '../../live-room/hooks/signInToContinue';
import { resolveLive, visitorResolveCalls, type ResolveCalls } from './resolveLive';
import { createRoomHistory, type RoomHistory } from './roomHistory';

/** How long a live asked for waits for the messaging connection to come online (project). */
export const LIVE_MESSAGING_WAIT_MS = 10_000;

/** Resolves once the room's machine knows messaging is online, or after `ms` (it then says why). */
function messagingOnline(store: LiveRoomStore, ms: number): Promise<void> {
  const online = () => store.getState().messaging === 'online';
  if (online()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = store.subscribe(() => {
      if (online()) done();
    });
  });
}

export interface RuntimeDeps {
  /** The toast's text in the interface language (liveToastText with the layer's `t`). */
  toastText(key: LiveToast, vars?: Record<string, string | number>): string;
  store?: LiveRoomStore;
  win?: Window;
}

export interface LiveLayerRuntime {
  /** Mounted for a visitor (a tourist or a guest), not a signed-in user. */
  visitor: boolean;
  media: LiveMediaSession;
  history: RoomHistory;
  /** What `requestLive` runs: resolves the live and enters it, or rejects saying why. */
  open(request: LiveRequest): Promise<void>;
  /** Installs the driver, the SDK's way in and the history; returns the uninstall. */
  attach(): () => void;
}

export function createLiveLayerRuntime(deps: RuntimeDeps): LiveLayerRuntime {
  const store = deps.store ?? liveRoomStore;
  const win = deps.win ?? window;
  const mediaBook = new Map<string, LiveMedia>();
  const toast = (key: LiveToast, ms?: number, vars?: Record<string, string | number>) =>
    void showToast(deps.toastText(key, vars), ms);
  const history = createRoomHistory(win, () => store.dispatch({ type: 'back' }));
  // The host mounts the layer anew on every sign-in: one mounted for a visitor serves a tourist or
  // a guest for its whole life, on its own connection (their join answers carry its tokens).
  const visitor = appStore.get(userAtom) ? null : createVisitorMessaging();

  const media = new LiveMediaSession({
    mediaBook,
    timers: browserTimers,
    create(provider) {
      if (provider === 'agora') return createAgoraMedia();
      const messaging = visitor ? visitor.get() : getMessaging();
      if (!messaging) throw new Error('live media: no messaging connection');
      return createLocalMedia({ messaging });
    },
  });

  const messaging = visitor ? createMessagingPort(visitor) : createMessagingPort();

  const ports: LiveRoomPorts = {
    api: createLiveApiPort({
      onBeat(ref, outcome) {
        if (outcome === 'liveOver') store.dispatch({ type: 'liveEnded', channelId: ref.channelId });
        else if (outcome === 'viewingLimit') store.dispatch({ type: 'viewingLimitReached' });
        else if (outcome === 'readmitted' && store.getState().live?.channelId === ref.channelId)
          messaging.subscribe(ref.channelId).catch(() => undefined);
      },
      live: liveApi,
      addFriend: friendApi.addFriend,
      mediaBook,
      currentChannel: () => store.getState().live?.channelId ?? null,
      applyBalance: (goldNum, seq) => applyBalance({ goldNum, seq, source: 'live' }),
      ...(visitor && {
        onVisitorRealtime: (result) => visitor.accept(result),
        touristId,
      }),
    }),
    media,
    messaging,
    timers: browserTimers,
    ui: {
      toast,
      // The room's history entry goes first, so Back after LivCam does not land in the room.
      navigate: (route) => history.release(() => navigate(route)),
      requireLogin: (source) => signInToContinue(source, store),
      showMiniPlayer: (live) =>
        applyLiveMiniPlayer({ liveId: live.id, channelId: live.channelId, hostId: live.hostId }),
      closeMiniPlayer: () => applyLiveMiniPlayer(null),
      applyBalance: (goldNum, seq) => void applyBalance({ goldNum, seq, source: 'live-gift' }),
      // The end page (features/live-end) loads its own content from the ended snapshot's live.
      loadEndPage: () => undefined,
    },
    page: {
      isMobile: () => appStore.get(isMobileAtom),
      onVisibility(fn) {
        const on = () => fn(win.document.visibilityState === 'hidden');
        win.document.addEventListener('visibilitychange', on);
        return () => win.document.removeEventListener('visibilitychange', on);
      },
    },
  };
  const driver = createLiveRoomDriver(ports, store);
  const calls: ResolveCalls = visitor ? visitorResolveCalls(liveApi, touristId) : liveApi;

  async function open(request: LiveRequest): Promise<void> {
    const user = appStore.get(userAtom);
    if (!user !== !!visitor) throw new Error('live: the layer was mounted for someone else');
    const viewer: Viewer = user
      ? { kind: 'user', id: user.id }
      : request.shareId
        ? { kind: 'guest', id: touristId(), shareId: request.shareId }
        : { kind: 'tourist', id: touristId() };
    // The live in the mini player comes back full screen (spec 3 §4): nothing to look up.
    const snap = store.getSnapshot();
    if (snap.status === 'minimised' && snap.live.channelId === request.channelId)
      return store.enter(snap.live, viewer);
    const found = await resolveLive(request, calls);
    if (found.kind !== 'live') {
      toast(
        found.kind === 'notLiving' ? (visitor ? 'touristLiveEnded' : 'liveEnded') : 'joinFailed',
      );
      throw new Error(found.kind === 'notLiving' ? 'live: not living' : 'live: lookup failed');
    }
    // Right after a sign-in the user's connection is still on its way: the live waits for it.
    await messagingOnline(store, LIVE_MESSAGING_WAIT_MS);
    const before = store.getState();
    store.enter(found.live, viewer);
    if (store.getState() !== before) return;
    // The machine ignored the entry (spec 3 §4): say why, unless this live is already shown.
    if (before.live?.channelId === found.live.channelId && before.status !== 'left') return;
    throw new Error(before.entryLocked ? 'live: entry locked' : 'live: messaging is not online');
  }

  return {
    visitor: !!visitor,
    media,
    history,
    open,
    attach() {
      const offHistory = history.listen();
      const offDriver = driver.attach();
      const offLayer = registerLiveLayer(open, { forVisitor: !!visitor });
      return () => {
        offLayer();
        // Signed out or unmounted: whatever room was open closes with it (and leaves the live).
        store.dispatch({ type: 'messaging', state: 'idle' });
        offDriver();
        visitor?.close();
        applyLiveMiniPlayer(null);
        history.release();
        offHistory();
      };
    },
  };
}
