import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { friendApi } from 'shared-sdk';
import type { CallStatusOf } from '../engine';
import { renderWithApp } from 'shared-sdk/testing';
import { CallPrompts } from './CallPrompts';

// The rules are table-tested in state/prompts.test.ts; this checks the window shows them from the
// call snapshot and calls the SDK (relations once, stick on confirm).
const NOW = 1_700_000_000_000;
const snap = (over: Partial<CallStatusOf<'inCall'>> = {}): CallStatusOf<'inCall'> =>
  ({
    status: 'inCall',
    peer: { id: 7, userName: 'Ann', relation: 2 },
    room: {
      roomNum: 'r1',
      role: 'caller',
      price: 60,
      goddessLocation: 0,
      callLocation: 106,
      ringExpiresAt: 0,
    },
    startedAt: NOW,
    muted: { audio: false, video: false },
    remoteGone: false,
    lowCoins: false,
    videoTime: 0,
    confirmingHangup: false,
    requestHangup: jest.fn(),
    confirmHangup: jest.fn(),
    dismissHangup: jest.fn(),
    mute: jest.fn(),
    friendPrompt: null,
    acceptFriend: jest.fn(),
    dismissFriendPrompt: jest.fn(),
    report: jest.fn(),
    ...over,
  }) as CallStatusOf<'inCall'>;

let relations: jest.SpyInstance;
let stick: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  relations = jest
    .spyOn(friendApi, 'relations')
    .mockResolvedValue({
      ok: true,
      code: 200,
      msg: '',
      data: [{ userId: 7, relation: 2, stick: 0 }],
    } as never);
  stick = jest
    .spyOn(friendApi, 'stick')
    .mockResolvedValue({ ok: true, code: 200, msg: '', data: { stick: 1 } } as never);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = async (ms: number) => {
  for (let left = ms; left > 0; left -= 1000)
    await act(async () => {
      jest.advanceTimersByTime(Math.min(1000, left));
    });
};

test('the favourite prompt at 300 s for a friend not yet favourite; Add sets stick 1 and closes 3 s later', async () => {
  renderWithApp(<CallPrompts snap={snap()} name="Ann" />, { loggedIn: true });
  await advance(299_000);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await advance(1_000);
  expect(screen.getByRole('alertdialog', { name: 'Add to favourites' })).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  });
  expect(stick).toHaveBeenCalledWith({ friendUserId: 7, stick: 1 });
  expect(screen.getByRole('status').textContent).toBe('Ann is now a favourite.');
  // The name keeps its own direction inside the sentence.
  expect(screen.getByText('Ann').tagName).toBe('BDI');
  await advance(3_000);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(relations).toHaveBeenCalledTimes(1);
});

test('a favourite already, or not a friend: no prompt; unanswered it closes after 20 s', async () => {
  relations.mockResolvedValue({
    ok: true,
    code: 200,
    msg: '',
    data: [{ userId: 7, relation: 2, stick: 1 }],
  } as never);
  const { unmount } = renderWithApp(<CallPrompts snap={snap()} name="Ann" />, { loggedIn: true });
  await advance(301_000);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  unmount();
  relations.mockClear();
  const stranger = renderWithApp(
    <CallPrompts snap={snap({ peer: { id: 7, relation: 4 } })} name="Ann" />,
    { loggedIn: true },
  );
  await advance(301_000);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(relations).not.toHaveBeenCalled();
  stranger.unmount();

  relations.mockResolvedValue({
    ok: true,
    code: 200,
    msg: '',
    data: [{ userId: 7, relation: 2, stick: 0 }],
  } as never);
  renderWithApp(<CallPrompts snap={snap({ startedAt: Date.now() })} name="Ann" />, {
    loggedIn: true,
  });
  await advance(300_000);
  expect(screen.getByRole('alertdialog')).toBeTruthy();
  await advance(20_000);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('recharge: the countdown from 58 s while the next minute is not covered; the minute prompt from the server time', async () => {
  let update: (s: CallStatusOf<'inCall'>) => void = () => undefined;
  function Harness() {
    const [s, setS] = useState(snap({ lowCoins: true }));
    update = setS;
    return <CallPrompts snap={s} name="Ann" />;
  }
  renderWithApp(<Harness />, { loggedIn: true });
  expect(screen.getByRole('alert').textContent).toContain('recharge within 58 s');
  await advance(3_000);
  expect(screen.getByRole('alert').textContent).toContain('recharge within 55 s');
  act(() => update(snap({ lowCoins: true, videoTime: 61 })));
  expect(screen.getByRole('status').textContent).toBe('Minute 2 started: 60 coins.');
  await advance(5_000);
  expect(screen.queryByRole('status')).toBeNull();
});

test('add-friend prompt: times 1 asks with Accept / Not now, times 2 is the success note', () => {
  const s1 = snap({
    peer: { id: 7, userName: 'Ann', relation: 4 },
    friendPrompt: { friendId: 7, times: 1, accepting: false },
  });
  const { rerender } = renderWithApp(<CallPrompts snap={s1} name="Ann" />, { loggedIn: true });
  const ask = screen.getByRole('alertdialog', { name: 'Friend request' });
  expect(ask.textContent).toContain('Ann wants to be your friend.');
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(s1.acceptFriend).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
  expect(s1.dismissFriendPrompt).toHaveBeenCalledTimes(1);

  const accepting = snap({ ...s1, friendPrompt: { friendId: 7, times: 1, accepting: true } });
  rerender(<CallPrompts snap={accepting} name="Ann" />);
  expect((screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement).disabled).toBe(true);

  rerender(
    <CallPrompts
      snap={snap({ friendPrompt: { friendId: 7, times: 2, accepting: false } })}
      name="Ann"
    />,
  );
  expect(screen.queryByRole('alertdialog', { name: 'Friend request' })).toBeNull();
  expect(screen.getByRole('status', { name: 'Now friends' }).textContent).toBe(
    'You and Ann are now friends.',
  );
});
