/**
 * Tasks (missions), the daily check-in and the activity entries (src/modules/activities/README.md).
 * Built from the database, the ledger and the clock; progress is counted from the tables the other
 * modules write (progress.ts), so this module needs no events from them except the LivCam visit.
 */
import type { ActivityEntries, LocationEntryMap } from 'shared-sdk/node';
import type { DB } from '../../db';
import type { Ledger } from '../ledger';
import { ENTRY_LOCATION } from '../../sdk';
import { createCheckIn } from './checkin';
import { dayNumber } from './day';
import { createMissions } from './missions';
import { createProgress } from './progress';

export interface ActivitiesDeps {
  db: DB;
  ledger: Ledger;
  now: () => number;
}

export function createActivities({ db, ledger, now: serverNow }: ActivitiesDeps) {
  // The test API may move this module's clock (and so its UTC day) ahead: an e2e's "next day"
  // without moving the signature window or the other modules' clocks (README "Test API").
  let shiftMs = 0;
  const now = () => serverNow() + shiftMs;
  const progress = createProgress(db);
  const missions = createMissions({ db, ledger, progress, now });
  const checkIn = createCheckIn({ db, ledger, now });

  function entries(userId: number): ActivityEntries {
    return {
      entryList: [
        { locationId: ENTRY_LOCATION.checkIn, type: 'checkIn', show: checkIn.entryShows(userId) },
      ],
    };
  }

  return {
    /** Test API only (devapi.ts): how far this module's clock runs ahead of the server's. */
    testClock: {
      shift: (ms: number) => void (shiftMs = ms),
      shiftMs: () => shiftMs,
      now,
    },
    missions,
    checkIn,
    entries,
    entryMap(userId: number): LocationEntryMap {
      const map: LocationEntryMap = {};
      for (const e of entries(userId).entryList) (map[String(e.locationId)] ??= []).push(e);
      return map;
    },
    /** A signed-in user's LivCam list request (the liv_cam task's signal). */
    livCamVisited(userId: number): void {
      const at = now();
      progress.recordVisit(userId, 'liv_cam', dayNumber(at), at);
    },
  };
}
export type Activities = ReturnType<typeof createActivities>;
