-- Tasks (missions) and the daily check-in (src/modules/activities/README.md). Progress is counted
-- from the tables that already record each event; these hold only what has no table elsewhere.

-- One row per paid claim: (user, mission, period) is UNIQUE, written in the same transaction as
-- the ledger entry (key mission:<user>:<mission>:<period>), so a claim pays once whatever races.
-- period: the UTC day (yyyy-mm-dd) of a daily mission, 'long' for a long-term one.
CREATE TABLE activity_mission_claims (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mission_id INTEGER NOT NULL,
  period TEXT NOT NULL,
  reward INTEGER NOT NULL,
  ledger_entry_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, mission_id, period)
);

-- The daily check-in: once per user per UTC day, once per device per UTC day (spec 3 §8).
-- slot: the entry of the 7-day cycle it paid (0..6); the next day's check-in takes slot + 1.
-- No foreign key: a deleted account's rows stay under -user_id, so the device's check-in of the
-- day still counts (deleting an account is no way to check in twice on one device).
CREATE TABLE activity_checkins (
  user_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  device_id TEXT NOT NULL,
  slot INTEGER NOT NULL CHECK (slot BETWEEN 0 AND 6),
  coin INTEGER NOT NULL,
  ledger_entry_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, day),
  UNIQUE (device_id, day)
);

-- Visits with no other record: a signed-in user's LivCam list request (the liv_cam task).
CREATE TABLE activity_visits (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  place TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, day, place)
);
