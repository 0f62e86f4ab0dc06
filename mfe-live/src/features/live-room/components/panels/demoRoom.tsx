/** A real LiveRoomStore in a joined room, and API answers: the panels' tests and the dev page. */
import type { Gift } from 'shared-sdk';
import { useLiveRoom } from '../../hooks/useLiveRoom';
import {
  LiveRoomStore,
  type LiveCommand,
  type LiveEvent,
  type LiveInfo,
  type LiveRoomStatusOf,
  type Viewer,
} from '../../engine';
import { RoomPanels } from './RoomPanels';

export const ROOM_LIVE: LiveInfo = {
  id: 7,
  channelId: 'live-7',
  hostId: 10001,
  name: 'Mia',
  coverUrl: 'http://b/assets/hosts/10001/photo-1.svg',
  profit: 0,
  audienceNum: 4,
  praiseNum: 9_998,
  topAudiences: [],
  hostDetail: {
    countryId: 44,
    gender: 2,
    birthday: '',
    languageNames: ['English', 'Dutch'],
    interestLabels: ['Music', 'Travel'],
    relation: 4,
  },
};
export const ME: Viewer = { kind: 'user', id: 42 };

export const gift = (id: number, gold: number, name = `Gift ${id}`): Gift => ({
  id,
  giftId: id,
  name,
  giftImage: `http://b/assets/gifts/${id}.svg`,
  gold,
  friendGiftSort: id,
  giftStar: 1,
});

/** An API answer the SDK would resolve with. */
export const ok = <T,>(data: T) => Promise.resolve({ ok: true as const, code: 200, msg: '', data });
export const refused = (code: number) =>
  Promise.resolve({ ok: false as const, code, msg: 'refused', data: null });

/** A store in `watching`, its driver recording the commands the machine gave. */
export function joinedRoom(live: LiveInfo = ROOM_LIVE, viewer: Viewer = ME) {
  const store = new LiveRoomStore();
  const commands: LiveCommand[] = [];
  store.setDriver({ run: (c) => void commands.push(c) });
  store.dispatch({ type: 'messaging', state: 'online' });
  store.enter(live, viewer);
  store.dispatch({
    type: 'joinAnswered',
    liveId: live.id,
    channelId: live.channelId,
    code: 200,
    rtc: { appId: 'app', token: 'tok' },
  });
  store.dispatch({ type: 'firstFrame' });
  commands.length = 0;
  /** The commands of one type given since the last `commands.length = 0`. */
  const given = <T extends LiveCommand['type']>(type: T) =>
    commands.filter((c): c is Extract<LiveCommand, { type: T }> => c.type === type);
  const send = (e: LiveEvent) => store.dispatch(e);
  return { store, commands, given, send };
}

/** The room as the room's UI would render the panels: from the store's snapshot. */
export function PanelsOf({ store }: { store: LiveRoomStore }) {
  const s = useLiveRoom(store);
  if (s.status !== 'watching' && s.status !== 'joining' && s.status !== 'reconnecting')
    return <p>{s.status}</p>;
  return <RoomPanels view={s as LiveRoomStatusOf<'watching'>} />;
}
