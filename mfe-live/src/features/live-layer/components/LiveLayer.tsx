import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { i18n, isMobileAtom } from 'shared-sdk';
import { NS } from '../../../i18n';
import { EndedScreen } from '../../live-room/components/room/EndedScreen';
import { EnteringScreen } from '../../live-room/components/room/EnteringScreen';
import { LiveStage } from '../../live-room/components/room/LiveStage';
import { ViewingLimitScreen } from '../../live-room/components/room/ViewingLimitScreen';
import { LIVE_VIEWING_LIMIT_LOGIN_SOURCE } from '../../live-room/constants';
import { signInToContinue } from '../../live-room/hooks/signInToContinue';
import { liveRoomStore, type LiveRoomStore } from '../../live-room/engine';
import { useLiveRoom } from '../../live-room/hooks/useLiveRoom';
import { liveToastText } from '../../live-room/texts';
import { createLiveLayerRuntime, type LiveLayerRuntime } from '../state/runtime';

/** The statuses shown full screen: they hold the room's `#live` history entry. */
const FULL_SCREEN = new Set(['entering', 'joining', 'watching', 'reconnecting', 'ended']);

/**
 * The live layer (exposed as './LiveLayer'; the host mounts it once after login, outside the
 * routes): it runs the live room's driver with the SDK's ports, answers `requestLive`, and
 * renders the room full screen or the mini player over whatever page is open.
 */
export function LiveLayer({
  store = liveRoomStore,
  runtime: given,
}: {
  store?: LiveRoomStore;
  runtime?: LiveLayerRuntime;
} = {}) {
  const runtime = useMemo(
    () =>
      given ??
      createLiveLayerRuntime({
        store,
        // The language at the moment the toast shows (the layer outlives language changes).
        toastText: (key, vars) =>
          liveToastText(
            (k, defaultValue, o) => i18n.t(k, { ns: NS, defaultValue, ...o }),
            key,
            vars,
          ),
      }),
    // One runtime for the layer's life (the host remounts the layer per signed-in user).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => runtime.attach(), [runtime]);
  const snap = useLiveRoom(store);
  const video = useSyncExternalStore(runtime.media.subscribe, runtime.media.getSnapshot);
  const desktop = !useAtomValue(isMobileAtom);
  const onPicture = useCallback((s: boolean) => runtime.media.pictureStalled(s), [runtime]);
  // The viewing-limit screen of the live it was shown for, until closed.
  const [limitClosed, setLimitClosed] = useState<string | null>(null);

  const full = FULL_SCREEN.has(snap.status);
  useEffect(() => {
    if (full) runtime.history.open();
    else runtime.history.release();
  }, [full, runtime]);
  // The page under the full-screen room does not scroll.
  useEffect(() => {
    if (!full) return;
    const body = document.body.style;
    const before = body.overflow;
    body.overflow = 'hidden';
    return () => {
      body.overflow = before;
    };
  }, [full]);

  switch (snap.status) {
    case 'entering':
      return <EnteringScreen snap={snap} />;
    case 'ended':
      return <EndedScreen snap={snap} />;
    case 'left': {
      const live = store.getState().live;
      const shown = runtime.visitor && snap.reason === 'viewingLimit' && live;
      if (!shown || limitClosed === live.channelId) return null;
      return (
        <ViewingLimitScreen
          live={live}
          onRegister={() => signInToContinue(LIVE_VIEWING_LIMIT_LOGIN_SOURCE, store)}
          onClose={() => setLimitClosed(live.channelId)}
        />
      );
    }
    case 'joining':
    case 'watching':
    case 'reconnecting':
    case 'minimised':
      return (
        <LiveStage
          snap={snap}
          desktop={desktop}
          video={{ stream: video.stream, soundOff: video.soundOff, onPicture }}
        />
      );
    default:
      return null;
  }
}
