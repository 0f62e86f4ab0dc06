import { act, fireEvent, screen } from '@testing-library/react';
import type { MatchInfo, MatchState } from 'shared-sdk';
import { matchApi } from '../state/matchApi';
import { renderWithApp } from 'shared-sdk/testing';
import { MATCH_PRICE_REVEAL_MS } from '../state/machine';
import { MatchPage } from './MatchPage';

// MatchPage against the SDK's matching calls (the machine's table is in state/machine.test.ts):
// what host matches cost is told before Start, and a paid match's price is on its card before
// the call is placed (backend match README rules M4, M5).
const state = (over: Partial<MatchState> = {}): MatchState => ({
  status: 'idle',
  matched: false,
  matchCancelled: false,
  matchCallStatus: 0,
  match: null,
  waiting: 1,
  goldNum: 120,
  balanceSeq: 1,
  hosts: { cheapestPrice: 60, canAfford: true },
  ...over,
});
const hostMatch: MatchInfo = {
  matchId: 'm1',
  matchUserId: 10007,
  role: 'caller',
  isHost: true,
  pricePerMinute: 80,
  remoteUserInfo: {
    id: 10007,
    userName: 'Emma Johnson',
    headImg: '',
    gender: 2,
    birthday: '',
    countryId: 1,
    relation: 4,
    isHost: true,
  },
  matchedAt: 1,
  launchBy: 2,
};
const flush = () => act(async () => undefined);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('too few coins for any host: said before Start, with the cheapest price and the way to coins', async () => {
  jest
    .spyOn(matchApi, 'fetchMatching')
    .mockResolvedValue(state({ goldNum: 20, hosts: { cheapestPrice: 60, canAfford: false } }));
  const { navigatedTo } = renderWithApp(<MatchPage />, { loggedIn: true });
  await flush();
  const note = screen.getByRole('note', { name: 'Matching with hosts' });
  expect(note.textContent).toContain('Matches with hosts cost from 60 coins/min.');
  expect(note.textContent).toContain(
    'You have 20 coins, so you will only be matched with people, which is free.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Get coins' }));
  expect(navigatedTo()).toEqual(['/shop']);
  // Start still works: matches with people are free.
  expect(screen.getByRole('button', { name: 'Start matching' })).toBeTruthy();
});

test('enough coins: no notice', async () => {
  jest.spyOn(matchApi, 'fetchMatching').mockResolvedValue(state());
  renderWithApp(<MatchPage />, { loggedIn: true });
  await flush();
  expect(screen.queryByRole('note')).toBeNull();
});

test('a paid match shows its price per minute on the card before the call; Skip is the next match', async () => {
  const matched = state({ status: 'matched', matched: true, match: hostMatch });
  // The page's first read, then the polls while the pair waits for its launch.
  jest.spyOn(matchApi, 'fetchMatching').mockResolvedValueOnce(state()).mockResolvedValue(matched);
  const matching = jest
    .spyOn(matchApi, 'matching')
    .mockResolvedValueOnce(matched)
    .mockResolvedValue(state({ status: 'waiting' }));
  jest.spyOn(matchApi, 'exitMatch').mockResolvedValue(state());
  renderWithApp(<MatchPage />, { loggedIn: true });
  await flush();
  fireEvent.click(screen.getByRole('button', { name: 'Start matching' }));
  await flush();
  const card = screen.getByRole('region', { name: 'Your match' });
  expect(card.textContent).toContain('Emma Johnson');
  expect(card.textContent).toContain('80 coins/min');
  expect(card.textContent).toContain('You have 120 coins');
  expect(screen.getByRole('status').textContent).toBe(
    'Matched with Emma Johnson! The call starts in a moment…',
  );
  // Still on the card just before the reveal ends (the call is not placed yet).
  await act(async () => void jest.advanceTimersByTime(MATCH_PRICE_REVEAL_MS - 100));
  expect(screen.getByRole('region', { name: 'Your match' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
  await flush();
  expect(matching).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('region', { name: 'Your match' })).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('Looking for someone…');
});

test('a free match between two people says Free', async () => {
  jest.spyOn(matchApi, 'fetchMatching').mockResolvedValue(state());
  const person: MatchInfo = { ...hostMatch, isHost: false, pricePerMinute: 0, role: 'callee' };
  jest
    .spyOn(matchApi, 'matching')
    .mockResolvedValue(state({ status: 'matched', matched: true, match: person }));
  renderWithApp(<MatchPage />, { loggedIn: true });
  await flush();
  fireEvent.click(screen.getByRole('button', { name: 'Start matching' }));
  await flush();
  expect(screen.getByRole('region', { name: 'Your match' }).textContent).toContain('Free');
  expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
});
