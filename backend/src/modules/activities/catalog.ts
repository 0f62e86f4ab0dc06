/**
 * The missions on offer (spec 3 §3 Task; §2 "Tasks": Daily tasks and Long term). The set, goals,
 * titles and rewards are the project's (the spec shows the types only). A daily mission's id sent
 * to the client is `day * 1000 + def.id` (day = UTC days since 1970), so a claim says which day it
 * belongs to and yesterday's mission is told apart from a forged one; a long-term one is `def.id`.
 */
import type { TaskType } from 'shared-sdk/node';
import { TASK_PERIOD } from '../../sdk';

export interface MissionDef {
  /** 1..999, unique. */
  id: number;
  type: TaskType;
  period: (typeof TASK_PERIOD)[keyof typeof TASK_PERIOD];
  title: string;
  goals: number;
  reward: number;
}

const daily = TASK_PERIOD.daily;
const long = TASK_PERIOD.longTerm;

export const MISSIONS: readonly MissionDef[] = [
  { id: 1, type: 'login_in', period: daily, title: 'Check in today', goals: 1, reward: 10 },
  { id: 2, type: 'liv_cam', period: daily, title: 'Visit LivCam', goals: 1, reward: 10 },
  { id: 3, type: 'send_msg', period: daily, title: 'Send 3 messages', goals: 3, reward: 20 },
  { id: 4, type: 'add_friend', period: daily, title: 'Add a friend', goals: 1, reward: 20 },
  { id: 5, type: 'match', period: daily, title: 'Get 3 matches', goals: 3, reward: 30 },
  {
    id: 6,
    type: 'wall_call',
    period: daily,
    title: 'Call someone from the wall',
    goals: 1,
    reward: 30,
  },
  { id: 7, type: 'call', period: daily, title: 'Finish a video call', goals: 1, reward: 50 },
  { id: 8, type: 'pay', period: daily, title: 'Buy coins today', goals: 1, reward: 100 },
  { id: 101, type: 'pay', period: long, title: 'Buy coins 3 times', goals: 3, reward: 300 },
  { id: 102, type: 'call', period: long, title: 'Finish 10 video calls', goals: 10, reward: 300 },
  { id: 103, type: 'add_friend', period: long, title: 'Add 10 friends', goals: 10, reward: 100 },
  { id: 104, type: 'send_msg', period: long, title: 'Send 100 messages', goals: 100, reward: 100 },
];

const ID_SPAN = 1000;

export const missionIdOf = (def: MissionDef, day: number) =>
  def.period === daily ? day * ID_SPAN + def.id : def.id;

export type ParsedMissionId =
  { ok: true; def: MissionDef; day: number | null } | { ok: false; reason: 'unknown' | 'expired' };

/** A claimed id: which mission of which day; `expired` only for a real daily mission of a past day. */
export function parseMissionId(id: number, today: number): ParsedMissionId {
  if (!Number.isSafeInteger(id) || id <= 0) return { ok: false, reason: 'unknown' };
  const def = MISSIONS.find((m) => m.id === id % ID_SPAN);
  if (!def) return { ok: false, reason: 'unknown' };
  const day = Math.floor(id / ID_SPAN);
  if (def.period === long)
    return day === 0 ? { ok: true, def, day: null } : { ok: false, reason: 'unknown' };
  if (day === today) return { ok: true, def, day };
  // A past day's mission that really existed (since the service has counted days at all).
  if (day > 0 && day < today) return { ok: false, reason: 'expired' };
  return { ok: false, reason: 'unknown' };
}
