import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { appStore, userAtom } from 'shared-sdk';
import { TEST_USER } from 'shared-sdk/testing';
import { MessagingLayerSlot } from '../src/features/layout/components/MessagingLayerSlot';
import { forgetResolved } from '../src/features/remotes/hooks/useRemoteComponent';
import {
  RemoteLoaderContext,
  type RemoteLoader,
} from '../src/features/remotes/state/loaderContext';
import { MESSAGING_LAYER_ID } from '../src/routes/components';
import { resetStores } from './setup';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null }));

// The host mounts mfe_call_chat's messaging layer once, for a signed-in user only (the message
// store and the banner are the remote's), and hands it the route on screen.
const mounts: string[] = [];
function LayerStub({ routeName, prefix }: { routeName: string | null; prefix: string | null }) {
  return <p role="status">{`layer on ${routeName ?? 'none'} (${prefix ?? 'no prefix'})`}</p>;
}
const loader: RemoteLoader = {
  async load(id) {
    mounts.push(id);
    if (id !== MESSAGING_LAYER_ID) throw new Error(`unexpected ${id}`);
    return { default: LayerStub };
  },
  reset: jest.fn(),
};

let go: (path: string) => void = () => undefined;
function NavigateProbe() {
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return null;
}

function renderSlot(path: string) {
  return render(
    <Provider store={appStore}>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <NavigateProbe />
          <MessagingLayerSlot />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </Provider>,
  );
}

beforeEach(() => {
  resetStores();
  forgetResolved();
  mounts.length = 0;
});

test('a visitor gets no messaging layer; a signed-in user gets one, with the route', async () => {
  renderSlot('/friends');
  await act(() => Promise.resolve());
  expect(mounts).toEqual([]);
  expect(screen.queryByRole('status')).toBeNull();

  act(() => appStore.set(userAtom, TEST_USER));
  expect((await screen.findByRole('status')).textContent).toBe('layer on FriendsPage (no prefix)');
  act(() => go('/tr/shop'));
  expect(screen.getByRole('status').textContent).toBe('layer on CoinPage (tr)');
  expect(mounts).toEqual([MESSAGING_LAYER_ID]);

  // Signed out: the layer unmounts (the remote closes the user's store).
  act(() => appStore.set(userAtom, null));
  expect(screen.queryByRole('status')).toBeNull();
});
