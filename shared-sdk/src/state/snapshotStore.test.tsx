/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { createSnapshotStore } from './snapshotStore';
import { useSnapshotStore } from './useSnapshotStore';

test('set tells every listener once per change, the same value tells no one', () => {
  const store = createSnapshotStore({ n: 0 });
  const heard: number[] = [];
  const off = store.subscribe(() => heard.push(store.getSnapshot().n));
  store.set({ n: 1 });
  store.update((s) => ({ n: s.n + 1 }));
  store.set(store.getSnapshot());
  expect(heard).toEqual([1, 2]);
  expect(store.listenerCount).toBe(1);
  off();
  store.set({ n: 3 });
  expect(heard).toEqual([1, 2]);
  expect(store.listenerCount).toBe(0);
});

test('a listener that unsubscribes another while being told does not stop the round', () => {
  const store = createSnapshotStore(0);
  const calls: string[] = [];
  let offB: () => void = () => undefined;
  store.subscribe(() => {
    calls.push('a');
    offB();
  });
  offB = store.subscribe(() => calls.push('b'));
  store.set(1);
  store.set(2);
  expect(calls).toEqual(['a', 'b', 'a']);
});

test('a component re-renders with the new snapshot', () => {
  const store = createSnapshotStore('idle');
  function Status() {
    return <p>{useSnapshotStore(store)}</p>;
  }
  render(<Status />);
  expect(screen.getByText('idle')).toBeTruthy();
  act(() => store.set('ready'));
  expect(screen.getByText('ready')).toBeTruthy();
});
