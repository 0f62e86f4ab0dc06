// Tasks (missions) and the daily check-in: the answers of /wchat/activities/api/* (spec 3 §3
// Task, Check-in; §7 "Tasks and rewards"). The backend types its handlers with them; mfe-tasks
// makes the calls (activitiesApi, in the main entry).
import type { TaskType } from '../../constants/tasks';
import { apiRequest } from '../client';
import type { BalanceFields } from './page';

/** spec 3 §3 Task. `id` encodes the UTC day it belongs to (a daily task); send it back to claim. */
export interface Mission {
  id: number;
  type: TaskType;
  title: string;
  /** Coins credited on claim. */
  reward: number;
  goals: number;
  /** Progress, counted by the server from what it recorded (never more than goals). */
  completed: number;
  /** Claimed. */
  done: boolean;
  /** 'daily' (reissued at 0:00 UTC) or 'long' (paying users only, spec 3 §5). */
  period: 'daily' | 'long';
}

/** GET /wchat/activities/api/mission/reward. `longTerm` is empty for non-paying users. */
export interface MissionList {
  missionList: Mission[];
  /** Whether the long-term tab is offered (payStatus, spec 3 §5). */
  longTermAvailable: boolean;
  /** The UTC day the daily list belongs to (yyyy-mm-dd) and when it reissues (server ms). */
  day: string;
  nextReissueAt: number;
}

/** GET /wchat/activities/api/mission/reward/getCompletedReward: what can be claimed now. */
export interface CompletedRewards {
  missionList: Mission[];
  /** Sum of their rewards. */
  totalReward: number;
}

/** POST /wchat/activities/api/mission/reward { missionId }. */
export interface MissionClaim extends BalanceFields {
  missionId: number;
  reward: number;
}

/** spec 3 §3 Check-in signInList entry. */
export interface SignInEntry {
  coin: number;
  signIn: boolean;
}

/** GET /wchat/activities/api/user/checkIn (spec 3 §3 Check-in). */
export interface CheckInInfo {
  signInList: SignInEntry[];
  /** Index of today's entry in signInList. */
  today: number;
  /** The coins of the whole cycle (signInList). */
  totalCoin: number;
  /** The check-in switch: 1 on. */
  status: number;
  /** A paying user (bought any coin pack): the tip is hidden, the reward comes by itself. */
  vip: boolean;
  checkedIn: boolean;
  /**
   * Present when this very read checked a VIP in (their daily reward comes by itself, spec 3 §4
   * "Check-in"): the coins and the balance after them, for the device to show.
   */
  vipCheckIn?: CheckInResult;
}

/** POST /wchat/activities/api/user/checkIn. */
export interface CheckInResult extends BalanceFields {
  coin: number;
  today: number;
}

/** GET /wchat/activities/api/activity/entry/getEntry: the entry points, by location (spec 3 §3). */
export interface ActivityEntry {
  /** spec 3 §3 "Entry list keyed by location id (100 check-in …)". */
  locationId: number;
  type: 'checkIn';
  show: boolean;
}
export interface ActivityEntries {
  entryList: ActivityEntry[];
}
/** GET …/locationEntrysMap: the same keyed by location id. */
export type LocationEntryMap = Record<string, ActivityEntry[]>;

const BASE = '/wchat/activities/api';
/** spec 3 §7 "Tasks and rewards": the known paths. Swallowing calls (ApiResult). */
export const activitiesApi = {
  /** GET …/mission/reward → data.missionList. */
  missions: () => apiRequest<MissionList>(`${BASE}/mission/reward`),
  /** GET …/mission/reward/getCompletedReward → what can be claimed now. */
  completedRewards: () => apiRequest<CompletedRewards>(`${BASE}/mission/reward/getCompletedReward`),
  /** POST …/mission/reward (missionId); TASK_CODE refusals. */
  claim: (missionId: number) =>
    apiRequest<MissionClaim>(`${BASE}/mission/reward`, { method: 'POST', body: { missionId } }),
  /** GET …/user/checkIn (countryId) → signInList, today, totalCoin, status, vip. */
  checkInInfo: (countryId?: number) =>
    apiRequest<CheckInInfo>(`${BASE}/user/checkIn`, { query: { countryId } }),
  /** GET …/user/checkIn/hasCheckedIn (countryId). */
  hasCheckedIn: (countryId?: number) =>
    apiRequest<boolean>(`${BASE}/user/checkIn/hasCheckedIn`, { query: { countryId } }),
  /** POST …/user/checkIn; CHECKIN_CODE refusals with the spec's texts (spec 3 §8). */
  checkIn: () => apiRequest<CheckInResult>(`${BASE}/user/checkIn`, { method: 'POST', body: {} }),
  /** GET …/activity/entry/getEntry (countryId). */
  entries: (countryId?: number) =>
    apiRequest<ActivityEntries>(`${BASE}/activity/entry/getEntry`, { query: { countryId } }),
  /** GET …/activity/entry/locationEntrysMap (countryId). */
  entryMap: (countryId?: number) =>
    apiRequest<LocationEntryMap>(`${BASE}/activity/entry/locationEntrysMap`, {
      query: { countryId },
    }),
};
