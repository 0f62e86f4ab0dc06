import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  appStore,
  goldNumAtom,
  toastsAtom,
  registerLiveLayer,
  type LiveEndMeta,
  type LiveInfo,
} from 'shared-sdk';
import { albumApi } from 'shared-sdk/chat';
import { liveApi } from 'shared-sdk/live';
import { renderWithApp } from 'shared-sdk/testing';
import { useLiveRoom } from '../live-room/hooks/useLiveRoom';
import type { LiveRoomStore } from '../live-room/engine';
import { ROOM_LIVE, joinedRoom, ok, refused } from '../live-room/components/panels/demoRoom';
import { EndPage } from './EndPage';

// The live-ended page over a real room that ended: why it ended, the host's videos or photos,
// up to six other lives (a tap enters one through the live layer), follow with its codes,
// More and close through the ended snapshot.

const other = (id: number): LiveInfo =>
  ({ ...ROOM_LIVE, id, channelId: `live-${id}`, name: `Host ${id}`, audienceNum: id }) as never;
const meta = (endType: 0 | 1 | 2 | 3, relation = 4): LiveEndMeta => ({
  liveStudioId: 7,
  hostId: 10001,
  endType,
  endedAt: 1,
  liveDurationMs: 60_000,
  praiseNum: 0,
  profit: 0,
  sendTotalCoins: 0,
  relation,
});

function Ended({ store }: { store: LiveRoomStore }) {
  const s = useLiveRoom(store);
  return s.status === 'ended' ? <EndPage ended={s} /> : <p>{`status ${s.status}`}</p>;
}

let stories: jest.SpyInstance;
let photos: jest.SpyInstance;
let recommend: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(liveApi, 'endMeta').mockImplementation(() => ok(meta(1)));
  stories = jest
    .spyOn(albumApi, 'getStoryVideos')
    .mockImplementation(() => ok({ pageNo: 1, pages: 0, total: 0, list: [] }));
  photos = jest.spyOn(albumApi, 'getAlbumPics').mockImplementation(() =>
    ok({
      list: [1, 2].map((id) => ({ id, url: `http://b/assets/hosts/10001/photo-${id}.svg` })),
    }),
  );
  recommend = jest
    .spyOn(liveApi, 'listRecommend')
    .mockImplementation(() => ok({ list: [7, 11, 12, 13, 14, 15, 16].map(other) }));
});
afterEach(() => jest.restoreAllMocks());

async function endedRoom() {
  const room = joinedRoom();
  const view = renderWithApp(<Ended store={room.store} />, { loggedIn: true });
  act(() => room.store.dispatch({ type: 'liveEnded', channelId: 'live-7' }));
  // The three loads and the photo fallback answer (spied answers settle in a few turns).
  for (let i = 0; i < 4; i++) await act(async () => undefined);
  return { ...room, ...view };
}

test('the host, why it ended, photos when there are no videos, and six other lives', async () => {
  await endedRoom();
  expect(screen.getByRole('heading', { level: 1, name: 'Mia' })).toBeTruthy();
  expect(screen.getByText('This live has already ended.')).toBeTruthy();
  expect(stories).toHaveBeenCalledWith({ searchUserId: 10001, page: 1, size: 10 });
  expect(photos).toHaveBeenCalledWith({ searchUserId: 10001 });
  const media = screen.getByRole('region', { name: 'Photos and videos of Mia' });
  expect(
    within(media)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['Photo 1 of Mia', 'Photo 2 of Mia']);
  expect(recommend).toHaveBeenCalledWith({ pageSize: 7, excludeLiveStudioId: 7 });
  const lives = screen.getByRole('region', { name: 'Live now' });
  const cards = within(lives).getAllByRole('button');
  expect(cards.map((c) => c.textContent)).toEqual([
    'Host 1111 watching',
    'Host 1212 watching',
    'Host 1313 watching',
    'Host 1414 watching',
    'Host 1515 watching',
    'Host 1616 watching',
  ]);
});

test('videos come first when the host has them; a violation says so', async () => {
  jest.spyOn(liveApi, 'endMeta').mockImplementation(() => ok(meta(2)));
  stories.mockImplementation(() =>
    ok({
      pageNo: 1,
      pages: 1,
      total: 1,
      list: [{ id: 10001, videoUrl: 'http://b/v.webm', coverUrl: 'http://b/v.jpg', duration: 3 }],
    }),
  );
  await endedRoom();
  expect(
    screen.getByText(
      'This live has been closed in response to the violation regulations. Check out recommendations for other lives.',
    ),
  ).toBeTruthy();
  const video = screen.getByLabelText('Video 1 of Mia');
  expect(video.getAttribute('src')).toBe('http://b/v.webm');
  expect(video.getAttribute('preload')).toBe('none');
  expect(photos).not.toHaveBeenCalled();
});

test('a tap on another live enters it through the live layer', async () => {
  const open = jest.fn(() => Promise.resolve());
  const unregister = registerLiveLayer(open);
  await endedRoom();
  fireEvent.click(screen.getByRole('button', { name: /^Host 12/ }));
  await act(async () => undefined);
  expect(open).toHaveBeenCalledWith({ channelId: 'live-12', source: 'live_end' });
  unregister();
});

test('no other lives: says so; a failed list has a retry', async () => {
  recommend
    .mockImplementationOnce(() => refused(500))
    .mockImplementation(() => ok({ list: [other(7)] }));
  await endedRoom();
  expect(screen.getByText('Other lives could not load.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('There are no lives currently. Come back later.')).toBeTruthy();
});

test('More goes to the wall; close closes', async () => {
  const a = await endedRoom();
  fireEvent.click(screen.getByRole('button', { name: 'More lives' }));
  expect(a.store.getSnapshot()).toEqual({ status: 'left', reason: 'more' });
  expect(a.given('navigate')).toEqual([{ type: 'navigate', route: 'GoddessWall' }]);
  const b = await endedRoom();
  fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
  expect(b.store.getSnapshot()).toEqual({ status: 'left', reason: 'closed' });
});

test('follow says its price, then follows and applies the balance', async () => {
  const follow = jest.spyOn(liveApi, 'follow').mockImplementation(() =>
    ok({
      relation: 2,
      charged: 9,
      accepted: true,
      alreadyRequested: false,
      goldNum: 241,
      balanceSeq: 99,
    }),
  );
  await endedRoom();
  fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
  expect(screen.getByText('Following Mia costs 9 coins.')).toBeTruthy();
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Follow for 9 coins' })),
  );
  expect(follow).toHaveBeenCalledWith('live-7');
  expect(screen.getByText('Following')).toBeTruthy();
  expect(appStore.get(goldNumAtom)).toBe(241);
});

test('follow without the coins (20001): the recharge offer goes to the coin shop', async () => {
  jest.spyOn(liveApi, 'follow').mockImplementation(() => refused(20001));
  const { navigatedTo, store } = await endedRoom();
  fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Follow for 9 coins' })),
  );
  const offer = screen.getByRole('alertdialog', { name: 'Not enough coins' });
  fireEvent.click(within(offer).getByRole('button', { name: 'Recharge' }));
  expect(navigatedTo()).toEqual(['/shop']);
  expect(store.getSnapshot()).toEqual({ status: 'left', reason: 'closed' });
});

test('a followed host shows Following', async () => {
  jest.spyOn(liveApi, 'endMeta').mockImplementation(() => ok(meta(1, 2)));
  await endedRoom();
  expect(screen.getByText('Following')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
});

test('any other follow failure: the toast, and Follow again', async () => {
  jest.spyOn(liveApi, 'follow').mockImplementation(() => refused(1500));
  await endedRoom();
  fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Follow for 9 coins' })),
  );
  expect(appStore.get(toastsAtom).map((t) => t.text)).toContain(
    'Something went wrong. Please try again.',
  );
  expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
});
