import {
  isSnapshotPath,
  isTakeoverPending,
  prepareTakeover,
  takeOver,
} from '../src/features/prerender/state/takeover';
import entryRetryPlugin, { withRetries } from '../src/features/remotes/runtime/entryRetryPlugin';
import fetchTimeoutPlugin from '../src/features/remotes/runtime/fetchTimeoutPlugin';

// Issue 9 "First paint from HTML": the app renders behind the pre-rendered landing and swaps in
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
