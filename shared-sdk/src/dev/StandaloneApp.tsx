// The standalone dev page: what the host gives a remote (one jotai Provider on the SDK store,
// a router, an SDK navigator, i18n), so this remote's team can work without the host running.
// Every remote uses it from `shared-sdk/dev` (not part of the shared singleton: dev pages only).
import { useEffect, type ComponentType } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { appStore, getRoute, initI18n, pathFor, registerNavigator } from '../index';
import { DevSessionBar } from './DevSessionBar';
import dev from './StandaloneApp.module.css';

export interface DevEntry {
  /** The exposed module, e.g. './TaskList'. */
  expose: string;
  /** Its route name in the SDK table; slots have none and get a /dev/<name> path. */
  route?: string;
  /** Sample params for routes with parameters, e.g. { friendId: '10001' }. */
  params?: Record<string, string>;
  Component: ComponentType;
}

export interface LoginPopupProps {
  source: string;
  onClose(): void;
}

interface StandaloneAppProps {
  remote: string;
  entries: DevEntry[];
  /** mfe_auth passes its LoginPopup so requireLogin() opens the real popup standalone. */
  loginPopup?: ComponentType<LoginPopupProps>;
}

// The host starts the shared i18next instance; standalone, this page does.
void initI18n();

const slotPath = (e: DevEntry) => `/dev/${e.expose.replace('./', '')}`;
const patternOf = (e: DevEntry) =>
  e.route ? (getRoute(e.route)?.path ?? slotPath(e)) : slotPath(e);
const linkOf = (e: DevEntry) => (e.route ? pathFor(e.route, e.params) : slotPath(e));

/** Registers an SDK navigator backed by this router, so navigate(routeName) works standalone. */
function NavigatorBridge() {
  const go = useNavigate();
  useEffect(
    () =>
      registerNavigator({
        go: (path, { replace }) => go(path, { replace }),
        current: () => ({ pathname: window.location.pathname, search: window.location.search }),
        back: () => go(-1),
      }),
    [go],
  );
  return null;
}

function NotHere() {
  const { pathname } = useLocation();
  return (
    <p className={dev.note}>
      <code>{pathname}</code> is served by another part of the app when it runs inside the host.
    </p>
  );
}

export function StandaloneApp({ remote, entries, loginPopup }: StandaloneAppProps) {
  const hasRoot = entries.some((e) => patternOf(e) === '/');
  return (
    <Provider store={appStore}>
      <BrowserRouter>
        <NavigatorBridge />
        <header className={dev.bar}>
          <strong>{remote} · standalone</strong>
          <nav aria-label="Exposed modules" className={dev.links}>
            {entries.map((e) => (
              <Link key={e.expose} to={linkOf(e)}>
                {e.expose}
              </Link>
            ))}
          </nav>
          <DevSessionBar loginPopup={loginPopup} />
        </header>
        <Routes>
          {entries.map((e) => (
            <Route key={e.expose} path={patternOf(e)} element={<e.Component />} />
          ))}
          {!hasRoot && (
            <Route path="/" element={<p className={dev.note}>Pick an exposed module above.</p>} />
          )}
          <Route path="*" element={<NotHere />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  );
}
