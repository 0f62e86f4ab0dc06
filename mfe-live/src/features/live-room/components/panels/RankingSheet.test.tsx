import { act, fireEvent, screen, within } from '@testing-library/react';
import type { LiveRankEntry } from 'shared-sdk';
import { giftApi } from 'shared-sdk/chat';
import { liveApi } from 'shared-sdk/live';
import i18next from 'i18next';
import { renderWithApp } from 'shared-sdk/testing';
import de from '../../../../locales/de.json';
import { NS } from '../../../../i18n';
import { PanelsOf, joinedRoom, ok, refused } from './demoRoom';

// The gift ranking over a real room: the view opens and closes it; it asks for the top 100 of
// this live, shows medals on the first three, and has loading, empty and failed-with-retry states.

const entry = (no: number, coins: number): LiveRankEntry => ({
  no,
  userId: 100 + no,
  userHeadImg: '',
  userName: `Fan ${no}`,
  userCountryId: 1,
  sendTotalCoins: coins,
});
const page = (list: LiveRankEntry[]) => ok({ pageNo: 1, pages: 1, total: list.length, list });

afterEach(() => jest.restoreAllMocks());

function openRanking(rank: jest.Mock | (() => ReturnType<typeof liveApi.giftRank>)) {
  const spy = jest.spyOn(liveApi, 'giftRank').mockImplementation(rank as never);
  jest
    .spyOn(liveApi, 'sumSentGiftsCoins')
    .mockImplementation(() => ok({ liveStudioId: 7, sendTotalCoins: 35 }));
  jest.spyOn(liveApi, 'quickGifts').mockImplementation(() => refused(500));
  jest.spyOn(giftApi, 'total').mockImplementation(() => ok({ list: [] }));
  const room = joinedRoom();
  renderWithApp(<PanelsOf store={room.store} />, { loggedIn: true });
  act(() => room.store.dispatch({ type: 'openRanking' }));
  return { spy, room };
}

test('the top 100 of this live, medals on the first three, and the viewer’s own total', async () => {
  const { spy } = openRanking(() =>
    page([entry(2, 300), entry(1, 500), entry(3, 120), entry(4, 60)]),
  );
  const sheet = screen.getByRole('dialog', { name: 'Gift ranking' });
  expect(within(sheet).getByRole('status').textContent).toBe('Loading the ranking…');
  const rows = await within(sheet).findAllByRole('listitem');
  expect(spy).toHaveBeenCalledWith({ liveStudioId: 7, pageNo: 1, pageSize: 100 });
  expect(rows.map((r) => r.textContent)).toEqual([
    '1FFan 1500 coins',
    '2FFan 2300 coins',
    '3FFan 3120 coins',
    '4FFan 460 coins',
  ]);
  expect(within(rows[0]!).getByRole('img', { name: 'Gold medal' })).toBeTruthy();
  expect(within(rows[1]!).getByRole('img', { name: 'Silver medal' })).toBeTruthy();
  expect(within(rows[2]!).getByRole('img', { name: 'Bronze medal' })).toBeTruthy();
  expect(within(rows[3]!).queryByRole('img', { name: /medal/ })).toBeNull();
  expect(within(sheet).getByText('You sent 35 coins in this live')).toBeTruthy();
});

test('in German: the coin counts in German digits and plural forms', async () => {
  i18next.addResourceBundle('de', NS, de, true, true);
  act(() => void i18next.changeLanguage('de'));
  try {
    openRanking(() => page([entry(1, 12_345), entry(2, 1)]));
    const sheet = screen.getByRole('dialog', { name: 'Geschenk-Rangliste' });
    const rows = await within(sheet).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['1FFan 112.345 Coins', '2FFan 21 Coin']);
    expect(within(sheet).getByText('Du hast in diesem Livestream 35 Coins gesendet')).toBeTruthy();
  } finally {
    act(() => void i18next.changeLanguage('en'));
  }
});

test('no gifts yet: says so', async () => {
  openRanking(() => page([]));
  expect(await screen.findByText('No gifts in this live yet. Send the first one!')).toBeTruthy();
});

test('a failed load says so; Try again asks again', async () => {
  const answers = [refused(500), page([entry(1, 9)])];
  const { spy } = openRanking(() => answers.shift()!);
  expect(await screen.findByText('The ranking could not load.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Fan 1')).toBeTruthy();
  expect(spy).toHaveBeenCalledTimes(2);
});

test('closing is the view’s closeRanking; the live ending closes it too', async () => {
  const { room } = openRanking(() => page([]));
  fireEvent.click(screen.getByRole('button', { name: 'Close the ranking' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => room.store.dispatch({ type: 'openRanking' }));
  expect(screen.getByRole('dialog', { name: 'Gift ranking' })).toBeTruthy();
  act(() => room.store.dispatch({ type: 'liveEnded', channelId: 'live-7' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => undefined);
});
