import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from 'shared-sdk/testing';
import { LiveLayer } from './LiveLayer';
import { ROOM_LIVE, testRuntime } from './testRuntime';

// The room rendered per snapshot status, driven through a real LiveRoomStore whose driver runs
// on fake ports (the API, the media provider, messaging online).
const USER = { kind: 'user' as const, id: 5 };
const flush = () => act(() => new Promise((r) => setTimeout(r, 0)));

async function open() {
  const f = testRuntime();
  renderWithApp(<LiveLayer store={f.store} runtime={f.runtime} />, { loggedIn: true });
  act(() => f.store.enter(ROOM_LIVE, USER));
  return f;
}

async function watching() {
  const f = await open();
  await act(async () => f.joined());
  await flush();
  act(() => f.media('first-frame', { uid: '10001', elapsedMs: 1 }));
  // The 3 s entry lock is over (the fake timers never fire on their own).
  act(() => f.store.dispatch({ type: 'timer', name: 'entryLock' }));
  return f;
}

beforeEach(() => window.history.replaceState(null, '', '/'));

// jsdom has no PointerEvent: a MouseEvent with a pointer id stands in (clientY, button).
if (!('PointerEvent' in window)) {
  class PointerEventStandIn extends MouseEvent {
    pointerId: number;
    constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventStandIn });
}
const popped = () => new Promise((r) => window.addEventListener('popstate', r, { once: true }));

test('idle renders nothing; entering shows the cover and a spinner; a failed join offers a retry', async () => {
  const f = testRuntime();
  const { container } = renderWithApp(<LiveLayer store={f.store} runtime={f.runtime} />, {
    loggedIn: true,
  });
  expect(container.innerHTML).toBe('');
  act(() => f.store.enter(ROOM_LIVE, USER));
  const room = screen.getByRole('dialog', { name: 'Live of Ann' });
  expect(room.dataset.status).toBe('entering');
  expect(screen.getByRole('status', { name: 'Entering the live…' })).toBeTruthy();
  expect(window.location.hash).toBe('#live');
  await act(async () => f.joinFailed());
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(f.api.join).toHaveBeenCalledTimes(2);
});

test('joining: the room with its header and chat, the video hidden until the first frame', async () => {
  const f = await open();
  await act(async () => f.joined());
  await flush();
  const room = screen.getByRole('dialog', { name: 'Live of Ann' });
  expect(room.dataset.status).toBe('joining');
  expect(within(room).getByRole('heading', { name: 'Ann' })).toBeTruthy();
  expect(screen.getByLabelText('12 watching')).toBeTruthy();
  expect(screen.getByRole('status', { name: 'Loading the live…' })).toBeTruthy();
  const video = screen.getByTestId('live-video');
  expect(video.className).toMatch(/videoHidden/);
  act(() => f.media('first-frame', { uid: '10001', elapsedMs: 1 }));
  expect(room.dataset.status).toBe('watching');
  expect(screen.getByTestId('live-video').className).not.toMatch(/videoHidden/);
  act(() => f.media('connection-state', { state: 'reconnecting' }));
  expect(screen.getByText('Reconnecting…')).toBeTruthy();
});

test('chat: cut at 100 characters, Enter sends, blank is not sent; the host line has the Host tag', async () => {
  const f = await watching();
  const input = screen.getByRole('textbox', { name: 'Say something…' }) as HTMLInputElement;
  fireEvent.change(input, { target: { value: 'x'.repeat(130) } });
  expect(input.value).toHaveLength(100);
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(f.api.sendChat).toHaveBeenCalledWith({ id: 1, channelId: 'live-1' }, 'x'.repeat(100));
  expect(input.value).toBe('');
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect(f.api.sendChat).toHaveBeenCalledTimes(1);
  act(() =>
    f.store.dispatch({
      type: 'message',
      channelId: 'live-1',
      message: { action: 'chat', userId: 10001, userName: 'Ann', text: 'welcome!' },
    }),
  );
  const line = screen.getByText('welcome!').closest('li')!;
  expect(within(line).getByText('Host')).toBeTruthy();
  // A viewer in the top audience who leaves has a line; one the room never knew has none.
  act(() => f.store.dispatch({ type: 'userLeft', channelId: 'live-1', userId: 3 }));
  act(() => f.store.dispatch({ type: 'userLeft', channelId: 'live-1', userId: 77 }));
  expect(screen.getByText('left the live').closest('li')!.textContent).toContain('Bo');
  expect(screen.getAllByText('left the live')).toHaveLength(1);
});

test('a muted viewer sees the input disabled with the muted placeholder', async () => {
  const f = await watching();
  act(() => f.store.dispatch({ type: 'muteChanged', muted: true }));
  const input = screen.getByRole('textbox', { name: 'Say something…' }) as HTMLInputElement;
  expect(input.disabled).toBe(true);
  expect(input.placeholder).toBe("You're muted.");
});

test('follow asks first, stating the 9 coins; close asks first; Leave closes the room', async () => {
  const f = await watching();
  fireEvent.click(screen.getByRole('button', { name: 'Follow Ann' }));
  expect(screen.getByText('Following the host costs 9 coins.')).toBeTruthy();
  // Not inside the header: the header is a stacking context under the room's panels, which
  // would be drawn over a dialog in it (the gift column over its buttons).
  expect(screen.getByRole('dialog', { name: 'Follow Ann?' }).closest('header')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Follow for 9 coins' }));
  expect(f.api.follow).toHaveBeenCalledWith(10001);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('dialog', { name: 'Leave this live?' }).closest('header')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(f.api.leave).toHaveBeenCalled();
});

test('the mute button turns the sound off and on', async () => {
  await watching();
  const button = screen.getByRole('button', { name: 'Mute the sound' });
  fireEvent.click(button);
  expect((screen.getByTestId('live-video') as HTMLVideoElement).muted).toBe(true);
  expect(
    screen.getByRole('button', { name: 'Turn the sound on' }).getAttribute('aria-pressed'),
  ).toBe('true');
});

test('minimise: the mini player keeps the same video element; restore brings the room back', async () => {
  const f = await watching();
  const video = screen.getByTestId('live-video');
  fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
  const mini = screen.getByRole('region', { name: 'Live of Ann, minimised' });
  expect(screen.getByTestId('live-video')).toBe(video);
  expect(f.ui.showMiniPlayer).toHaveBeenCalled();
  expect(f.api.join).toHaveBeenCalledTimes(1);
  fireEvent.click(within(mini).getByRole('button', { name: 'Back to the live' }));
  expect(screen.getByRole('dialog', { name: 'Live of Ann' }).dataset.status).toBe('watching');
  expect(screen.getByTestId('live-video')).toBe(video);
  fireEvent.click(screen.getByRole('button', { name: 'Minimise' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close the live' }));
  expect(screen.queryByRole('region', { name: /minimised/ })).toBeNull();
  expect(f.ui.closeMiniPlayer).toHaveBeenCalled();
});

test('swipe: a drag over 170 px asks for the next or previous live; a shorter one snaps back', async () => {
  const f = await watching();
  const room = screen.getByRole('dialog', { name: 'Live of Ann' });
  const drag = (from: number, to: number) => {
    fireEvent.pointerDown(room, { clientY: from, pointerId: 1, button: 0 });
    fireEvent.pointerMove(room, { clientY: to, pointerId: 1 });
    fireEvent.pointerUp(room, { clientY: to, pointerId: 1 });
  };
  drag(600, 500);
  expect(f.api.neighbour).not.toHaveBeenCalled();
  drag(600, 400);
  expect(f.api.neighbour).toHaveBeenLastCalledWith({ id: 1, channelId: 'live-1' }, USER, 'next');
  await flush();
  expect(f.ui.toast).toHaveBeenCalledWith('noMoreLives', undefined, undefined);
  drag(300, 500);
  expect(f.api.neighbour).toHaveBeenLastCalledWith(
    { id: 1, channelId: 'live-1' },
    USER,
    'previous',
  );
});

test('desktop: arrows switch lives; the one-time swipe hint is dismissed for good', async () => {
  localStorage.clear();
  const f = await watching();
  expect(screen.getByText('Swipe up or down to switch lives.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
  expect(screen.queryByText('Swipe up or down to switch lives.')).toBeNull();
  expect(localStorage.getItem('livcam.live.swipeHintSeen')).toBe('1');
  fireEvent.keyDown(window, { key: 'ArrowDown' });
  expect(f.api.neighbour).toHaveBeenLastCalledWith(expect.anything(), USER, 'next');
});

test('browser Back leaves the room; the ended live says so, swipes on and offers More', async () => {
  const f = await watching();
  act(() => f.store.dispatch({ type: 'liveEnded', channelId: 'live-1' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Ann' })).toBeTruthy();
  const ended = screen.getByRole('dialog', { name: 'Live of Ann' });
  fireEvent.pointerDown(ended, { clientY: 600, pointerId: 2, button: 0 });
  fireEvent.pointerUp(ended, { clientY: 300, pointerId: 2 });
  expect(f.api.neighbour).toHaveBeenLastCalledWith(expect.anything(), USER, 'next');
  await flush();
  await act(async () => {
    const pop = popped();
    fireEvent.click(screen.getByRole('button', { name: 'More lives' }));
    await pop; // the room's entry goes first, then the navigation
  });
  expect(f.ui.navigate).toHaveBeenCalledWith('GoddessWall');
  act(() => f.store.enter(ROOM_LIVE, USER));
  expect(window.location.hash).toBe('#live');
  await act(async () => {
    const pop = popped();
    window.history.back();
    await pop;
  });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the room takes the focus; Escape asks to close', async () => {
  await watching();
  const room = screen.getByRole('dialog', { name: 'Live of Ann' });
  expect(document.activeElement).toBe(room);
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(screen.getByRole('dialog', { name: 'Leave this live?' })).toBeTruthy();
});
