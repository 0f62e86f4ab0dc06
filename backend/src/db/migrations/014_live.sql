-- Live studios (spec 3 §3 LiveInfo, §4 "Live room lifecycle", §7 "Live audience API";
-- src/modules/live/README.md). One row per broadcast of a host: its channel is `live-<id>`.
CREATE TABLE live_studios (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id INTEGER NOT NULL REFERENCES users (id),
  -- Guest viewing without login (route live/{shareId}).
  share_id TEXT NOT NULL UNIQUE,
  cover_url TEXT NOT NULL,
  -- 'schedule': the seeded hosts' plan started it; 'test': the test API did.
  source TEXT NOT NULL CHECK (source IN ('schedule', 'test')),
  -- The plan's window it belongs to (a window starts at most one live), and when it ends on its own.
  window_start INTEGER,
  planned_end_at INTEGER,
  -- NULL: no limit; else joins past it answer 1406 (spec 3 §8).
  viewer_limit INTEGER CHECK (viewer_limit IS NULL OR viewer_limit >= 0),
  -- Coins gifted and praise received: only ever increased (spec 3 §4 "never decrease").
  profit INTEGER NOT NULL DEFAULT 0 CHECK (profit >= 0),
  praise_num INTEGER NOT NULL DEFAULT 0 CHECK (praise_num >= 0),
  started_at INTEGER NOT NULL,
  ended_at INTEGER,
  -- LIVE_END_TYPE: 0 living, 1 ended, 2 closed for a violation, 3 network error.
  end_type INTEGER NOT NULL DEFAULT 0 CHECK (end_type IN (0, 1, 2, 3)),
  CHECK ((ended_at IS NULL) = (end_type = 0))
);
-- A host is live at most once at a time.
CREATE UNIQUE INDEX live_studios_one_living ON live_studios (host_id) WHERE ended_at IS NULL;
CREATE UNIQUE INDEX live_studios_window ON live_studios (host_id, window_start)
  WHERE window_start IS NOT NULL;
CREATE INDEX live_studios_living ON live_studios (ended_at, id);

-- Who is (or was) in a live: signed-in viewers ('u:<userId>') and tourists ('t:<touristId>').
-- left_at NULL: in the room. left_type 11/12: removed (kicked / silently); refused until it ends.
CREATE TABLE live_viewers (
  live_id INTEGER NOT NULL REFERENCES live_studios (id),
  viewer_key TEXT NOT NULL,
  user_id INTEGER REFERENCES users (id),
  joined_at INTEGER NOT NULL,
  last_beat_at INTEGER NOT NULL,
  left_at INTEGER,
  left_type INTEGER,
  PRIMARY KEY (live_id, viewer_key)
);
CREATE INDEX live_viewers_in ON live_viewers (live_id, left_at);
CREATE INDEX live_viewers_user ON live_viewers (user_id, left_at);

-- Viewers the host muted in a live (spec 3 §4 "Mute").
CREATE TABLE live_mutes (
  live_id INTEGER NOT NULL REFERENCES live_studios (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  muted_at INTEGER NOT NULL,
  PRIMARY KEY (live_id, user_id)
);

-- Gifts sent in a live: one row per client request (request_key = '<sender>:<requestId>'), written
-- in the transaction of its ledger debit (key 'live-gift:<request_key>').
CREATE TABLE live_gifts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_key TEXT NOT NULL UNIQUE,
  live_id INTEGER NOT NULL REFERENCES live_studios (id),
  sender_id INTEGER NOT NULL REFERENCES users (id),
  gift_id INTEGER NOT NULL REFERENCES gifts (id),
  gold INTEGER NOT NULL CHECK (gold > 0),
  ledger_entry_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX live_gifts_rank ON live_gifts (live_id, sender_id);
CREATE INDEX live_gifts_sender ON live_gifts (sender_id);

-- A tourist's viewing time per UTC day (LIVE_TOURIST_VIEW_LIMIT_MS).
CREATE TABLE live_tourist_time (
  tourist_id TEXT NOT NULL,
  day TEXT NOT NULL,
  viewed_ms INTEGER NOT NULL DEFAULT 0 CHECK (viewed_ms >= 0),
  PRIMARY KEY (tourist_id, day)
);
