import { LiveRoomStore } from './store';
import { JOINED, LIVE, USER, joined } from './testKit';
import type { LiveCommand } from './types';

function online() {
  const store = new LiveRoomStore();
  const run: LiveCommand[] = [];
  store.setDriver({ run: (c) => void run.push(c) });
  store.dispatch({ type: 'messaging', state: 'online' });
  return { store, run };
}

describe('LiveRoomStore', () => {
  it('publishes a new snapshot per change, split by status, with actions only where valid', () => {
    const { store, run } = online();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));
    const idle = store.getSnapshot();
    expect(idle).toEqual({ status: 'idle' });
    store.dispatch({ type: 'praiseTap' }); // not valid with no room
    expect(store.getSnapshot()).toBe(idle);
    store.enter(LIVE, USER);
    const entering = store.getSnapshot();
    expect(entering).toMatchObject({ status: 'entering', live: LIVE, phase: 'joining' });
    expect('praise' in entering).toBe(false);
    store.dispatch(joined(200));
    store.dispatch({ type: 'firstFrame' });
    const snap = store.getSnapshot();
    if (snap.status !== 'watching') throw new Error(`unexpected ${snap.status}`);
    expect(snap).toMatchObject({
      praiseCount: 100,
      hostFollowed: false,
      closing: null,
      friendRequest: null,
      recharge: null,
    });
    snap.praise();
    expect(store.getSnapshot()).toMatchObject({ praiseCount: 101 });
    expect(seen).toEqual(['entering', 'joining', 'watching', 'watching']);
    expect(run.map((c) => c.type)).toEqual([
      'startTimer',
      'join',
      'loadRoomInfo',
      ...JOINED,
      'startTimer',
    ]);
  });

  it('the close confirmation and the end page have their own actions', () => {
    const { store } = online();
    store.enter(LIVE, USER);
    store.dispatch(joined(200));
    const room = store.getSnapshot();
    if (room.status !== 'joining') throw new Error('not joining');
    room.requestClose();
    const asking = store.getSnapshot();
    if (asking.status !== 'joining' || !asking.closing) throw new Error('no confirmation');
    asking.closing.cancel();
    expect(store.getSnapshot()).toMatchObject({ closing: null });
    store.dispatch({ type: 'liveEnded', channelId: 'c1' });
    const ended = store.getSnapshot();
    if (ended.status !== 'ended') throw new Error('not ended');
    expect(Object.keys(ended).sort()).toEqual([
      'close',
      'live',
      'more',
      'status',
      'swipe',
      'switching',
    ]);
    ended.more();
    expect(store.getSnapshot()).toEqual({ status: 'left', reason: 'more' });
  });

  it('events dispatched by a command run after it (run to completion)', () => {
    const store = new LiveRoomStore();
    store.setDriver({
      run: (c, s) => {
        if (c.type === 'join')
          s.dispatch({ type: 'joinAnswered', liveId: 1, channelId: 'c1', code: 1406 });
      },
    });
    store.dispatch({ type: 'messaging', state: 'online' });
    store.enter(LIVE, USER);
    expect(store.getSnapshot()).toEqual({ status: 'left', reason: 'joinRefused' });
  });

  it('a command that throws does not stop the others', () => {
    const store = new LiveRoomStore();
    const ran: string[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    store.setDriver({
      run: (c) => {
        ran.push(c.type);
        if (c.type === 'join') throw new Error('boom');
      },
    });
    store.dispatch({ type: 'messaging', state: 'online' });
    store.enter(LIVE, USER);
    expect(ran).toEqual(['startTimer', 'join', 'loadRoomInfo']);
    expect(error).toHaveBeenCalledWith('[live] command failed', 'join', expect.any(Error));
    error.mockRestore();
  });

  it('an uninstalled driver is not called; a newer one stays installed', () => {
    const store = new LiveRoomStore();
    const first = jest.fn();
    const second = jest.fn();
    const offFirst = store.setDriver({ run: first });
    store.setDriver({ run: second });
    offFirst();
    store.dispatch({ type: 'messaging', state: 'online' });
    store.enter(LIVE, USER);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
  });
});
