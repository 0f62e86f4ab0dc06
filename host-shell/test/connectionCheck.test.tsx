import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import {
  isBusy,
  setMessaging,
  type Media,
  type MediaEvents,
  type MessagingTransport,
  type Outbound,
  type TransportCallbacks,
} from 'shared-sdk';
import { MessagingConnection } from 'shared-sdk/chat';
import { EnglishTexts } from './setup';
import ConnectionCheckPage from '../src/features/connection-check/components/ConnectionCheckPage';
import { checkChannel, parseUserId } from '../src/features/connection-check/state/labels';
import {
  VideoCheck,
  type VideoCheckUpdate,
} from '../src/features/connection-check/state/videoCheck';

function fakeConnection() {
  let cb!: TransportCallbacks;
  const sent: Outbound[] = [];
  const transport: MessagingTransport = {
    provider: 'local',
    open(_t, c) {
      cb = c;
      return {
        request: async (out) => {
          sent.push(out);
          return out.op === 'peer' ? { online: { [out.to]: true } } : {};
        },
        close: () => undefined,
      };
    },
  };
  const m = new MessagingConnection({ transport, getToken: async () => 'tok' });
  return { m, sent, cb: () => cb };
}

const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });

describe('ConnectionCheck page', () => {
  afterEach(() => {
    cleanup();
    setMessaging(null);
  });

  it('shows the connection state, sends a test message and lists received ones once', async () => {
    const { m, sent, cb } = fakeConnection();
    render(<ConnectionCheckPage />, { wrapper: EnglishTexts });
    const status = screen.getByRole('status', { name: 'Messaging connection' });
    expect(status.textContent).toContain('Not connected');
    act(() => setMessaging(m));
    act(() => void m.login());
    await flush();
    expect(status.textContent).toContain('Connecting');
    act(() => cb().online({ userId: '7', serverTime: 1000 }));
    expect(status.textContent).toContain('Online');
    expect(screen.getByText('Your user id: 7')).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Send a test message' });
    fireEvent.change(within(form).getByLabelText('Recipient user id'), { target: { value: '8' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'hello B' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await flush();
    expect(sent).toContainEqual({
      op: 'peer',
      to: '8',
      payload: { kind: 'connection-check', text: 'hello B' },
    });
    expect(within(form).getByText('Sent. The recipient is online.')).toBeTruthy();

    act(() =>
      cb().inbound({
        kind: 'peer',
        from: '8',
        payload: { kind: 'connection-check', text: 'hi <b>A</b>' },
        ts: 2000,
      }),
    );
    const list = within(form).getByRole('list', { name: 'Received messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list.textContent).toContain('From 8: hi <b>A</b>'); // text, never markup
    // A message older than the moment we came online is stale (spec 2 §4 lifecycle 9).
    act(() =>
      cb().inbound({
        kind: 'peer',
        from: '8',
        payload: { kind: 'connection-check', text: 'old' },
        ts: 900,
      }),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('the video check needs a valid recipient and an online connection', () => {
    render(<ConnectionCheckPage />, { wrapper: EnglishTexts });
    const region = screen.getByRole('region', { name: 'Start video check' });
    const button = within(region).getByRole('button', { name: 'Start video check' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Your camera').tagName).toBe('VIDEO');
    expect(screen.getByLabelText('Their video').tagName).toBe('VIDEO');
  });

  it('helpers: one channel for both sides, numeric ids only', () => {
    expect(checkChannel('12', '3')).toBe(checkChannel('3', '12'));
    expect(parseUserId(' 42 ')).toBe('42');
    expect(parseUserId('4x')).toBeNull();
  });
});

describe('VideoCheck (local Media provider, busy while running)', () => {
  class FakeStream {
    constructor(private readonly tracks: MediaStreamTrack[] = []) {}
    getTracks() {
      return this.tracks;
    }
  }
  beforeAll(() => {
    (globalThis as { MediaStream?: unknown }).MediaStream = FakeStream;
  });

  it('joins the pair channel as host, publishes camera + mic, reports the remote video', async () => {
    const { m, cb } = fakeConnection();
    void m.login();
    await flush();
    cb().online({ userId: '7' });
    const handlers: Partial<Record<keyof MediaEvents, (ev: unknown) => void>> = {};
    const media = {
      join: jest.fn(async () => undefined),
      publish: jest.fn(async () => undefined),
      leave: jest.fn(async () => undefined),
      remoteUsers: () => [],
      on: (type: keyof MediaEvents, fn: (ev: unknown) => void) => {
        handlers[type] = fn;
        return () => delete handlers[type];
      },
    } as unknown as Media;
    const stopTrack = jest.fn();
    const tracks = [
      { kind: 'video', stop: stopTrack },
      { kind: 'audio', stop: stopTrack },
    ] as unknown as MediaStreamTrack[];
    const updates: VideoCheckUpdate[] = [];
    const check = new VideoCheck(m, '8', (u) => updates.push(u), {
      getUserMedia: async (c) => {
        expect(c).toEqual({ video: true, audio: true });
        return new FakeStream(tracks) as unknown as MediaStream;
      },
      createMedia: () => media,
    });
    await check.start();
    expect(isBusy()).toBe(true); // status 1 while the video check runs (spec 1 §4.3)
    expect(media.join).toHaveBeenCalledWith(checkChannel('7', '8'), 'host');
    expect(media.publish).toHaveBeenCalledWith(tracks);
    expect(updates.at(-1)?.phase).toBe('waiting');
    handlers['user-published']!({ uid: '8', kind: 'video', track: { kind: 'video' } });
    expect(updates.at(-1)).toMatchObject({ phase: 'connected' });
    expect(updates.at(-1)?.remoteVideo).toBeInstanceOf(FakeStream);
    await check.stop();
    expect(media.leave).toHaveBeenCalled();
    expect(stopTrack).toHaveBeenCalledTimes(2);
    expect(isBusy()).toBe(false);
    m.logout();
  });
});
