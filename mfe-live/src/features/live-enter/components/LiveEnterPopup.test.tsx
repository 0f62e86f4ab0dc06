import { act, fireEvent, screen } from '@testing-library/react';
import {
  applyLiveMiniPlayer,
  registerLiveLayer,
  type LiveInfo,
  type LiveRequest,
} from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { renderWithApp, TEST_USER } from 'shared-sdk/testing';
import { LIVE_ENTER_DELAY_MS, markShown } from '../state/rules';
import { LiveEnterPopup } from './LiveEnterPopup';

jest.mock('shared-sdk/live', () => ({ liveApi: { entrance: jest.fn() } }));
const entrance = liveApi.entrance as jest.Mock;

const info = {
  id: 9,
  channelId: 'live-9',
  hostId: 10009,
  name: 'Mia',
  coverUrl: '',
  headImg: '',
  audienceNum: 12,
} as LiveInfo;
const offer = (over = {}) => ({
  ok: true,
  code: 200,
  msg: '',
  data: { show: true, livingNum: 4, liveInfo: info, ...over },
});

let unregister: (() => void) | null = null;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  entrance.mockReset().mockResolvedValue(offer());
});
afterEach(() => {
  unregister?.();
  unregister = null;
  applyLiveMiniPlayer(null);
  jest.useRealTimers();
});

const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

test('signed in: after the delay it offers the most watched live; Enter opens it through the live layer', async () => {
  const open = jest.fn<Promise<void>, [LiveRequest]>().mockResolvedValue(undefined);
  unregister = registerLiveLayer(open);
  renderWithApp(<LiveEnterPopup />, { loggedIn: true });
  await wait(LIVE_ENTER_DELAY_MS - 1);
  expect(entrance).not.toHaveBeenCalled();
  await wait(1);
  const dialog = await screen.findByRole('complementary', { name: 'Mia is live now' });
  expect(dialog.textContent).toContain('12 watching. 4 lives on now.');
  fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  await act(async () => undefined);
  expect(open).toHaveBeenCalledWith({
    channelId: 'live-9',
    hostId: 10009,
    source: 'live_enter_popup',
  });
});

test('at most once a day: a second visit the same day shows nothing', async () => {
  const first = renderWithApp(<LiveEnterPopup />, { loggedIn: true });
  await wait(LIVE_ENTER_DELAY_MS);
  fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  first.unmount();
  renderWithApp(<LiveEnterPopup />, { loggedIn: true });
  await wait(LIVE_ENTER_DELAY_MS * 2);
  expect(entrance).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('complementary')).toBeNull();
});

test.each([
  ['a visitor', false, () => undefined],
  ['already shown today', true, () => markShown(TEST_USER.id, Date.now())],
  [
    'watching a live in the mini player',
    true,
    () => applyLiveMiniPlayer({ liveId: 1, channelId: 'live-1', hostId: 10001 }),
  ],
])('nothing for %s', async (_n, loggedIn, arrange) => {
  arrange();
  renderWithApp(<LiveEnterPopup />, { loggedIn });
  await wait(LIVE_ENTER_DELAY_MS * 2);
  expect(entrance).not.toHaveBeenCalled();
  expect(screen.queryByRole('complementary')).toBeNull();
});

test('nothing when the server says no (live entry off, nobody living, an error)', async () => {
  for (const answer of [
    offer({ show: false, liveInfo: null, livingNum: 0 }),
    { ok: false, code: 500, msg: 'x', data: null },
  ]) {
    localStorage.clear();
    entrance.mockResolvedValueOnce(answer);
    const view = renderWithApp(<LiveEnterPopup />, { loggedIn: true });
    await wait(LIVE_ENTER_DELAY_MS);
    expect(screen.queryByRole('complementary')).toBeNull();
    // Not counted as shown: it may show on the next visit.
    expect(localStorage.length).toBe(0);
    view.unmount();
  }
});
