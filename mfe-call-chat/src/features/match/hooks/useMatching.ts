import { useEffect, useMemo } from 'react';
import {
  ApiError,
  CALL_LOCATION,
  MATCH_POLL_MS,
  applyBalance,
  createSnapshotStore,
  requestCall,
  useSnapshotStore,
  type MatchState,
} from 'shared-sdk';
import { callStore, type CallState } from '../../call/engine';
import { matchApi } from '../state/matchApi';
import {
  INITIAL_MATCH_STATE,
  MATCH_PRICE_REVEAL_MS,
  matchTransition,
  type MatchCommand,
  type MatchEvent,
  type MatchMachineState,
} from '../state/machine';

const MEDIA: readonly CallState['status'][] = ['connecting', 'inCall', 'reconnecting'];
const BLOCKED: readonly CallState['status'][] = ['notEnoughCoins', 'vipNeeded', 'deviceDenied'];

/**
 * The driver of the match machine for MatchPage: runs its commands (the match API, the poll,
 * the call through the SDK's requestCall / the call machine's accept) and turns the call machine's
 * changes into match events. Leaving the page stops matching.
 */
export function createMatchDriver() {
  const store = createSnapshotStore<MatchMachineState>(INITIAL_MATCH_STATE);
  let poll: ReturnType<typeof setTimeout> | null = null;
  let reveal: ReturnType<typeof setTimeout> | null = null;
  let alive = false;

  const dispatch = (e: MatchEvent) => {
    if (!alive) return;
    const r = matchTransition(store.getSnapshot(), e);
    store.set(r.state);
    for (const c of r.commands) run(c);
  };
  /** Every matching answer carries the server's balance: through its one writer. */
  const withBalance = (m: MatchState) => {
    if (typeof m.balanceSeq === 'number') applyBalance({ goldNum: m.goldNum, seq: m.balanceSeq, source: 'match' });
    return m;
  };
  const answer = (p: Promise<MatchState>) =>
    p.then(
      (m) => dispatch({ type: 'answer', state: withBalance(m) }),
      (err) => dispatch({ type: 'failed', ...(err instanceof ApiError && { code: err.code }) }),
    );
  const clearReveal = () => {
    if (reveal) clearTimeout(reveal);
    reveal = null;
  };
  const clearPoll = () => {
    if (poll) clearTimeout(poll);
    poll = null;
  };

  function run(c: MatchCommand): void {
    switch (c.type) {
      case 'requestStart':
        return void answer(matchApi.matching());
      case 'requestExit':
        return void matchApi.exitMatch().catch(() => undefined);
      case 'poll':
        clearPoll();
        poll = setTimeout(() => {
          poll = null;
          void answer(matchApi.fetchMatching());
        }, MATCH_POLL_MS);
        return;
      case 'clearPoll':
        return clearPoll();
      case 'launch':
        // spec 2 §4 rule 3: a match call is sent directly (no price confirm).
        requestCall({ target: { ...c.match.remoteUserInfo, id: c.match.matchUserId }, callLocation: CALL_LOCATION.match, matchId: c.match.matchId }).catch(
          () => dispatch({ type: 'callEnded', matchId: c.match.matchId, connected: false }),
        );
        return;
      case 'reveal':
        clearReveal();
        reveal = setTimeout(() => {
          reveal = null;
          dispatch({ type: 'revealed', matchId: c.match.matchId });
        }, MATCH_PRICE_REVEAL_MS);
        return;
      case 'clearReveal':
        return clearReveal();
      case 'peek':
        // A failed peek leaves the page as it was: matching itself still works.
        return void matchApi.fetchMatching().then(
          (m) => dispatch({ type: 'offer', state: withBalance(m) }),
          () => undefined,
        );
      case 'accept': {
        const snap = callStore.getSnapshot();
        if (snap.status === 'incoming') snap.accept();
        return;
      }
    }
  }

  // The call machine → match events (only for the current match's room).
  let seen: { matchId: string; status: CallState['status'] } | null = null;
  const onCall = () => {
    const call = callStore.getState();
    const matchId = call.room?.matchId ?? call.request?.matchId ?? seen?.matchId;
    const state = store.getSnapshot();
    if (!matchId || matchId !== state.match?.matchId) return;
    const prev = seen?.matchId === matchId ? seen.status : null;
    seen = { matchId, status: call.status };
    if (call.status === prev) return;
    if (call.status === 'incoming') dispatch({ type: 'invited', matchId });
    else if (MEDIA.includes(call.status)) dispatch({ type: 'callConnected', matchId });
    else if (BLOCKED.includes(call.status)) dispatch({ type: 'callBlocked', matchId });
    else if (call.status === 'ended' || call.status === 'idle')
      dispatch({ type: 'callEnded', matchId, connected: state.status === 'inCall' });
  };

  return {
    subscribe: store.subscribe,
    getSnapshot: store.getSnapshot,
    start: () => dispatch({ type: 'start' }),
    stop: () => dispatch({ type: 'stop' }),
    skip: () => dispatch({ type: 'skip' }),
    /** Live while MatchPage is shown; detaching stops matching (leaves the queue). */
    attach(): () => void {
      alive = true;
      const offCall = callStore.subscribe(onCall);
      run({ type: 'peek' }); // what host matches cost, before the user starts (rule M4)
      return () => {
        dispatch({ type: 'stop' });
        alive = false;
        clearPoll();
        clearReveal();
        offCall();
      };
    },
  };
}

export type MatchDriver = ReturnType<typeof createMatchDriver>;

export function useMatching(): { state: MatchMachineState; start(): void; stop(): void; skip(): void } {
  const driver = useMemo(() => createMatchDriver(), []);
  useEffect(() => driver.attach(), [driver]);
  const state = useSnapshotStore(driver);
  return { state, start: driver.start, stop: driver.stop, skip: driver.skip };
}
