import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  appStore,
  hostsApi,
  isMobileAtom,
  loginPopupAtom,
  registerCallLayer,
  type CallRequest,
} from 'shared-sdk';
import { CALL_LOCATION } from 'shared-sdk/constants';
import { renderWithApp } from 'shared-sdk/testing';
import { VIEWER_HASH, VIEWER_PLAY_DELAY_MS, VIEWER_TRANSITION_MS } from '../state/constants';
import { answer, hostCard } from '../testKit';
import { HostViewer } from './HostViewer';

// jsdom has no PointerEvent: a MouseEvent with the pointer's id and type stands in.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? 'touch';
  }
}
if (typeof window.PointerEvent === 'undefined')
  (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;

const host = hostCard;
const hosts = (n: number) => Array.from({ length: n }, (_, i) => host(i + 1));
const ok = answer;
const slides = () => [...document.querySelectorAll<HTMLElement>('[data-slide]')];
const shownSlide = () => document.querySelector<HTMLElement>('[data-active="true"]');
const dialog = () => screen.getByRole('dialog');

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  window.history.replaceState(null, '', '/wall');
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  appStore.set(isMobileAtom, true);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('one host per slide, at most 3 in the DOM; ArrowDown / ArrowUp move one at a time', () => {
  renderWithApp(<HostViewer hosts={hosts(6)} startIndex={0} onClose={jest.fn()} />, {
    loggedIn: true,
  });
  expect(slides().map((s) => s.dataset.slide)).toEqual(['1', '2', '3']);
  expect(within(dialog()).getByRole('heading', { name: 'Host 1' })).toBeTruthy();
  for (let i = 0; i < 4; i++) fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
  expect(shownSlide()?.dataset.slide).toBe('5');
  expect(slides().map((s) => s.dataset.slide)).toEqual(['4', '5', '6']);
  fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
  fireEvent.keyDown(dialog(), { key: 'ArrowDown' }); // the last stays
  expect(shownSlide()?.dataset.slide).toBe('6');
  expect(slides().map((s) => s.dataset.slide)).toEqual(['4', '5', '6']);
  fireEvent.keyDown(dialog(), { key: 'ArrowUp' });
  expect(within(dialog()).getByRole('heading', { name: 'Host 5' })).toBeTruthy();
  expect(screen.getByText('Host 5 of 6')).toBeTruthy();
});

test('a swipe up shows the next host, a swipe down the previous, a short drag springs back', () => {
  renderWithApp(<HostViewer hosts={hosts(5)} startIndex={2} onClose={jest.fn()} />, {
    loggedIn: true,
  });
  const stage = shownSlide()!.parentElement!;
  const swipe = (from: number, to: number) => {
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: from, button: 0 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 102, clientY: to });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 102, clientY: to });
  };
  swipe(600, 300);
  expect(shownSlide()?.dataset.slide).toBe('4');
  swipe(300, 290);
  expect(shownSlide()?.dataset.slide).toBe('4');
  swipe(200, 500);
  swipe(200, 500);
  expect(shownSlide()?.dataset.slide).toBe('2');
});

test('video, else picture, else avatar initial; only the active video plays, 100 ms after it is set', () => {
  jest.useFakeTimers();
  const list = [
    host(1, { videoUrl: '/v/1.webm', videoCoverUrl: '/v/1.jpg' }),
    host(2, { videoUrl: '/v/2.webm', videoCoverUrl: '/v/2.jpg' }),
    host(3, { pictureUrl: '', headImg: '' }),
  ];
  renderWithApp(<HostViewer hosts={list} startIndex={0} onClose={jest.fn()} />, {
    loggedIn: true,
  });
  const video = (id: number) =>
    document.querySelector<HTMLVideoElement>(`[data-slide="${id}"] video`)!;
  expect(video(1).getAttribute('poster')).toBe('/v/1.jpg');
  expect(video(1).muted).toBe(true);
  expect(document.querySelector('[data-slide="3"]')?.textContent).toBe('H');
  expect(screen.getByRole('status').textContent).toBe('Loading video…');
  act(() => void jest.advanceTimersByTime(VIEWER_PLAY_DELAY_MS - 1));
  expect(play).not.toHaveBeenCalled();
  act(() => void jest.advanceTimersByTime(1));
  expect(play.mock.instances).toEqual([video(1)]);
  act(() => void video(1).dispatchEvent(new Event('playing')));
  expect(screen.queryByRole('status')).toBeNull();

  fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
  expect(pause.mock.instances).toContain(video(1));
  expect(screen.getByRole('status')).toBeTruthy(); // until the new one plays
  act(() => void jest.advanceTimersByTime(VIEWER_PLAY_DELAY_MS));
  expect(play.mock.instances.at(-1)).toBe(video(2));
});

test('desktop arrows: previous hidden at the first, next hidden at the last', () => {
  appStore.set(isMobileAtom, false);
  renderWithApp(<HostViewer hosts={hosts(2)} startIndex={0} onClose={jest.fn()} />, {
    loggedIn: true,
  });
  expect(screen.queryByRole('button', { name: 'Previous host' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Next host' }));
  expect(screen.queryByRole('button', { name: 'Next host' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Previous host' }));
  expect(shownSlide()?.dataset.slide).toBe('1');
});

test('the wheel moves one slide per turn (not again within the transition) and never scrolls the page', () => {
  renderWithApp(<HostViewer hosts={hosts(5)} startIndex={0} onClose={jest.fn()} />, {
    loggedIn: true,
  });
  const wheel = (deltaY: number, timeStamp: number) => {
    const e = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
    Object.defineProperty(e, 'timeStamp', { value: timeStamp });
    act(() => void dialog().dispatchEvent(e));
    return e.defaultPrevented;
  };
  expect(wheel(3, 1000)).toBe(true); // jitter: nothing moves, the page does not scroll either
  expect(shownSlide()?.dataset.slide).toBe('1');
  wheel(60, 1000);
  wheel(60, 1000 + VIEWER_TRANSITION_MS - 1); // the same turn
  expect(shownSlide()?.dataset.slide).toBe('2');
  wheel(60, 1000 + VIEWER_TRANSITION_MS);
  expect(shownSlide()?.dataset.slide).toBe('3');
  wheel(-60, 5000);
  expect(shownSlide()?.dataset.slide).toBe('2');
});

test('a phone has no arrows', () => {
  renderWithApp(<HostViewer hosts={hosts(3)} startIndex={1} onClose={jest.fn()} />, {
    loggedIn: true,
  });
  expect(screen.queryByRole('button', { name: /host$/ })).toBeNull();
});

test('opening pushes #host; Close goes back one, and that Back closes the viewer', async () => {
  const onClose = jest.fn();
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => {
    window.history.replaceState(null, '', '/wall');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  renderWithApp(<HostViewer hosts={hosts(3)} startIndex={0} onClose={onClose} />, {
    loggedIn: true,
  });
  expect(window.location.hash).toBe(VIEWER_HASH);
  expect(document.activeElement).toBe(dialog());
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(back).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test("the browser's Back closes the viewer", () => {
  const onClose = jest.fn();
  renderWithApp(<HostViewer hosts={hosts(3)} startIndex={0} onClose={onClose} />, {
    loggedIn: true,
  });
  act(() => {
    window.history.replaceState(null, '', '/wall');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('profile mode: no header or footer, no history entry; Close emits close', () => {
  const onClose = jest.fn();
  renderWithApp(<HostViewer hosts={hosts(3)} startIndex={0} mode="profile" onClose={onClose} />, {
    loggedIn: true,
  });
  expect(window.location.hash).toBe('');
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('Like: a user sees it at once and the like is sent; a failed like is taken back', async () => {
  const like = jest
    .spyOn(hostsApi, 'like')
    .mockImplementationOnce((id) => ok({ likeUserId: id, liked: true, likedAt: 1 }))
    .mockImplementationOnce(() =>
      Promise.resolve({ ok: false, code: 500, msg: 'x', data: null } as never),
    );
  const onLiked = jest.fn();
  renderWithApp(
    <HostViewer hosts={hosts(3)} startIndex={0} onClose={jest.fn()} onLiked={onLiked} />,
    {
      loggedIn: true,
    },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Like Host 1' }));
  const liked = await screen.findByRole('button', { name: 'You like Host 1' });
  expect(liked.getAttribute('aria-pressed')).toBe('true');
  expect(like).toHaveBeenCalledWith(1);
  expect(onLiked).toHaveBeenCalledWith(1, true);

  fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
  fireEvent.click(screen.getByRole('button', { name: 'Like Host 2' }));
  await waitFor(() => expect(onLiked).toHaveBeenLastCalledWith(2, false));
  expect(screen.getByRole('button', { name: 'Like Host 2' }).getAttribute('aria-pressed')).toBe(
    'false',
  );
});

test('Like: a visitor gets the login popup and no like is sent', async () => {
  const like = jest.spyOn(hostsApi, 'like');
  renderWithApp(<HostViewer hosts={hosts(3)} startIndex={0} onClose={jest.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Like Host 1' }));
  expect(appStore.get(loginPopupAtom)).toEqual({ open: true, source: 'like' });
  await act(async () => undefined);
  expect(like).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Like Host 1' }).getAttribute('aria-pressed')).toBe(
    'false',
  );
});

test('Message opens the chat with the host; Chat now asks the call layer for a call', async () => {
  const start = jest.fn<Promise<void>, [CallRequest]>().mockResolvedValue(undefined);
  const unregister = registerCallLayer(start);
  const { navigatedTo } = renderWithApp(
    <HostViewer hosts={hosts(3)} startIndex={1} onClose={jest.fn()} />,
    { loggedIn: true },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Message Host 2' }));
  expect(navigatedTo()).toEqual(['/message/session/2']);
  fireEvent.click(screen.getByRole('button', { name: 'Chat now with Host 2' }));
  await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  expect(start.mock.calls[0]?.[0]).toMatchObject({
    target: { id: 2, userName: 'Host 2', isHost: true },
    callLocation: CALL_LOCATION.hostViewer,
  });
  unregister();
});

test('the active host near the end asks for more', () => {
  const onNearEnd = jest.fn();
  renderWithApp(
    <HostViewer hosts={hosts(5)} startIndex={0} onClose={jest.fn()} onNearEnd={onNearEnd} />,
    { loggedIn: true },
  );
  fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
  fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
  expect(onNearEnd).not.toHaveBeenCalled();
  fireEvent.keyDown(dialog(), { key: 'ArrowDown' });
  expect(onNearEnd).toHaveBeenCalled();
});
