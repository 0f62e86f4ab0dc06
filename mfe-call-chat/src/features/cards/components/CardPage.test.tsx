import { fireEvent, screen, waitFor } from '@testing-library/react';
import { appStore, configApi, hostsApi, loginPopupAtom, type HostCard } from 'shared-sdk';
import { renderWithApp } from 'shared-sdk/testing';
import { CardPage } from './CardPage';

// The deck's table is tested in state/deck.test.ts; this checks the page runs it against the SDK's
// card calls (fetchone after the last id, like with the CARD play way) and shows each state.
const card = (id: number, over: Partial<HostCard> = {}): HostCard =>
  ({
    id,
    userId: id,
    name: `Host ${id}`,
    userName: `Host ${id}`,
    headImg: '',
    pictureUrl: '',
    videoUrl: '',
    countryId: 0,
    onlineStatus: 2,
    status: 2,
    groupName: 'TR',
    callPrice: 80,
    gender: 2,
    liked: false,
    ...over,
  }) as HostCard;
const ok = <T,>(data: T) => Promise.resolve({ ok: true, code: 200, data, msg: '' } as never);

let fetchOne: jest.SpyInstance;
let likeCard: jest.SpyInstance;
beforeEach(() => {
  const deck = [card(11), card(12, { onlineStatus: 1, status: 1 })];
  fetchOne = jest
    .spyOn(hostsApi, 'fetchOne')
    .mockImplementation((q = {}) => ok(deck.find((c) => c.id > (q.afterId ?? 0)) ?? null));
  likeCard = jest.spyOn(hostsApi, 'likeCard').mockImplementation((id) => ok({ likeUserId: id, liked: true, likedAt: 1 }));
  jest.spyOn(configApi, 'getPlayWays').mockImplementation(() => ok({ openedPlayWays: [{ name: 'CARD', id: 2, main: false }] }));
});
afterEach(() => jest.restoreAllMocks());

test('one card at a time: like (once, with the CARD play way), next, the end and start again', async () => {
  renderWithApp(<CardPage />, { loggedIn: true });
  expect(await screen.findByRole('article', { name: 'Host 11' })).toBeTruthy();
  expect(screen.getByText('Online')).toBeTruthy();
  expect(screen.getByText('80 coins/min')).toBeTruthy();
  expect(fetchOne).toHaveBeenLastCalledWith({ afterId: 0 });

  fireEvent.click(screen.getByRole('button', { name: 'Like' }));
  expect(await screen.findByRole('button', { name: 'Liked', pressed: true })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Liked' }));
  expect(likeCard).toHaveBeenCalledTimes(1);
  expect(likeCard).toHaveBeenCalledWith(11, 2);

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('article', { name: 'Host 12' })).toBeTruthy();
  expect(fetchOne).toHaveBeenLastCalledWith({ afterId: 11 });
  expect(screen.getByText('Busy')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Like', pressed: false })).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('You have seen every host.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
  expect(await screen.findByRole('article', { name: 'Host 11' })).toBeTruthy();
});

test('a failed load says so with Retry; a failed like says so and can be tried again', async () => {
  fetchOne.mockImplementationOnce(() => Promise.resolve({ ok: false, code: 500, msg: 'x' }));
  renderWithApp(<CardPage />, { loggedIn: true });
  expect(await screen.findByText('The card could not load.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Host 11' })).toBeTruthy();

  likeCard.mockImplementationOnce(() => Promise.reject(new Error('offline')));
  fireEvent.click(screen.getByRole('button', { name: 'Like' }));
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The like did not go through. Try again.');
  fireEvent.click(screen.getByRole('button', { name: 'Like' }));
  expect(await screen.findByRole('button', { name: 'Liked' })).toBeTruthy();
});

test("a host's name is sanitized, and Call starts a call (a visitor gets the login popup, source call)", async () => {
  fetchOne.mockImplementation(() => ok(card(13, { name: '<img src=x>' })));
  renderWithApp(<CardPage />);
  expect(await screen.findByRole('article', { name: '*img src=x*' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Call *img src=x*' }));
  // The SDK's requestCall asks a visitor to log in (the call starts after sign-in).
  await waitFor(() => expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'call' }));
});

test('a host with a story video shows it muted, looping and inline with its poster; others a picture', async () => {
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  fetchOne.mockImplementation((q = {}) =>
    ok(
      (q.afterId ?? 0) === 0
        ? card(21, { videoUrl: 'http://api.test/assets/hosts/21/story.webm', videoCoverUrl: 'http://api.test/assets/hosts/21/story.jpg' })
        : card(22, { pictureUrl: 'http://api.test/assets/hosts/22/photo-1.svg' }),
    ),
  );
  renderWithApp(<CardPage />, { loggedIn: true });
  const article = await screen.findByRole('article', { name: 'Host 21' });
  const video = article.querySelector('video') as HTMLVideoElement;
  expect(video.getAttribute('src')).toBe('http://api.test/assets/hosts/21/story.webm');
  expect(video.getAttribute('poster')).toBe('http://api.test/assets/hosts/21/story.jpg');
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video.hasAttribute('playsinline')).toBe(true);
  expect(play).toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const next = await screen.findByRole('article', { name: 'Host 22' });
  expect(next.querySelector('video')).toBeNull();
  expect(next.querySelector('img')?.getAttribute('src')).toBe('http://api.test/assets/hosts/22/photo-1.svg');
});

test('on the focused card the arrow keys do what a swipe does: left next, right like and next', async () => {
  renderWithApp(<CardPage />, { loggedIn: true });
  const first = await screen.findByRole('article', { name: 'Host 11' });
  fireEvent.keyDown(first, { key: 'ArrowRight' });
  expect(await screen.findByRole('article', { name: 'Host 12' })).toBeTruthy();
  expect(likeCard).toHaveBeenCalledWith(11, 2);
  expect(fetchOne).toHaveBeenLastCalledWith({ afterId: 11 });
  fireEvent.keyDown(screen.getByRole('article', { name: 'Host 12' }), { key: 'ArrowLeft' });
  expect(await screen.findByText('You have seen every host.')).toBeTruthy();
  expect(likeCard).toHaveBeenCalledTimes(1);
});
