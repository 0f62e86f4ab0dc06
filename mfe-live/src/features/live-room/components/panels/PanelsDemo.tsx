/**
 * The standalone dev page's view of the panels (`/dev/panels?show=…`; not exposed, not used by
 * the app): a real LiveRoomStore in a joined room with gifts, a friend request and a large praise
 * count, and one of the sheets open. The API answers come from the page's network (the
 * screenshot script, docs/screenshots/shoot-panels.mjs, answers them).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { appStore, initI18n, userAtom } from 'shared-sdk';
import { NS } from '../../../../i18n';
import { useLiveRoom } from '../../hooks/useLiveRoom';
import type { LiveRoomStatusOf } from '../../engine';
import { ReportPopup } from './ReportPopup';
import { RoomPanels } from './RoomPanels';
import { ROOM_LIVE, joinedRoom } from './demoRoom';

const stage = {
  position: 'fixed',
  inset: 0,
  zIndex: 10,
  overflow: 'hidden',
  background: '#111 center / cover no-repeat',
  backgroundImage: `url(${ROOM_LIVE.coverUrl})`,
} as const;

/** The API's LiveInfo carries the host's avatar and age too (hostFacts.ts reads them). */
const DEMO_LIVE = {
  ...ROOM_LIVE,
  praiseNum: 123_456,
  headImg: 'http://b/assets/hosts/10001/avatar.svg',
  hostDetail: { ...ROOM_LIVE.hostDetail, age: 24 },
};

function demoStore(show: string) {
  const room = joinedRoom(DEMO_LIVE);
  const c = ROOM_LIVE.channelId;
  const senders = [
    ['Bo', 2],
    ['Lena', 5],
    ['Omar', 9],
  ] as const;
  for (const [senderName, giftId] of senders)
    room.send({ type: 'gift', channelId: c, gift: { senderName, giftId } });
  if (show === 'room')
    room.send({ type: 'friendRequest', userId: 77, userName: 'Zed', friendRelation: 3 });
  if (show === 'ranking') room.send({ type: 'openRanking' });
  if (show === 'profile') room.send({ type: 'openMiniProfile' });
  if (show === 'recharge') room.send({ type: 'giftAnswered', channelId: c, code: 1602 });
  if (show === 'shop') {
    room.send({ type: 'giftAnswered', channelId: c, code: 1602 });
    room.send({ type: 'openRecharge' });
  }
  return room.store;
}

/** The demo's viewer (ME of demoRoom) signed in, with 250 coins. */
export function signInDemoViewer(): void {
  appStore.set(userAtom, {
    id: 42,
    userName: 'Ada',
    headImg: '',
    goldNum: 250,
    gender: 1,
    countryId: 44,
    payStatus: 0,
  });
}

/** The dev page starts i18next without waiting: the demo renders once it is ready. */
export function useI18nReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void initI18n().then(() => setReady(true));
  }, []);
  return ready;
}

/** What a demo page shows until i18next and its room are ready. */
export function DemoLoading() {
  const { t } = useTranslation(NS);
  return <p role="status">{t('liveRoom.room.loading', 'Loading the live…')}</p>;
}

export function PanelsDemo() {
  const ready = useI18nReady();
  const [params] = useSearchParams();
  const show = params.get('show') ?? 'room';
  const [store] = useState(() => {
    signInDemoViewer();
    return demoStore(show);
  });
  const s = useLiveRoom(store);
  if (!ready || s.status !== 'watching') return <DemoLoading />;
  const view = s as LiveRoomStatusOf<'watching'>;
  return (
    <div style={stage}>
      <RoomPanels view={view} />
      {show === 'report' && <ReportPopup view={view} onClose={() => undefined} />}
    </div>
  );
}
