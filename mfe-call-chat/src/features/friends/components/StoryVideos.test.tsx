import { act, fireEvent, screen } from '@testing-library/react';
import { type StoryVideo } from 'shared-sdk';
import { albumApi } from 'shared-sdk/chat';
import { renderWithApp as render } from 'shared-sdk/testing';
import { useStoryVideos } from '../hooks/useStoryVideos';
import { StoryVideos, clipLength } from './StoryVideos';

// FriendPage's story videos (spec 2 §7 getStoryVideos through the SDK): a status while
// loading, nothing without stories (or when the load fails: album calls swallow errors), and
// per clip its poster and one button that plays it muted inline, pauses it, or tries again.

const clip = (id: number): StoryVideo => ({
  id,
  videoUrl: `http://b/assets/hosts/${id}/story.webm`,
  coverUrl: `http://b/assets/hosts/${id}/story.jpg`,
  duration: 3,
});
const page = (list: StoryVideo[]) =>
  Promise.resolve({
    ok: true as const,
    code: 200,
    msg: '',
    data: { pageNo: 1, pages: list.length ? 1 : 0, total: list.length, list },
  });

function Stories({ id }: { id: number }) {
  return <StoryVideos state={useStoryVideos(id)} name="Ann" />;
}

let getStories: jest.SpyInstance;
let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  getStories = jest.spyOn(albumApi, 'getStoryVideos').mockImplementation(() => page([clip(7)]));
  // jsdom has no media playback: play() resolves and fires 'playing', pause() fires 'pause'.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    queueMicrotask(() => this.dispatchEvent(new Event('playing')));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => jest.restoreAllMocks());

test('loading, then the poster and length; nothing is downloaded before a tap', async () => {
  render(<Stories id={7} />);
  expect(screen.getByRole('status').textContent).toBe('Loading story videos…');
  const section = await screen.findByRole('region', { name: 'Story videos of Ann' });
  expect(getStories).toHaveBeenCalledWith({ searchUserId: 7, page: 1, size: 10 });
  expect(screen.queryByRole('status')).toBeNull();
  const video = section.querySelector('video')!;
  expect(video.getAttribute('src')).toBe(clip(7).videoUrl);
  expect(video.getAttribute('poster')).toBe(clip(7).coverUrl);
  expect(video.getAttribute('preload')).toBe('none');
  expect(video.hasAttribute('playsinline')).toBe(true);
  expect(video.hasAttribute('autoplay')).toBe(false);
  expect(video.hasAttribute('controls')).toBe(false);
  expect(section.textContent).toContain('0:03');
  // One button, no dead controls (no sound button: the clips have none).
  expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
    'Play the story video of Ann',
  ]);
  expect(play).not.toHaveBeenCalled();
});

test('a tap plays it muted and inline, a second tap pauses, a third plays again', async () => {
  render(<Stories id={7} />);
  const button = await screen.findByRole('button', { name: 'Play the story video of Ann' });
  const video = document.querySelector('video')!;
  await act(async () => fireEvent.click(button));
  expect(play).toHaveBeenCalledTimes(1);
  expect(video.muted).toBe(true);
  expect(button.getAttribute('aria-label')).toBe('Pause the story video of Ann');
  await act(async () => fireEvent.click(button));
  expect(pause).toHaveBeenCalledTimes(1);
  expect(button.getAttribute('aria-label')).toBe('Play the story video of Ann');
  await act(async () => fireEvent.click(button));
  expect(play).toHaveBeenCalledTimes(2);
  expect(button.getAttribute('aria-label')).toBe('Pause the story video of Ann');
});

test('a clip that fails says so, and the button tries again', async () => {
  const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  render(<Stories id={7} />);
  await screen.findByRole('button', { name: 'Play the story video of Ann' });
  act(() => void document.querySelector('video')!.dispatchEvent(new Event('error')));
  const retry = screen.getByRole('button', { name: 'Try again to play the story video of Ann' });
  expect(retry.textContent).toBe('The video could not be played. Tap to try again.');
  await act(async () => fireEvent.click(retry));
  expect(load).toHaveBeenCalledTimes(1);
  expect(play).toHaveBeenCalledTimes(1);
  expect(retry.getAttribute('aria-label')).toBe('Pause the story video of Ann');
});

test('several clips are numbered', async () => {
  getStories.mockImplementation(() => page([clip(7), clip(8)]));
  render(<Stories id={7} />);
  expect(await screen.findByRole('button', { name: 'Play the story video 2 of Ann' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Play the story video 1 of Ann' })).toBeTruthy();
});

test('no stories, or a failed load: no video area at all', async () => {
  getStories.mockImplementation(() => page([]));
  const { container, unmount } = render(<Stories id={8} />);
  await act(async () => undefined);
  expect(container.innerHTML).toBe('');
  unmount();
  getStories.mockImplementation(() =>
    Promise.resolve({ ok: false, code: -1, msg: 'network', data: null }),
  );
  const failed = render(<Stories id={9} />);
  await act(async () => undefined);
  expect(failed.container.innerHTML).toBe('');
});

test('clip lengths read m:ss', () => {
  expect([3, 59.6, 61, 600].map(clipLength)).toEqual(['0:03', '1:00', '1:01', '10:00']);
});
