import { keepsPolling, resultView } from './resultState';

const v = (
  status: Parameters<typeof resultView>[0]['status'],
  secondsLeft = 30,
  loadFailed = false,
  notFound = false,
) => resultView({ status, secondsLeft, loadFailed, notFound });

test.each([
  [v('success'), 'success'],
  [v('refunding'), 'success'],
  [v('failed'), 'failed'],
  [v('created'), 'processing'],
  [v('created', 0), 'slow'],
  [v('pending'), 'pending'],
  [v('pending', 0), 'slow'],
  [v(null), 'loading'],
  [v(null, 30, true), 'error'],
  [v(null, 30, false, true), 'missing'],
])('%s ← %s', (got, want) => {
  expect(got).toBe(want);
});

test('the page keeps reading only while the answer can still change', () => {
  expect(['loading', 'processing', 'pending', 'error'].every((s) => keepsPolling(s as never))).toBe(
    true,
  );
  expect(['success', 'failed', 'slow', 'missing'].some((s) => keepsPolling(s as never))).toBe(
    false,
  );
});
