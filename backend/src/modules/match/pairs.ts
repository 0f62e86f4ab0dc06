/**
 * Random-match pairs (rules M1, M6 in README.md): made by the matching queue (service.ts), launched
 * by the call service. Held in memory and written to match_pairs. Built at start-up before both
 * (src/services.ts): the call service checks a match launch here, the queue makes and cancels the
 * pairs.
 */
import { randomBytes } from 'node:crypto';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import type { MatchLink } from '../call/service';
import { CALL_CODE, MATCH_LAUNCH_TIMEOUT_MS } from '../../sdk';

export interface Pair {
  matchId: string;
  callerId: number;
  calleeId: number;
  calleeIsHost: boolean;
  matchedAt: number;
  launchBy: number;
  roomNum: string | null;
}

export function createMatchPairs(db: DB, now: () => number) {
  const pairs = new Map<string, Pair>();
  const st = {
    insert:
      db.prepare(`INSERT INTO match_pairs (match_id, caller_id, callee_id, callee_is_host, state,
        created_at, launch_by) VALUES (?, ?, ?, ?, 'pending', ?, ?)`),
    state: db.prepare(
      'UPDATE match_pairs SET state = ?, room_num = COALESCE(?, room_num) WHERE match_id = ?',
    ),
  };

  const link: MatchLink = {
    /** Rule M6: a matchId launches one room only, by its caller, to its callee, in time. */
    check(matchId, callerId, calleeId) {
      const p = pairs.get(matchId);
      if (
        !p ||
        p.roomNum ||
        p.callerId !== callerId ||
        p.calleeId !== calleeId ||
        now() > p.launchBy
      )
        throw new BizError(CALL_CODE.badRoomAction, 'This match is no longer open');
    },
    launched(matchId, roomNum) {
      const p = pairs.get(matchId);
      if (!p) return;
      p.roomNum = roomNum;
      st.state.run('launched', roomNum, matchId);
    },
  };

  return {
    ...link,
    get: (matchId: string) => pairs.get(matchId),
    /** A new pair; the caller must launch it within MATCH_LAUNCH_TIMEOUT_MS. */
    open(callerId: number, calleeId: number, calleeIsHost: boolean, at: number): Pair {
      const p: Pair = {
        matchId: randomBytes(9).toString('base64url'),
        callerId,
        calleeId,
        calleeIsHost,
        matchedAt: at,
        launchBy: at + MATCH_LAUNCH_TIMEOUT_MS,
        roomNum: null,
      };
      st.insert.run(p.matchId, callerId, calleeId, calleeIsHost ? 1 : 0, at, p.launchBy);
      pairs.set(p.matchId, p);
      return p;
    },
    /** A pair that was never launched ends. */
    cancel(p: Pair): void {
      pairs.delete(p.matchId);
      st.state.run('cancelled', null, p.matchId);
    },
    /** A launched pair whose room ended is forgotten (match_pairs keeps it). */
    forget: (matchId: string) => void pairs.delete(matchId),
    clear: () => pairs.clear(),
  };
}
export type MatchPairs = ReturnType<typeof createMatchPairs>;
