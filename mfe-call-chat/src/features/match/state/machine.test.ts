import type { MatchInfo, MatchState } from 'shared-sdk';
import {
  INITIAL_MATCH_STATE,
  matchTransition,
  type MatchCommand,
  type MatchEvent,
  type MatchMachineState,
  type MatchStatus,
} from './machine';

const info = (role: 'caller' | 'callee', matchId = 'm1', pricePerMinute = 0): MatchInfo => ({
  matchId,
  matchUserId: 7,
  role,
  isHost: pricePerMinute > 0,
  pricePerMinute,
  remoteUserInfo: { id: 7, userName: 'Ann', headImg: '', gender: 2, countryId: 1, relation: 0 } as MatchInfo['remoteUserInfo'],
  matchedAt: 1,
  launchBy: 2,
});
const HOSTS = { cheapestPrice: 60, canAfford: true };
const matchState = (status: MatchState['status'], match: MatchInfo | null = null, cancelled = false): MatchState => ({
  status,
  matched: !!match,
  matchCancelled: cancelled,
  matchCallStatus: 0,
  match,
  waiting: 2,
  goldNum: 120,
  balanceSeq: 3,
  hosts: HOSTS,
});
const answer = (status: MatchState['status'], match: MatchInfo | null = null, cancelled = false): MatchEvent => ({
  type: 'answer',
  state: matchState(status, match, cancelled),
});
/** A host match the caller pays 80 a minute for. */
const paid = (role: 'caller' | 'callee' = 'caller') => info(role, 'm1', 80);
const revealing = (): MatchMachineState => ({ ...at('matched', paid()), revealing: true });
const at = (status: MatchStatus, match: MatchInfo | null = null): MatchMachineState => ({ ...INITIAL_MATCH_STATE, status, match });
const types = (c: MatchCommand[]) => c.map((x) => x.type);

// [from, event, to, commands]
const table: Array<[MatchMachineState, MatchEvent, MatchStatus, string[]]> = [
  [at('idle'), { type: 'start' }, 'starting', ['requestStart']],
  [at('failed'), { type: 'start' }, 'starting', ['requestStart']],
  [at('starting'), answer('waiting'), 'waiting', ['poll']],
  [at('waiting'), answer('waiting'), 'waiting', ['poll']],
  [at('waiting'), answer('matched', info('caller')), 'matched', ['launch', 'poll']],
  [at('waiting'), answer('matched', info('callee')), 'matched', ['poll']],
  [at('starting'), answer('idle'), 'starting', ['requestStart']],
  [at('waiting'), answer('cancelled'), 'starting', ['requestStart']],
  [at('waiting'), { type: 'failed', code: 100007 }, 'failed', ['clearPoll']],
  [at('waiting'), { type: 'stop' }, 'idle', ['clearPoll', 'requestExit']],
  // matched: the same pair again launches nothing new; a fallen-through pair waits again.
  [at('matched', info('caller')), answer('matched', info('caller')), 'matched', ['poll']],
  [at('matched', info('callee')), answer('waiting', null, true), 'waiting', ['poll']],
  [at('matched', info('callee')), { type: 'invited', matchId: 'm1' }, 'matched', ['accept']],
  [at('matched', info('caller')), { type: 'invited', matchId: 'm1' }, 'matched', []],
  [at('matched', info('callee')), { type: 'invited', matchId: 'other' }, 'matched', []],
  [at('matched', info('caller')), { type: 'callConnected', matchId: 'm1' }, 'inCall', ['clearPoll']],
  [at('matched', info('caller')), { type: 'callEnded', matchId: 'm1', connected: false }, 'starting', ['clearPoll', 'requestStart']],
  [at('matched', info('caller')), { type: 'callBlocked', matchId: 'm1' }, 'idle', ['clearPoll', 'requestExit']],
  [at('matched', info('caller')), { type: 'stop' }, 'idle', ['clearPoll', 'requestExit']],
  [at('matched', info('caller')), { type: 'failed' }, 'matched', ['poll']],
  [at('inCall', info('caller')), { type: 'callEnded', matchId: 'm1', connected: true }, 'idle', ['peek']],
  [at('inCall', info('caller')), { type: 'callEnded', matchId: 'other', connected: true }, 'inCall', []],
  [at('inCall', info('caller')), { type: 'stop' }, 'inCall', []],
  [at('idle'), answer('matched', info('caller')), 'idle', []],
  [at('idle'), { type: 'invited', matchId: 'm1' }, 'idle', []],
  // A paid match (a host): the price is shown first, then the call; Skip is the next match.
  [at('waiting'), answer('matched', paid()), 'matched', ['reveal', 'poll']],
  [at('waiting'), answer('matched', paid('callee')), 'matched', ['poll']],
  [revealing(), { type: 'revealed', matchId: 'm1' }, 'matched', ['launch']],
  [revealing(), { type: 'revealed', matchId: 'other' }, 'matched', []],
  [at('matched', paid()), { type: 'revealed', matchId: 'm1' }, 'matched', []],
  [revealing(), { type: 'skip' }, 'starting', ['clearReveal', 'clearPoll', 'requestStart']],
  [at('matched', info('caller')), { type: 'skip' }, 'matched', []],
  [revealing(), { type: 'stop' }, 'idle', ['clearReveal', 'clearPoll', 'requestExit']],
  [revealing(), answer('waiting', null, true), 'waiting', ['clearReveal', 'poll']],
  [revealing(), answer('matched', paid()), 'matched', ['poll']],
  // What host matches cost: taken from a peek in any state; read again after a call.
  [at('idle'), { type: 'offer', state: matchState('idle') }, 'idle', []],
  [at('waiting'), { type: 'offer', state: matchState('idle') }, 'waiting', []],
];

describe('match machine (table)', () => {
  test.each(table.map(([from, e, to, cmds]) => [from.status, e.type, to, cmds.join(','), from, e] as const))(
    '%s + %s → %s [%s]',
    (_f, _e, to, cmds, from, e) => {
      const r = matchTransition(from, e);
      expect(r.state.status).toBe(to);
      expect(types(r.commands).join(',')).toBe(cmds);
    },
  );

  test('a pair that falls through is shown as such while waiting again', () => {
    const r = matchTransition(at('matched', info('callee')), answer('waiting', null, true));
    expect(r.state.fellThrough).toBe(true);
    expect(r.state.match).toBeNull();
  });

  test('the partner of a finished match call is kept for "Next match"', () => {
    const r = matchTransition(at('inCall', info('caller')), { type: 'callEnded', matchId: 'm1', connected: true });
    expect(r.state.last?.matchId).toBe('m1');
  });

  test('a paid match reveals its price before the call; the reveal ends with the launch of that match', () => {
    const m = matchTransition(at('waiting'), answer('matched', paid()));
    expect(m.state).toMatchObject({ revealing: true, match: { pricePerMinute: 80 } });
    expect(m.commands[0]).toEqual({ type: 'reveal', match: paid() });
    const l = matchTransition(m.state, { type: 'revealed', matchId: 'm1' });
    expect(l.state.revealing).toBe(false);
    expect(l.commands).toEqual([{ type: 'launch', match: paid() }]);
    // A free match is launched at once, never revealed.
    expect(matchTransition(at('waiting'), answer('matched', info('caller'))).state.revealing).toBe(false);
  });

  test('answers and peeks carry what host matches cost and the coins', () => {
    const poor: MatchState = { ...matchState('idle'), goldNum: 20, hosts: { cheapestPrice: 60, canAfford: false } };
    expect(matchTransition(at('idle'), { type: 'offer', state: poor }).state).toMatchObject({
      status: 'idle',
      goldNum: 20,
      hosts: { cheapestPrice: 60, canAfford: false },
    });
    expect(matchTransition(at('starting'), answer('waiting')).state).toMatchObject({ goldNum: 120, hosts: HOSTS });
  });

  test('ignored events return the same state object', () => {
    const s = at('inCall', info('caller'));
    expect(matchTransition(s, { type: 'start' }).state).toBe(s);
  });
});
