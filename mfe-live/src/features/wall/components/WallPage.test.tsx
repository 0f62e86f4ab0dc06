import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  hostsApi,
  registerLiveLayer,
  setLocal,
  statusApi,
  type HostCard,
  type LiveRequest,
  type WallGroup,
} from 'shared-sdk';
import { STORAGE_KEYS } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';
import { renderWithApp } from 'shared-sdk/testing';
import { answer, hostCard } from '../../host-viewer/testKit';
import { WALL_NOW_REFRESH_MS } from '../state/constants';
import { WallPage } from './WallPage';

jest.mock('shared-sdk/live', () => ({
  liveApi: {
    hostIsLivingBatch: jest.fn(),
    listRecommend: jest.fn(),
    touristLives: jest.fn(),
  },
}));
const living = liveApi.hostIsLivingBatch as jest.Mock;

const host = (id: number, countryName = 'Brazil'): HostCard =>
  hostCard(id, { countryName, headImg: '' });
const range = (from: number, n: number, country = 'Brazil') =>
  Array.from({ length: n }, (_, i) => host(from + i, country));
const res = answer;
const failed = () => Promise.resolve({ ok: false, code: 500, msg: 'down', data: null } as never);

let groups: jest.SpyInstance;
let wallPage: jest.SpyInstance;
let statuses: jest.SpyInstance;
const wallOf = (list: WallGroup[]) => groups.mockImplementation(() => res({ list }));

// jsdom has no IntersectionObserver: this one lets a test say when the list's end is near.
let observed: Array<{ el: Element; cb: IntersectionObserverCallback }> = [];
class TestObserver {
  constructor(private cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    observed.push({ el, cb: this.cb });
  }
  disconnect() {
    observed = observed.filter((o) => o.cb !== this.cb);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const reachEnd = () =>
  act(() =>
    observed
      .filter((o) => o.el.getAttribute('aria-live') === 'polite')
      .forEach((o) =>
        o.cb([{ isIntersecting: true, intersectionRatio: 1, target: o.el } as never], {} as never),
      ),
  );

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/wall');
  observed = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = TestObserver;
  groups = jest.spyOn(hostsApi, 'selectAllInWallGroup');
  wallPage = jest.spyOn(hostsApi, 'wall');
  wallOf([
    { groupName: 'BR', countryName: 'Brazil', list: range(1, 3) },
    { groupName: 'TR', countryName: 'Türkiye', list: range(20, 2, 'Türkiye') },
  ]);
  living.mockReset().mockImplementation(() => res({}));
  statuses = jest.spyOn(statusApi, 'getBatch').mockImplementation(() => res([]));
  (liveApi.listRecommend as jest.Mock).mockResolvedValue({ ok: true, data: { list: [] } });
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(async () => {
  await act(async () => undefined); // answers still on their way land inside act
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const wall = () => screen.getByRole('region', { name: 'Hosts' });
const chip = (name: string) => screen.getByRole('button', { name });

test('loading skeleton, then the stored country first: its chip chosen, its hosts shown', async () => {
  setLocal(STORAGE_KEYS.country, { id: 30, ab: 'BR', ip: '' });
  renderWithApp(<WallPage />, { loggedIn: true });
  expect(wall().getAttribute('aria-busy')).toBe('true');
  expect(await screen.findByRole('button', { name: 'Host 1, Brazil, Online' })).toBeTruthy();
  expect(groups).toHaveBeenCalledWith(30);
  expect(chip('Brazil').getAttribute('aria-pressed')).toBe('true');
  expect(chip('Türkiye').getAttribute('aria-pressed')).toBe('false');
  expect(within(wall()).queryByText('Host 20')).toBeNull();
  fireEvent.click(chip('Türkiye'));
  await act(async () => undefined); // the new group's live badges
  expect(within(wall()).getByText('Host 20')).toBeTruthy();
  expect(within(wall()).queryByText('Host 1')).toBeNull();
});

test("without a stored country, the user's own country is asked for", async () => {
  renderWithApp(<WallPage />, { loggedIn: true });
  await screen.findByText('Host 1');
  expect(groups).toHaveBeenCalledWith(1); // TEST_USER's countryId
});

test('the stored country has no hosts: the next group shows, with a note saying so', async () => {
  setLocal(STORAGE_KEYS.country, { id: 2, ab: 'AD', ip: '' });
  wallOf([
    { groupName: 'AD', countryName: 'Andorra', list: [] },
    { groupName: 'TR', countryName: 'Türkiye', list: range(20, 2, 'Türkiye') },
  ]);
  renderWithApp(<WallPage />, { loggedIn: true });
  expect(await screen.findByText('No hosts in Andorra yet — showing Türkiye')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Andorra' })).toBeNull();
  expect(chip('Türkiye').getAttribute('aria-pressed')).toBe('true');
});

test('no hosts at all: an empty state', async () => {
  wallOf([]);
  renderWithApp(<WallPage />, { loggedIn: true });
  expect(await screen.findByText('No hosts yet')).toBeTruthy();
});

test('a failed load says so with Retry, which loads again', async () => {
  groups.mockImplementationOnce(failed);
  renderWithApp(<WallPage />, { loggedIn: true });
  const alert = await within(wall()).findByRole('alert');
  expect(alert.textContent).toMatch(/could not load/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Host 1')).toBeTruthy();
  expect(groups).toHaveBeenCalledTimes(2);
});

test('paging: the end of a full page asks for the next; a failed page offers Retry', async () => {
  wallOf([{ groupName: 'BR', countryName: 'Brazil', list: range(1, 20) }]);
  wallPage
    .mockImplementationOnce(failed)
    .mockImplementationOnce(() => res({ pageNo: 2, pages: 2, total: 25, list: range(21, 5) }));
  renderWithApp(<WallPage />, { loggedIn: true });
  await screen.findByText('Host 20');
  reachEnd();
  expect(wallPage).toHaveBeenCalledWith({ groupName: 'BR', page: 2, size: 20 });
  const alert = await within(wall()).findByRole('alert');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Host 25')).toBeTruthy();
  expect(wallPage).toHaveBeenCalledTimes(2);
  reachEnd(); // the last page: nothing more to ask
  expect(wallPage).toHaveBeenCalledTimes(2);
});

test("a living host's Live badge opens the live through the live layer", async () => {
  living.mockImplementation(() =>
    res({ '2': { living: true, liveStudioId: 7, channelId: 'live-7' } }),
  );
  const open = jest.fn<Promise<void>, [LiveRequest]>().mockResolvedValue(undefined);
  const unregister = registerLiveLayer(open);
  renderWithApp(<WallPage />, { loggedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: "Watch Host 2's live" }));
  expect(living).toHaveBeenCalledWith([1, 2, 3]);
  await waitFor(() =>
    expect(open).toHaveBeenCalledWith({ channelId: 'live-7', hostId: 2, source: 'goddess_wall' }),
  );
  expect(screen.getAllByRole('button', { name: /live$/ })).toHaveLength(1);
  unregister();
});

test('a tap opens the host viewer on that host over the wall; a like shows on the wall too', async () => {
  jest
    .spyOn(hostsApi, 'like')
    .mockImplementation((id) => res({ likeUserId: id, liked: true, likedAt: 1 }));
  renderWithApp(<WallPage />, { loggedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: 'Host 2, Brazil, Online' }));
  const viewer = screen.getByRole('dialog');
  expect(within(viewer).getByRole('heading', { name: 'Host 2' })).toBeTruthy();
  expect(window.location.hash).toBe('#host');
  fireEvent.click(within(viewer).getByRole('button', { name: 'Like Host 2' }));
  await within(viewer).findByRole('button', { name: 'You like Host 2' });
  act(() => {
    window.history.replaceState(null, '', '/wall');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Host 2, Brazil, Online' }));
  expect(
    within(screen.getByRole('dialog')).getByRole('button', { name: 'You like Host 2' }),
  ).toBeTruthy();
});

test("the hosts' online state is asked now, and again every 30 s while the wall shows", async () => {
  jest.useFakeTimers();
  statuses
    .mockImplementationOnce(() => res([{ userId: 2, status: 1 }]))
    .mockImplementationOnce(() => res([{ userId: 2, status: 0 }]));
  renderWithApp(<WallPage />, { loggedIn: true });
  await act(async () => undefined);
  await act(async () => undefined);
  expect(statuses).toHaveBeenCalledWith([1, 2, 3]);
  expect(screen.getByRole('button', { name: 'Host 2, Brazil, Busy' })).toBeTruthy();
  await act(async () => void jest.advanceTimersByTime(WALL_NOW_REFRESH_MS - 1));
  expect(statuses).toHaveBeenCalledTimes(1);
  await act(async () => void jest.advanceTimersByTime(1));
  expect(statuses).toHaveBeenCalledTimes(2);
  expect(living).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('button', { name: 'Host 2, Brazil, Offline' })).toBeTruthy();
  // The viewer shows the state as asked now, too.
  fireEvent.click(screen.getByRole('button', { name: 'Host 2, Brazil, Offline' }));
  expect(within(screen.getByRole('dialog')).getByText('Offline')).toBeTruthy();
});
