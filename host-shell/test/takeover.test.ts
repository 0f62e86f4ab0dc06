import {
  isSnapshotPath,
  isTakeoverPending,
  prepareTakeover,
  takeOver,
  onSnapshotSignIn,
} from '../src/features/prerender/state/takeover';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the inline script as the build writes it
const { SNAPSHOT_SIGN_IN } = require('../scripts/snapshotScripts.cjs') as {
  SNAPSHOT_SIGN_IN: string;
};
import entryRetryPlugin, { withRetries } from '../src/features/remotes/runtime/entryRetryPlugin';
import fetchTimeoutPlugin from '../src/features/remotes/runtime/fetchTimeoutPlugin';

// The app renders behind the pre-rendered landing and swaps in
// one step; visitors with a session, and other paths, never keep the snapshot.

function page(path = '/') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="prerender"><h1>Snapshot</h1></div><div id="root"></div>';
  return {
    root: document.getElementById('root')!,
    snapshot: () => document.getElementById('prerender'),
  };
}

afterEach(() => takeOver());

test('snapshot paths: the root and the language roots only', () => {
  for (const p of ['/', '/tr', '/tr/', '/gb', '/nl/'])
    expect([p, isSnapshotPath(p)]).toEqual([p, true]);
  for (const p of ['/login', '/tr/login', '/wall', '/about.html', '/de', '/tr/x'])
    expect([p, isSnapshotPath(p)]).toEqual([p, false]);
});

test('a visitor without a session: the app renders hidden, then swaps in one step', () => {
  const { root, snapshot } = page('/tr/');
  expect(prepareTakeover({ keepSnapshot: true })).toBe(true);
  expect(root.hidden).toBe(true);
  expect(snapshot()).not.toBeNull();
  expect(isTakeoverPending()).toBe(true);
  takeOver();
  expect(snapshot()).toBeNull();
  expect(root.hidden).toBe(false);
  expect(isTakeoverPending()).toBe(false);
});

test('with a session (or an auto-login link) the snapshot goes before the first render', () => {
  const { root, snapshot } = page('/');
  expect(prepareTakeover({ keepSnapshot: false })).toBe(false);
  expect(snapshot()).toBeNull();
  expect(root.hidden).toBe(false);
});

test('a page that is not a root never keeps a snapshot', () => {
  const { snapshot } = page('/wall');
  expect(prepareTakeover({ keepSnapshot: true })).toBe(false);
  expect(snapshot()).toBeNull();
});

test('no snapshot in the page: nothing to do', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(prepareTakeover({ keepSnapshot: true })).toBe(false);
  expect(document.getElementById('root')!.hidden).toBe(false);
});

test('one manifest fetch: only the timeout plugin has a fetch hook; the entry retry has none', () => {
  const retry = entryRetryPlugin();
  expect(retry.fetch).toBeUndefined();
  expect(typeof retry.loadEntryError).toBe('function');
  expect(typeof fetchTimeoutPlugin().fetch).toBe('function');
});

test('entry retry: a failing entry is tried again (3 attempts in all), then the error stays', async () => {
  let calls = 0;
  const flaky = () =>
    ++calls < 3 ? Promise.reject(new Error('RUNTIME-008')) : Promise.resolve('entry');
  await expect(withRetries(flaky, { delayMs: 1 })).resolves.toBe('entry');
  expect(calls).toBe(3);
  calls = -10;
  await expect(withRetries(flaky, { delayMs: 1 })).rejects.toThrow('RUNTIME-008');
  expect(calls).toBe(-7);
});

describe('a tap on Sign in in the snapshot (scripts/prerender.mjs SNAPSHOT_SIGN_IN)', () => {
  /** The inline script as the pre-rendered page carries it, run on a snapshot with a sign-in link. */
  function snapshotWithScript() {
    document.body.innerHTML =
      '<div id="prerender"><a href="/tr/login" class="cta">Sign in to start chatting</a><a href="/about.html">About</a></div><div id="root"></div>';
    const w = window as Window & { __snapshotSignIn?: boolean; __startApp?: (() => void) | null };
    w.__snapshotSignIn = false;
    w.__startApp = jest.fn();
    new Function(SNAPSHOT_SIGN_IN)();
    return { w, link: document.querySelector('a.cta') as HTMLAnchorElement };
  }

  test('before the app runs: the tap stays on the page, shows it is on its way, starts the app; the host opens sign-in once', () => {
    const { w, link } = snapshotWithScript();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.classList.contains('snapshot-pending')).toBe(true);
    expect(w.__startApp).toHaveBeenCalledTimes(1);
    const open = jest.fn();
    const off = onSnapshotSignIn(open);
    expect(open).toHaveBeenCalledTimes(1);
    off();
  });

  test('while the app renders behind the snapshot: the tap opens sign-in when it comes; other links and new-tab clicks are left alone', () => {
    const { link } = snapshotWithScript();
    const open = jest.fn();
    const off = onSnapshotSignIn(open);
    expect(open).not.toHaveBeenCalled();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const about = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a[href="/about.html"]')!.dispatchEvent(about);
    expect(about.defaultPrevented).toBe(false);
    expect(open).not.toHaveBeenCalled();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(open).toHaveBeenCalledTimes(1);
    off();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
