import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  appStore,
  applyLiveMiniPlayer,
  loginPopupAtom,
  registerLiveLayer,
  type LiveInfo,
  type LiveRequest,
} from 'shared-sdk';
import { STORAGE_KEYS } from 'shared-sdk/constants';
import { liveApi } from 'shared-sdk/live';
import { renderWithApp } from 'shared-sdk/testing';
import { LIVE_HOSTS_REFRESH_MS } from '../state/constants';
import { LiveHostsRow } from './LiveHostsRow';

jest.mock('shared-sdk/live', () => ({
  liveApi: { listRecommend: jest.fn(), touristLives: jest.fn() },
}));
const recommend = liveApi.listRecommend as jest.Mock;
const tourist = liveApi.touristLives as jest.Mock;

const live = (id: number, over: Partial<LiveInfo> = {}): LiveInfo =>
  ({
    id,
    channelId: `live-${id}`,
    hostId: 10000 + id,
    name: `Host ${id}`,
    coverUrl: '',
    headImg: '',
    audienceNum: 3 + id,
    living: true,
    ...over,
  }) as LiveInfo;
const ok = (list: LiveInfo[]) => ({ ok: true, code: 200, msg: '', data: { list } });
const failed = { ok: false, code: 500, msg: 'down', data: null };
const lives = (n: number) => Array.from({ length: n }, (_, i) => live(i + 1));

let unregister: (() => void) | null = null;
beforeEach(() => {
  recommend.mockReset().mockResolvedValue(ok(lives(6)));
  tourist.mockReset().mockResolvedValue({ ...ok(lives(6)), data: { list: lives(6), pageNo: 1 } });
  localStorage.clear();
});
afterEach(() => {
  unregister?.();
  unregister = null;
  applyLiveMiniPlayer(null);
  jest.useRealTimers();
});

const region = (name = 'Live now') => screen.getByRole('region', { name });

test('loading: card-sized skeletons (5, or 4 in the Popular variant) while the lives load', () => {
  recommend.mockReturnValue(new Promise(() => undefined));
  const { container, unmount } = renderWithApp(<LiveHostsRow />, { loggedIn: true });
  expect(region().getAttribute('aria-busy')).toBe('true');
  expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(5);
  unmount();
  const popular = renderWithApp(<LiveHostsRow variant="popular" />, { loggedIn: true });
  expect(popular.container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
});

test('signed in: up to 5 recommended lives, each with name, LIVE and its viewers', async () => {
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  await screen.findByRole('button', { name: "Watch Host 1's live. 4 watching" });
  expect(recommend).toHaveBeenCalledWith({ pageSize: 5 });
  expect(within(region()).getAllByRole('button')).toHaveLength(5);
  expect(within(region()).getAllByText('LIVE')).toHaveLength(5);
  expect(within(region()).getByText('Host 5')).toBeTruthy();
  expect(within(region()).queryByText('Host 6')).toBeNull();
  expect(region().getAttribute('aria-busy')).toBe('false');
});

test('Popular: 4 lives and a More tile that goes to the wall', async () => {
  const { navigatedTo } = renderWithApp(<LiveHostsRow variant="popular" />, { loggedIn: true });
  await screen.findByText('Host 4');
  expect(recommend).toHaveBeenCalledWith({ pageSize: 4 });
  const row = region('Popular live');
  expect(within(row).queryByText('Host 5')).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'More' }));
  expect(navigatedTo()).toEqual(['/wall']);
});

test('a name with markup is shown sanitized', async () => {
  recommend.mockResolvedValue(ok([live(1, { name: '<script>x</script>' })]));
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  expect(await screen.findByText('*script*x*/script*')).toBeTruthy();
});

test('empty: "No one is live right now"', async () => {
  recommend.mockResolvedValue(ok([]));
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  expect(await within(region()).findByText('No one is live right now')).toBeTruthy();
});

test('a failed load says so with Retry, which loads again', async () => {
  recommend.mockResolvedValueOnce(failed);
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/could not load/);
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Host 1')).toBeTruthy();
  expect(recommend).toHaveBeenCalledTimes(2);
});

test('a tap asks the live layer for that live, by channel and host, with the source', async () => {
  const open = jest.fn<Promise<void>, [LiveRequest]>().mockResolvedValue(undefined);
  unregister = registerLiveLayer(open);
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  fireEvent.click(await screen.findByRole('button', { name: /Watch Host 2's live/ }));
  await waitFor(() =>
    expect(open).toHaveBeenCalledWith({
      channelId: 'live-2',
      hostId: 10002,
      source: 'live_hosts_row',
    }),
  );
});

test('the live in the mini player is marked Playing', async () => {
  applyLiveMiniPlayer({ liveId: 3, channelId: 'live-3', hostId: 10003 });
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  expect(
    await screen.findByRole('button', { name: "Host 3's live, playing now. 6 watching" }),
  ).toBeTruthy();
  expect(within(region()).getAllByText('Playing')).toHaveLength(1);
  expect(within(region()).getAllByText('LIVE')).toHaveLength(4);
});

test('a visitor sees the tourist list (with a stored tourist id), and a tap opens the live for them as a tourist', async () => {
  const open = jest.fn().mockResolvedValue(undefined);
  renderWithApp(<LiveHostsRow />);
  // The layer the host mounts for a visitor (registered while nobody is signed in).
  unregister = registerLiveLayer(open, { forVisitor: true });
  fireEvent.click(await screen.findByRole('button', { name: /Watch Host 1's live/ }));
  expect(recommend).not.toHaveBeenCalled();
  const id = JSON.parse(localStorage.getItem(STORAGE_KEYS.touristId) ?? 'null') as string;
  expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(tourist).toHaveBeenCalledWith(id, { pageNo: 1, pageSize: 5 });
  await waitFor(() =>
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ channelId: expect.any(String) })),
  );
  expect(appStore.get(loginPopupAtom).open).toBe(false);
});

test('a stored tourist id is reused', async () => {
  localStorage.setItem(STORAGE_KEYS.touristId, JSON.stringify('tourist_abc123'));
  renderWithApp(<LiveHostsRow />);
  await screen.findByText('Host 1');
  expect(tourist).toHaveBeenCalledWith('tourist_abc123', { pageNo: 1, pageSize: 5 });
});

test('refresh: every 30 s while visible, never faster; a hidden page waits, a shown one catches up', async () => {
  jest.useFakeTimers();
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  await act(async () => undefined);
  expect(recommend).toHaveBeenCalledTimes(1);
  await act(async () => void jest.advanceTimersByTime(LIVE_HOSTS_REFRESH_MS - 1));
  expect(recommend).toHaveBeenCalledTimes(1);
  await act(async () => void jest.advanceTimersByTime(1));
  expect(recommend).toHaveBeenCalledTimes(2);

  // Hidden: no asks, however long.
  const vis = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  await act(async () => void jest.advanceTimersByTime(LIVE_HOSTS_REFRESH_MS * 3));
  expect(recommend).toHaveBeenCalledTimes(2);
  // Shown again with an old list: asks at once.
  vis.mockReturnValue('visible');
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  expect(recommend).toHaveBeenCalledTimes(3);
  // Shown again right away (hidden and shown quickly): no second ask before 30 s.
  vis.mockReturnValue('hidden');
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  vis.mockReturnValue('visible');
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  expect(recommend).toHaveBeenCalledTimes(3);
  await act(async () => void jest.advanceTimersByTime(LIVE_HOSTS_REFRESH_MS));
  expect(recommend).toHaveBeenCalledTimes(4);
  vis.mockRestore();
});

test('a failed refresh keeps the lives on screen', async () => {
  jest.useFakeTimers();
  renderWithApp(<LiveHostsRow />, { loggedIn: true });
  await act(async () => undefined);
  expect(screen.getByText('Host 1')).toBeTruthy();
  recommend.mockResolvedValueOnce(failed);
  await act(async () => void jest.advanceTimersByTime(LIVE_HOSTS_REFRESH_MS));
  expect(recommend).toHaveBeenCalledTimes(2);
  expect(screen.getByText('Host 1')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
