import { act, renderHook } from '@testing-library/react';
import { TASK_TIP_BUBBLE_MS, WALL_TIP_MS } from 'shared-sdk/constants';
import { useTimedTip } from './useTimedTip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the tip shows for its time, then hides by itself', () => {
  const { result } = renderHook(() => useTimedTip(TASK_TIP_BUBBLE_MS));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(TASK_TIP_BUBBLE_MS - 1));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});

test("another page shows it again, for that page's time", () => {
  const { result, rerender } = renderHook(({ ms, key }) => useTimedTip(ms, key), {
    initialProps: { ms: WALL_TIP_MS, key: 'GoddessWall' },
  });
  act(() => jest.advanceTimersByTime(WALL_TIP_MS));
  expect(result.current).toBe(false);
  rerender({ ms: 20_000, key: 'LivCam' });
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(19_999));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});

test('the time runs from when the tip has its data, not from the mount', () => {
  const { result, rerender } = renderHook(
    ({ ready }) => useTimedTip(WALL_TIP_MS, 'GoddessWall', ready),
    {
      initialProps: { ready: false },
    },
  );
  act(() => jest.advanceTimersByTime(WALL_TIP_MS * 3));
  expect(result.current).toBe(true);
  rerender({ ready: true });
  act(() => jest.advanceTimersByTime(WALL_TIP_MS - 1));
  expect(result.current).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(false);
});
