/**
 * The standalone dev page's view of the live-ended page (`/dev/end`; not exposed, not used by
 * the app): a real LiveRoomStore whose live ended. The API answers come from the page's network
 * (docs/screenshots/shoot-panels.mjs answers them).
 */
import { useState } from 'react';
import { joinedRoom, ROOM_LIVE } from '../live-room/components/panels/demoRoom';
import {
  DemoLoading,
  signInDemoViewer,
  useI18nReady,
} from '../live-room/components/panels/PanelsDemo';
import { useLiveRoom } from '../live-room/hooks/useLiveRoom';
import { EndPage } from './EndPage';

export function EndDemo() {
  const ready = useI18nReady();
  const [store] = useState(() => {
    signInDemoViewer();
    const room = joinedRoom();
    room.send({ type: 'liveEnded', channelId: ROOM_LIVE.channelId });
    return room.store;
  });
  const s = useLiveRoom(store);
  if (!ready || s.status !== 'ended') return <DemoLoading />;
  return (
    <div style={{ position: 'fixed', inset: 0, zIndex: 10 }}>
      <EndPage ended={s} />
    </div>
  );
}
