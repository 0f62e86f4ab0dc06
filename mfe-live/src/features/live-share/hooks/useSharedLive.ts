import { useEffect, useRef } from 'react';
import { requestLive } from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { asTourist } from '../../live-hosts/state/touristId';
import { useLoad } from '../../live-room/components/panels/useLoad';
import { LIVE_SHARE_SOURCE } from '../constants';
import { isShareId, sharedLiveOf, type SharedLive } from '../state/sharedLive';

/**
 * The shared link's live, looked up once per shareId; a living one is opened at once through the
 * SDK's `requestLive` (a visitor watches as a guest, a signed-in user as themselves). `watchAgain`
 * opens it again after the room was closed.
 */
export function useSharedLive(shareId: string) {
  const found = useLoad<SharedLive>(shareId, async () => {
    if (!isShareId(shareId)) return { kind: 'unknown' };
    return sharedLiveOf(await asTourist((id) => liveApi.touristRoomStats(id, { shareId })));
  });
  const opened = useRef<string | null>(null);
  const watch = () =>
    void requestLive({ shareId, source: LIVE_SHARE_SOURCE }).catch(() => undefined);
  const living = found.status === 'ready' && found.data.kind === 'living';
  useEffect(() => {
    if (!living || opened.current === shareId) return;
    opened.current = shareId;
    watch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [living, shareId]);
  return { found, watchAgain: watch };
}
