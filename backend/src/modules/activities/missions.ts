/**
 * The mission list and the claim (spec 3 §4 "Tasks", §5 "Task Claim needs completed >= goals and
 * not done. Long-term tab needs payStatus."). A claim writes one activity_mission_claims row
 * (UNIQUE user, mission, period) and its ledger entry in one transaction: parallel or repeated
 * claims pay once.
 */
import type { CompletedRewards, Mission, MissionClaim, MissionList } from 'shared-sdk/node';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import type { Ledger } from '../ledger';
import { PAY_STATUS, TASK_CODE, TASK_ERROR_TEXT, TASK_PERIOD } from '../../sdk';
import { MISSIONS, missionIdOf, parseMissionId, type MissionDef } from './catalog';
import { DAY_MS, dayKey, dayNumber } from './day';
import type { Progress } from './progress';

export interface MissionDeps {
  db: DB;
  ledger: Ledger;
  progress: Progress;
  now: () => number;
}

/** The ledger reason of a mission reward. */
export const MISSION_REASON = 'mission';

const refuse = (code: keyof typeof TASK_CODE) =>
  new BizError(TASK_CODE[code], TASK_ERROR_TEXT[TASK_CODE[code]]);

export function createMissions({ db, ledger, progress, now }: MissionDeps) {
  const st = {
    payStatus: db.prepare('SELECT pay_status FROM users WHERE id = ?'),
    claimed: db.prepare(
      'SELECT 1 FROM activity_mission_claims WHERE user_id = ? AND mission_id = ? AND period = ?',
    ),
    insert: db.prepare(`INSERT OR IGNORE INTO activity_mission_claims
      (user_id, mission_id, period, reward, ledger_entry_id, created_at) VALUES (?, ?, ?, ?, 0, ?)`),
    setEntry: db.prepare(`UPDATE activity_mission_claims SET ledger_entry_id = ?
      WHERE user_id = ? AND mission_id = ? AND period = ?`),
  };
  const paying = (userId: number) =>
    (st.payStatus.get(userId) as { pay_status: number } | undefined)?.pay_status ===
    PAY_STATUS.paying;
  const periodOf = (def: MissionDef, day: number) =>
    def.period === TASK_PERIOD.daily ? dayKey(day) : TASK_PERIOD.longTerm;

  function view(userId: number, def: MissionDef, day: number): Mission {
    const done = !!st.claimed.get(userId, def.id, periodOf(def, day));
    const counted = progress.count(userId, def.type, def.period === TASK_PERIOD.daily ? day : null);
    return {
      id: missionIdOf(def, day),
      type: def.type,
      title: def.title,
      reward: def.reward,
      goals: def.goals,
      completed: Math.min(counted, def.goals),
      done,
      period: def.period,
    };
  }

  function visible(userId: number): MissionDef[] {
    const longTerm = paying(userId);
    return MISSIONS.filter((m) => m.period === TASK_PERIOD.daily || longTerm);
  }

  // The claim's write: the row first (the UNIQUE key decides who pays), then the ledger entry,
  // both or neither. A second claim finds the row and is refused.
  const pay = db.transaction((userId: number, def: MissionDef, period: string, at: number) => {
    if (st.insert.run(userId, def.id, period, def.reward, at).changes !== 1) return null;
    const key = `${MISSION_REASON}:${userId}:${def.id}:${period}`;
    const r = ledger.credit(userId, def.reward, MISSION_REASON, key);
    if (!r.ok || r.duplicate)
      throw new Error(`mission credit failed: ${r.ok ? 'duplicate' : r.error}`);
    st.setEntry.run(r.entry.id, userId, def.id, period);
    return r;
  });

  return {
    list(userId: number): MissionList {
      const day = dayNumber(now());
      return {
        missionList: visible(userId).map((def) => view(userId, def, day)),
        longTermAvailable: paying(userId),
        day: dayKey(day),
        nextReissueAt: (day + 1) * DAY_MS,
      };
    },
    completed(userId: number): CompletedRewards {
      const day = dayNumber(now());
      const missionList = visible(userId)
        .map((def) => view(userId, def, day))
        .filter((m) => !m.done && m.completed >= m.goals);
      return { missionList, totalReward: missionList.reduce((s, m) => s + m.reward, 0) };
    },
    claim(userId: number, missionId: number): MissionClaim {
      const at = now();
      const day = dayNumber(at);
      const parsed = parseMissionId(missionId, day);
      if (!parsed.ok) throw refuse(parsed.reason === 'expired' ? 'expired' : 'unknownMission');
      const { def } = parsed;
      if (def.period === TASK_PERIOD.longTerm && !paying(userId)) throw refuse('unknownMission');
      const m = view(userId, def, day);
      if (m.done) throw refuse('alreadyClaimed');
      if (m.completed < m.goals) throw refuse('unfinished');
      const r = pay.immediate(userId, def, periodOf(def, day), at);
      if (!r) throw refuse('alreadyClaimed');
      const snap = ledger.snapshot(userId);
      return {
        missionId,
        reward: def.reward,
        goldNum: snap?.goldNum ?? r.balance,
        balanceSeq: snap?.balanceSeq ?? r.entry.id,
      };
    },
  };
}
export type Missions = ReturnType<typeof createMissions>;
