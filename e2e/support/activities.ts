import { mkdirSync, rmdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROFILES } from '../../scripts/lib/apps.mjs';
import { signedApi } from './chat-store';
import { devApi, type TestSession } from './session';

/**
 * Tasks and check-in e2e helpers. The activities' test clock (POST /dev/api/activities/clock)
 * is one for the whole backend, and a daily task's id names its UTC day: a spec that moves the
 * clock would make another spec's claim "expired". So every spec that claims or moves the
 * clock holds this lock (a directory per backend, shared by the Playwright workers) meanwhile.
 */
const LOCK = join(tmpdir(), `e2e-activities-clock-${PROFILES.e2e.backend}`);
/** A lock older than this was left by a killed run. */
const STALE_MS = 5 * 60_000;

export async function withActivitiesLock<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_MS) rmdirSync(LOCK);
      } catch {
        // gone meanwhile: try again
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await run();
  } finally {
    rmdirSync(LOCK);
  }
}

/** Moves the activities' clock `shiftMs` ahead (0 puts it back). Hold the lock. */
export const shiftActivitiesClock = (shiftMs: number) =>
  devApi<{ day: string }>('/dev/api/activities/clock', { shiftMs });

export const DAY_MS = 86_400_000;

export interface MissionRow {
  id: number;
  type: string;
  title: string;
  reward: number;
  goals: number;
  completed: number;
  done: boolean;
  period: string;
}

/** The user's task list, through the signed API (the browser's own session). */
export async function missionsOf(s: TestSession): Promise<MissionRow[]> {
  const r = await signedApi<{ missionList: MissionRow[] }>(
    s,
    'GET',
    '/wchat/activities/api/mission/reward',
  );
  if (r.code !== 200) throw new Error(`missions ${r.code} ${r.msg}`);
  return r.data.missionList;
}

/** A claim through the signed API: the server's code and text. */
export const claimMission = (s: TestSession, missionId: number) =>
  signedApi(s, 'POST', '/wchat/activities/api/mission/reward', { missionId });

/** A check-in through the signed API: the server's code and text. */
export const checkInApi = (s: TestSession) =>
  signedApi(s, 'POST', '/wchat/activities/api/user/checkIn', {});

/** Marks a user as paying (VIP) the way a bought coin pack does (test API). */
export const makePaying = (userId: number) =>
  devApi('/dev/api/users/pay-status', { userId, payStatus: 1 });
