import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import {
  appStore,
  bottomPromptAtom,
  claimBottomPrompt,
  releaseBottomPrompt,
  getCookie,
  getLocal,
  removeCookie,
  userApi,
  userAtom,
  type ProtocolStatus,
} from 'shared-sdk';
import {
  BOTTOM_PROMPT,
  COOKIE_ACCEPT,
  CONSENT_POPUP_DELAY_MS,
  SETTINGS_POPUP_DELAY_MS,
  STORAGE_KEYS,
} from 'shared-sdk/constants';
import { ConsentNotice } from '../src/features/consent/components/ConsentNotice';
import { CONSENT_TEXT_VERSION, consentVisible } from '../src/features/consent/state/consent';
import { CookieFlag } from '../src/features/settings/components/CookieFlag';
import { closeSettings, openSettings } from '../src/features/settings/state/settingsPopup';
import { EnglishTexts, resetStores } from './setup';

const status = (showPop: boolean, over: Partial<ProtocolStatus> = {}): ProtocolStatus => ({
  showPop,
  protocolType: 3,
  euRules: showPop,
  country: showPop ? 'DE' : 'US',
  agreeButton: null,
  saveTime: null,
  ...over,
});

function renderNotice() {
  return render(
    <Provider store={appStore}>
      <MemoryRouter>
        <ConsentNotice userId={7} />
      </MemoryRouter>
    </Provider>,
    { wrapper: EnglishTexts },
  );
}

const notice = () => screen.queryByRole('dialog', { name: 'Cookies on LivCam' });

beforeEach(() => {
  resetStores();
  jest.useFakeTimers();
  removeCookie(COOKIE_ACCEPT);
  localStorage.clear();
  closeSettings();
  appStore.set(userAtom, null);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('consentVisible', () => {
  it.each([
    [{ status: status(true), delayPassed: true, settingsOpen: false, saved: false }, true],
    [{ status: status(true), delayPassed: false, settingsOpen: false, saved: false }, false],
    [{ status: status(true), delayPassed: true, settingsOpen: true, saved: false }, false],
    [{ status: status(true), delayPassed: true, settingsOpen: false, saved: true }, false],
    [{ status: status(false), delayPassed: true, settingsOpen: false, saved: false }, false],
    [{ status: null, delayPassed: true, settingsOpen: false, saved: false }, false],
  ])('%o → %s', (input, shown) => expect(consentVisible(input)).toBe(shown));
});

describe('the consent notice', () => {
  it(`shows ${CONSENT_POPUP_DELAY_MS} ms after sign-in where the server asks; Accept stores the record on the server and the device`, async () => {
    jest
      .spyOn(userApi, 'protocolStatus')
      .mockResolvedValue({ ok: true, code: 200, msg: '', data: status(true) });
    const save = jest.spyOn(userApi, 'saveProtocol').mockResolvedValue({
      ok: true,
      code: 200,
      msg: '',
      data: status(false, { country: 'DE', euRules: true, agreeButton: 1, saveTime: 1234 }),
    });
    renderNotice();
    await act(async () => void jest.advanceTimersByTime(CONSENT_POPUP_DELAY_MS - 1));
    expect(notice()).toBeNull();
    await act(async () => void jest.advanceTimersByTime(1));
    expect(notice()).not.toBeNull();
    expect(notice()!.textContent).toContain('only strictly necessary cookies');

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    expect(save).toHaveBeenCalledWith({
      agreeButton: 1,
      userId: 7,
      cmpVersion: CONSENT_TEXT_VERSION,
      eventName: 'accept',
    });
    expect(notice()).toBeNull();
    expect(getLocal(STORAGE_KEYS.consent)).toEqual({
      userId: 7,
      agreeButton: 1,
      cmpVersion: CONSENT_TEXT_VERSION,
      eventName: 'accept',
      country: 'DE',
      saveTime: 1234,
    });
    expect(getCookie(COOKIE_ACCEPT)).toBe('1');
  });

  it('shows nothing where EU rules do not apply', async () => {
    jest
      .spyOn(userApi, 'protocolStatus')
      .mockResolvedValue({ ok: true, code: 200, msg: '', data: status(false) });
    renderNotice();
    await act(async () => void jest.advanceTimersByTime(CONSENT_POPUP_DELAY_MS * 5));
    expect(notice()).toBeNull();
  });

  it('waits while the settings popup is open, and the cookie flag never shows beside it', async () => {
    jest
      .spyOn(userApi, 'protocolStatus')
      .mockResolvedValue({ ok: true, code: 200, msg: '', data: status(true) });
    act(() => openSettings());
    renderNotice();
    await act(async () => void jest.advanceTimersByTime(CONSENT_POPUP_DELAY_MS));
    expect(notice()).toBeNull();
    act(() => closeSettings());
    expect(notice()).not.toBeNull();
  });

  it('a failed save says why and offers Try again; the notice stays', async () => {
    jest
      .spyOn(userApi, 'protocolStatus')
      .mockResolvedValue({ ok: true, code: 200, msg: '', data: status(true) });
    jest
      .spyOn(userApi, 'saveProtocol')
      .mockResolvedValue({ ok: false, code: -1, msg: 'network', data: null });
    renderNotice();
    await act(async () => void jest.advanceTimersByTime(CONSENT_POPUP_DELAY_MS));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'Your choice could not be saved: no connection. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(getLocal(STORAGE_KEYS.consent)).toBeNull();
  });
});

it('takes the bottom of the screen from the install and push offers; waits for a prompt above it', async () => {
  jest
    .spyOn(userApi, 'protocolStatus')
    .mockResolvedValue({ ok: true, code: 200, msg: '', data: status(true) });
  act(() => void claimBottomPrompt('push'));
  act(() => void claimBottomPrompt('higher', 9));
  renderNotice();
  await act(async () => void jest.advanceTimersByTime(CONSENT_POPUP_DELAY_MS));
  expect(notice()).toBeNull();
  act(() => releaseBottomPrompt('higher'));
  expect(notice()).not.toBeNull();
  expect(appStore.get(bottomPromptAtom)?.owner).toBe('consent');
  expect(claimBottomPrompt('push')).toBe(false);
  expect(claimBottomPrompt('install', 1)).toBe(false);
});

it("the settings popup's cookie flag stays hidden while the consent notice is on screen", () => {
  act(() => void claimBottomPrompt(BOTTOM_PROMPT.consent.owner, BOTTOM_PROMPT.consent.priority));
  render(
    <Provider store={appStore}>
      <MemoryRouter>
        <CookieFlag prefix={null} />
      </MemoryRouter>
    </Provider>,
    { wrapper: EnglishTexts },
  );
  act(() => void jest.advanceTimersByTime(SETTINGS_POPUP_DELAY_MS));
  expect(screen.queryByRole('button', { name: 'Accept cookies' })).toBeNull();
  act(() => releaseBottomPrompt(BOTTOM_PROMPT.consent.owner));
  expect(screen.getByRole('button', { name: 'Accept cookies' })).toBeTruthy();
});
