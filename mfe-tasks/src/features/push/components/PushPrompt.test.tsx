import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  appStore,
  bottomPromptAtom,
  claimBottomPrompt,
  releaseBottomPrompt,
  rewardsApi,
  type PushRewardInfo,
} from 'shared-sdk';
import { WEB_PUSH_CHECK_MS, WEB_PUSH_SECOND_POP_GAP_MS } from 'shared-sdk/constants';
import { renderWithApp } from 'shared-sdk/testing';
import { PushPrompt } from './PushPrompt';

// The popup's timing as the widget runs it: the rules checked every 2 s until they hold, shown
// once, a second pop only 300000 ms after the first, never a third (the rules themselves:
// state/pushRules.test.ts). The browser's push support is given to jsdom.

let permission: NotificationPermission = 'default';
beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.assign(window, { PushManager: function PushManager() {} });
  Object.assign(window, {
    Notification: {
      get permission() {
        return permission;
      },
    },
  });
});

/** What isInitNotification answers. */
const serverSays = (data: PushRewardInfo) =>
  jest.spyOn(rewardsApi, 'pushInfo').mockResolvedValue({ ok: true, code: 200, msg: '', data });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 26, 12) });
  localStorage.clear();
  permission = 'default';
  serverSays({ status: 0, support: true, hasCoin: true, gold: 200 });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The shop first, then LivCam (the host passes the route name). */
function MovingRoute() {
  const [route, setRoute] = useState('CoinPage');
  return (
    <>
      <button type="button" onClick={() => setRoute('LivCam')}>
        to LivCam
      </button>
      <PushPrompt routeName={route} />
    </>
  );
}

const popup = () => screen.queryByRole('region', { name: 'Notifications' });
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

test('off its pages it waits; on LivCam it shows at the next 2 s check with the 200-coin offer', async () => {
  renderWithApp(<MovingRoute />, { loggedIn: true });
  await advance(10 * WEB_PUSH_CHECK_MS);
  expect(popup()).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'to LivCam' }));
  await advance(WEB_PUSH_CHECK_MS - 1);
  expect(popup()).toBeNull();
  await advance(1);
  expect(popup()?.textContent).toContain('Get 200 free coins');
});

test('closed, it comes back once 300000 ms after the first show, and never a third time', async () => {
  renderWithApp(<PushPrompt routeName="FriendsPage" />, { loggedIn: true });
  await advance(0);
  expect(popup()).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(popup()).toBeNull();
  await advance(WEB_PUSH_SECOND_POP_GAP_MS - WEB_PUSH_CHECK_MS);
  expect(popup()).toBeNull();
  await advance(WEB_PUSH_CHECK_MS);
  expect(popup()).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
  await advance(10 * WEB_PUSH_SECOND_POP_GAP_MS);
  expect(popup()).toBeNull();
});

test('hidden while notifications are blocked; shown at the next check after they are not', async () => {
  permission = 'denied';
  renderWithApp(<PushPrompt routeName="MessagePage" />, { loggedIn: true });
  await advance(5 * WEB_PUSH_CHECK_MS);
  expect(popup()).toBeNull();
  permission = 'default';
  await advance(WEB_PUSH_CHECK_MS);
  expect(popup()).not.toBeNull();
});

test('hidden when the server already pushes to this account (status 1)', async () => {
  serverSays({ status: 1, support: true, hasCoin: false, gold: 200 });
  renderWithApp(<PushPrompt routeName="LivCam" />, { loggedIn: true });
  await advance(5 * WEB_PUSH_CHECK_MS);
  expect(popup()).toBeNull();
});

test('waits while another prompt holds the bottom of the screen, counts no show meanwhile, and holds it while up', async () => {
  act(() => void claimBottomPrompt('consent', 2));
  renderWithApp(<PushPrompt routeName="MessagePage" />, { loggedIn: true });
  await advance(5 * WEB_PUSH_CHECK_MS);
  expect(popup()).toBeNull();
  expect(localStorage.length).toBe(0);
  act(() => releaseBottomPrompt('consent'));
  await advance(WEB_PUSH_CHECK_MS);
  expect(popup()).not.toBeNull();
  expect(appStore.get(bottomPromptAtom)?.owner).toBe('push');
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(appStore.get(bottomPromptAtom)).toBeNull();
});
