import { act, renderHook } from '@testing-library/react';
import { LiveRoomStore } from '../engine';
import { useLiveRoom } from './useLiveRoom';

test('re-renders with each new snapshot of the store', () => {
  const store = new LiveRoomStore();
  const { result } = renderHook(() => useLiveRoom(store));
  expect(result.current).toEqual({ status: 'idle' });
  act(() => {
    store.dispatch({ type: 'messaging', state: 'online' });
    store.enter(
      {
        id: 1,
        channelId: 'c1',
        hostId: 9,
        name: 'Ann',
        coverUrl: '/c.jpg',
        profit: 0,
        audienceNum: 0,
        praiseNum: 0,
        topAudiences: [],
      },
      { kind: 'user', id: 5 },
    );
  });
  expect(result.current).toMatchObject({ status: 'entering', phase: 'joining' });
});
