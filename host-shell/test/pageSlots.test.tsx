import { render, screen, within } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appStore } from 'shared-sdk';
import { forgetResolved } from '../src/features/remotes/hooks/useRemoteComponent';
import {
  RemoteLoaderContext,
  type RemoteLoader,
} from '../src/features/remotes/state/loaderContext';
import { AppRoutes } from '../src/features/routing/components/AppRoutes';
import { LoginPopupSlot } from '../src/features/routing/components/LoginPopupSlot';
import { resetNavState } from '../src/features/routing/state/navState';
import { EnglishTexts, resetStores } from './setup';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null }));

// LivCam as its remote would render it: the host's slots in its own places.
function LivCamStub({ slots = {} }: { slots?: Record<string, ReactNode> }) {
  return (
    <div>
      <h1>LivCam</h1>
      <div data-testid="row-box">{slots.liveHostsRow}</div>
      <h2>Online now</h2>
      {slots.liveEnter}
    </div>
  );
}

function loaderWith(row: () => Promise<Record<string, unknown>>) {
  const loaded: string[] = [];
  const loader: RemoteLoader = {
    async load(id) {
      loaded.push(id);
      if (id === 'mfe_call_chat/LivCam') return { default: LivCamStub };
      if (id === 'mfe_live/LiveHostsRow') return row();
      if (id === 'mfe_live/LiveEnterPopup') return { default: () => <p>enter popup</p> };
      if (id === 'mfe_auth/LoginPopup')
        return { default: () => <div role="dialog" aria-label="Sign in" /> };
      return { default: () => null };
    },
    reset: jest.fn(),
  };
  return { loader, loaded };
}

function renderAt(path: string, loader: RemoteLoader) {
  return render(
    <Provider store={appStore}>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LoginPopupSlot />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </Provider>,
    { wrapper: EnglishTexts },
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  resetNavState();
  resetStores();
  forgetResolved();
});
afterEach(() => jest.restoreAllMocks());

const Row = ({ variant }: { variant?: string }) => (
  <section aria-label={`Live row ${variant ?? 'default'}`} />
);

test("LivCam gets mfe_live's row (Popular variant) and live-enter popup in its slots", async () => {
  const { loader, loaded } = loaderWith(async () => ({ default: Row }));
  renderAt('/', loader);
  await screen.findByRole('heading', { name: 'LivCam' });
  const box = screen.getByTestId('row-box');
  expect(await within(box).findByRole('region', { name: 'Live row popular' })).toBeTruthy();
  expect(await screen.findByText('enter popup')).toBeTruthy();
  expect(loaded).toEqual(
    expect.arrayContaining(['mfe_live/LiveHostsRow', 'mfe_live/LiveEnterPopup']),
  );
});

test('the login landing shows LivCam with the same slots', async () => {
  const { loader } = loaderWith(async () => ({ default: Row }));
  renderAt('/login', loader);
  await screen.findByRole('heading', { name: 'LivCam' });
  expect(await screen.findByRole('region', { name: 'Live row popular' })).toBeTruthy();
});

test("a row that fails to load shows the retry card in the row's place; LivCam stays", async () => {
  const { loader } = loaderWith(() => Promise.reject(new Error('down')));
  renderAt('/', loader);
  const card = await within(await screen.findByTestId('row-box')).findByRole('alert');
  expect(card.textContent).toContain('Live could not load.');
  expect(screen.getByRole('heading', { name: 'Online now' })).toBeTruthy();
});
