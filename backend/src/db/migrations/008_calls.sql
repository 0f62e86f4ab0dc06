-- One-to-one calls, billing, likes and match history (issue 11; spec 2 §3, §4, §7, §9).
-- Rules: src/modules/call/README.md, src/modules/match/README.md.

-- A call room. state: ringing → connecting (answered) → connected (first frame) → ended.
-- One open room per user is kept by the service inside IMMEDIATE transactions.
CREATE TABLE call_rooms (
  room_num TEXT PRIMARY KEY,
  caller_id INTEGER NOT NULL REFERENCES users (id),
  callee_id INTEGER NOT NULL REFERENCES users (id),
  call_location INTEGER NOT NULL,
  goddess_location INTEGER NOT NULL,
  -- Coins per minute the caller pays; 0 for a free call.
  price INTEGER NOT NULL CHECK (price >= 0),
  free INTEGER NOT NULL DEFAULT 0,
  -- The callee is a seeded host answered by the server's media peer.
  server_call INTEGER NOT NULL DEFAULT 0,
  -- The host credited with points per minute (NULL when the callee is not a host).
  earner_id INTEGER,
  match_id TEXT,
  state TEXT NOT NULL CHECK (state IN ('ringing', 'connecting', 'connected', 'ended')),
  created_at INTEGER NOT NULL,
  answered_at INTEGER,
  started_at INTEGER,
  ended_at INTEGER,
  hangup_reason INTEGER,
  hangup_user_id INTEGER,
  minutes_billed INTEGER NOT NULL DEFAULT 0,
  coins_charged INTEGER NOT NULL DEFAULT 0,
  caller_joined_at INTEGER,
  callee_joined_at INTEGER,
  rang_at INTEGER
);
CREATE INDEX call_rooms_open ON call_rooms (state) WHERE state <> 'ended';
CREATE INDEX call_rooms_caller ON call_rooms (caller_id, created_at);
CREATE INDEX call_rooms_callee ON call_rooms (callee_id, created_at);

-- One row per paid room-minute: the ledger entry and the host's points. The primary key is the
-- second guard (after the ledger's idempotency key) against charging a minute twice.
CREATE TABLE call_charges (
  room_num TEXT NOT NULL REFERENCES call_rooms (room_num),
  minute INTEGER NOT NULL CHECK (minute >= 1),
  payer_id INTEGER NOT NULL,
  coins INTEGER NOT NULL CHECK (coins >= 0),
  ledger_id INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (room_num, minute)
);

-- Host points (what a host earns per call minute; spec 3 §1 "earn points per minute"). Points
-- are not coins: they never pass through users.gold_num. Idempotent like the coins ledger.
CREATE TABLE host_points (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  host_id INTEGER NOT NULL REFERENCES users (id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX host_points_host ON host_points (host_id, id);

-- Call record reports (spec 2 §7 friend/video, users/videos, "call record reports").
CREATE TABLE call_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  room_num TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('friend', 'user', 'record')),
  video_time INTEGER,
  data TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE INDEX call_reports_user ON call_reports (user_id);

-- Call snapshots (spec 2 §7 multipart upload): the file lives under the data folder.
CREATE TABLE call_snapshots (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  room_num TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  remote_user_id INTEGER,
  path TEXT NOT NULL,
  meta TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE INDEX call_snapshots_user ON call_snapshots (user_id);

-- Likes (spec 2 §7 PUT …/matches/like, POST /matches/api/like; spec 2 §6 VIP free calls).
CREATE TABLE user_likes (
  user_id INTEGER NOT NULL REFERENCES users (id),
  liked_user_id INTEGER NOT NULL REFERENCES users (id),
  play_way INTEGER,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, liked_user_id)
);
CREATE INDEX user_likes_liked ON user_likes (liked_user_id);

-- Pairs made by the matching queue (the queue itself lives in memory).
CREATE TABLE match_pairs (
  match_id TEXT PRIMARY KEY,
  caller_id INTEGER NOT NULL,
  callee_id INTEGER NOT NULL,
  callee_is_host INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('pending', 'launched', 'cancelled')),
  room_num TEXT,
  created_at INTEGER NOT NULL,
  launch_by INTEGER NOT NULL
);
CREATE INDEX match_pairs_caller ON match_pairs (caller_id, created_at);
CREATE INDEX match_pairs_callee ON match_pairs (callee_id, created_at);
