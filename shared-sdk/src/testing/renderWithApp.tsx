// Renders a component the way the host does: inside the one jotai Provider (the SDK's store)
// and a router, with a test navigator registered so navigate(routeName) can be asserted.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  appStore,
  closeLoginPopup,
  pathFor,
  registerNavigator,
  userAtom,
  type SessionUser,
} from '../index';

// An i18next instance with no packs loaded, as in the host before a pack arrives: every text
// must come from its English default in code.
if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({ lng: 'en', resources: {}, initAsync: false });
}

export const TEST_USER: SessionUser = {
  id: 42,
  userName: 'Ada',
  headImg: '',
  goldNum: 250,
  gender: 2,
  countryId: 1,
  payStatus: 0,
};

interface Options {
  /** The URL the router starts at. */
  at?: string;
  /** The route pattern the element is mounted on (for pages reading params). */
  pattern?: string;
  loggedIn?: boolean;
}

export function renderWithApp(
  ui: ReactElement,
  { at = '/', pattern = '*', loggedIn = false }: Options = {},
) {
  appStore.set(userAtom, loggedIn ? TEST_USER : null);
  closeLoginPopup();
  const go = jest.fn<void, [string, { replace: boolean }]>();
  const back = jest.fn();
  const unregister = registerNavigator({
    go,
    back,
    current: () => ({ pathname: '/', search: '' }),
  });
  const view = render(
    <Provider store={appStore}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  /** The paths the component navigated to, e.g. ['/task']. */
  const navigatedTo = () => go.mock.calls.map(([path]) => path);
  return { ...view, go, back, navigatedTo, unregister };
}

/** The path navigate(name, params) produces, for assertions. */
export const pathOf = pathFor;
