import { act, fireEvent, screen, within } from '@testing-library/react';
import { appStore, configApi, goldNumAtom, loginPopupAtom, userApi, userAtom } from 'shared-sdk';
import { giftApi } from 'shared-sdk/chat';
import { liveApi } from 'shared-sdk/live';
import { renderWithApp, settleRequests } from 'shared-sdk/testing';
import { forgetGiftCatalogue } from './giftCatalogue';
import { forgetCountryTable } from './hostFacts';
import { PanelsOf, ROOM_LIVE, gift, joinedRoom, ok, refused } from './demoRoom';

/** A sentence whose name is its own element (<bdi>): matched on the whole line's text. */
const sentence = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'SPAN' && el.textContent === text;

// The panels over a real LiveRoomStore (its machine and room tables; the driver only records the
// commands): each panel shows what the snapshot says and its buttons are the view's actions.

const CATALOGUE = [gift(1, 10, 'Rose'), gift(2, 99, 'Crown'), gift(3, 520, 'Castle')];

beforeEach(() => {
  localStorage.clear();
  forgetGiftCatalogue();
  forgetCountryTable();
  jest.spyOn(giftApi, 'total').mockImplementation(() => ok({ list: CATALOGUE }));
  jest.spyOn(liveApi, 'quickGifts').mockImplementation(() => ok({ list: [gift(1, 10, 'Rose')] }));
  jest
    .spyOn(configApi, 'getCountryList')
    .mockImplementation(() =>
      ok({ list: [{ id: 44, ab: 'GB', phoneCode: '44', name: 'United Kingdom', flag: 'gb' }] }),
    );
});
afterEach(() => jest.restoreAllMocks());

async function open(room = joinedRoom()) {
  const loggedIn = room.store.getState().viewer?.kind === 'user';
  const view = renderWithApp(<PanelsOf store={room.store} />, { loggedIn });
  await act(settleRequests);
  return { ...room, ...view };
}

test('praise: each tap is the view’s praise; the count turns to W at 10,000 (two decimals)', async () => {
  const { given } = await open();
  const like = () => screen.getByRole('button', { name: /^Like this live/ });
  expect(like().getAttribute('aria-label')).toBe('Like this live, 9998 likes');
  fireEvent.click(like());
  fireEvent.click(like());
  expect(like().getAttribute('aria-label')).toBe('Like this live, 1.00W likes');
  expect(given('startTimer').filter((c) => c.name === 'praise')).toHaveLength(2);
});

test('gift messages: sender, gift name and picture from the catalogue; they go when the engine drops them', async () => {
  const { send } = await open();
  act(() =>
    send({
      type: 'gift',
      channelId: ROOM_LIVE.channelId,
      gift: { senderName: 'Bo', senderIconUrl: 'http://b/u/bo.svg', giftId: 2 },
    }),
  );
  const list = screen.getByRole('list', { name: 'Gifts sent' });
  const item = within(list).getByText('Bo').closest('li')!;
  expect(item.textContent).toContain('sent Crown');
  expect(item.querySelectorAll('img')[1]!.getAttribute('src')).toBe(CATALOGUE[1]!.giftImage);
  act(() => send({ type: 'timer', name: 'giftShown', key: 2 }));
  expect(within(list).queryByText('Bo')).toBeNull();
});

test('gift panel: catalogue with prices and the balance; Send is the view’s sendGift of the pick', async () => {
  const { given } = await open();
  fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
  const panel = screen.getByRole('dialog', { name: 'Send a gift' });
  expect(within(panel).getByText('250 coins')).toBeTruthy();
  const send = within(panel).getByRole('button', { name: 'Send' });
  expect(send).toHaveProperty('disabled', true);
  fireEvent.click(within(panel).getByRole('button', { name: 'Crown, 99 coins' }));
  fireEvent.click(within(panel).getByRole('button', { name: 'Send Crown' }));
  expect(given('sendGift')).toEqual([
    { type: 'sendGift', live: { id: 7, channelId: 'live-7' }, giftId: 2 },
  ]);
  fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('gift panel: a failed catalogue says so and tries again', async () => {
  const total = jest
    .spyOn(giftApi, 'total')
    .mockImplementationOnce(() => refused(500))
    .mockImplementation(() => ok({ list: CATALOGUE }));
  await open();
  fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
  expect(screen.getByText('The gifts could not load.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Rose, 10 coins' })).toBeTruthy();
  expect(total).toHaveBeenCalledTimes(2);
});

test('quick gifts: one tap sends', async () => {
  const { given } = await open();
  const row = screen.getByRole('list', { name: 'Quick gifts' });
  fireEvent.click(within(row).getByRole('button', { name: 'Send Rose for 10 coins' }));
  expect(given('sendGift').map((c) => c.giftId)).toEqual([1]);
});

test('1602: the recharge offer, then the coin shop in a frame; closing it reads the balance again', async () => {
  const info = jest
    .spyOn(userApi, 'getUserInfo')
    .mockImplementation(
      () => ok({ ...appStore.get(userAtom)!, goldNum: 1250, balanceSeq: 9 }) as never,
    );
  const { send } = await open();
  act(() => send({ type: 'giftAnswered', channelId: 'live-7', code: 1602 }));
  const offer = screen.getByRole('dialog', { name: 'Not enough coins' });
  fireEvent.click(within(offer).getByRole('button', { name: 'Recharge' }));
  const shop = screen.getByRole('dialog', { name: 'Get coins' });
  expect(shop.querySelector('iframe')!.getAttribute('src')).toBe('/shop');
  fireEvent.click(within(shop).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => undefined);
  expect(info).toHaveBeenCalled();
  expect(appStore.get(goldNumAtom)).toBe(1250);
});

test('friend request: the banner’s accept and dismiss; then the success line', async () => {
  const { send, given } = await open();
  act(() => send({ type: 'friendRequest', userId: 77, userName: 'Zed', friendRelation: 3 }));
  expect(screen.getByText(sentence('Zed wants to be your friend'))).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(given('acceptFriend')).toEqual([{ type: 'acceptFriend', userId: 77 }]);
  expect(screen.getByRole('button', { name: 'Accepting…' })).toHaveProperty('disabled', true);
  act(() => send({ type: 'acceptAnswered', ok: true }));
  expect(screen.getByText('You are friends now.')).toBeTruthy();
  act(() => send({ type: 'timer', name: 'acceptSuccess' }));
  expect(screen.queryByText('You are friends now.')).toBeNull();
  act(() => send({ type: 'friendRequest', userId: 78, userName: 'Yan', friendRelation: 3 }));
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(sentence('Yan wants to be your friend'))).toBeNull();
});

test('tips show the rules until the engine hides them', async () => {
  const { send } = await open();
  const rules = 'Please abide by the platform regulations. Be kind with your words.';
  expect(screen.getByText(rules)).toBeTruthy();
  act(() => send({ type: 'timer', name: 'tipsHide' }));
  expect(screen.queryByText(rules)).toBeNull();
});

test('mini profile: opens after 60 s; name, age, country, languages, interests; follow says its price first', async () => {
  const { send, given } = await open();
  act(() => send({ type: 'timer', name: 'miniProfile' }));
  await act(settleRequests);
  const card = screen.getByRole('dialog', { name: 'Mia' });
  expect(within(card).getByText('United Kingdom')).toBeTruthy();
  expect(within(card).getByRole('region', { name: 'Languages' }).textContent).toContain('Dutch');
  expect(within(card).getByRole('region', { name: 'Interests' }).textContent).toContain('Travel');
  fireEvent.click(within(card).getByRole('button', { name: 'Follow' }));
  expect(within(card).getByText('Following Mia costs 9 coins.')).toBeTruthy();
  expect(given('follow')).toHaveLength(0);
  fireEvent.click(within(card).getByRole('button', { name: 'Follow for 9 coins' }));
  expect(given('follow')).toEqual([{ type: 'follow', hostId: 10001 }]);
  act(() => send({ type: 'followAnswered', hostId: 10001, code: 200 }));
  expect(within(card).getByText('Following')).toBeTruthy();
  fireEvent.click(within(card).getByRole('button', { name: 'Close the profile' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a tourist sees the tourist variants of the gifts; sending asks them to register', async () => {
  jest
    .spyOn(liveApi, 'touristQuickGifts')
    .mockImplementation(() => ok({ list: [gift(1, 10, 'Rose')] }));
  jest.spyOn(liveApi, 'touristAllGifts').mockImplementation(() => ok({ list: CATALOGUE }));
  const room = joinedRoom(ROOM_LIVE, { kind: 'tourist', id: 'tourist_700' });
  const { given } = await open(room);
  const quick = screen.getByRole('list', { name: 'Quick gifts' });
  expect(liveApi.touristQuickGifts).toHaveBeenCalledWith('tourist_700');
  fireEvent.click(within(quick).getByRole('button', { name: 'Send Rose for 10 coins' }));
  expect(given('requireLogin')).toEqual([{ type: 'requireLogin', source: 'live_room' }]);

  fireEvent.click(screen.getByRole('button', { name: 'Send a gift' }));
  const panel = await screen.findByRole('dialog', { name: 'Send a gift' });
  expect(await within(panel).findByRole('button', { name: 'Castle, 520 coins' })).toBeTruthy();
  expect(within(panel).getByText('Register for free to send gifts')).toBeTruthy();
  expect(liveApi.touristAllGifts).toHaveBeenCalledWith('tourist_700');
  fireEvent.click(within(panel).getByRole('button', { name: 'Crown, 99 coins' }));
  fireEvent.click(within(panel).getByRole('button', { name: 'Send Crown' }));
  expect(given('requireLogin')).toHaveLength(2);
  // The users' catalogue is a signed-in call: a visitor's room never asks it.
  expect(giftApi.total).not.toHaveBeenCalled();
  expect(appStore.get(loginPopupAtom).open).toBe(false);
});
