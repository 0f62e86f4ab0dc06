-- Visitors of lives (spec 3 §4 "Tourists", §6 guests; src/modules/live/README.md "Guests and
-- visitor access"). How a tourist joined: a shared link's guest (1) has no viewing-time limit.
ALTER TABLE live_viewers ADD COLUMN guest INTEGER NOT NULL DEFAULT 0 CHECK (guest IN (0, 1));
-- A tourist in another live leaves it (as a user does): their lives by viewer key.
CREATE INDEX live_viewers_key ON live_viewers (viewer_key, left_at);

-- The device each tourist id belongs to: the first signed request with the id binds it; the same id
-- from another device is refused (LIVE_CODE.touristIdTaken).
CREATE TABLE live_tourist_devices (
  tourist_id TEXT PRIMARY KEY,
  device_id TEXT NOT NULL,
  bound_at INTEGER NOT NULL
);
