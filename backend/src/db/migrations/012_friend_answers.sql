-- Friend requests can be declined, and unblocking restores the friendship a block ended
-- (src/modules/chat/README.md "Relations"; src/modules/chat/friendRequests.ts).

-- friend_requests.status gains 'declined'. SQLite cannot change a CHECK: the table is rebuilt
-- with the same columns, rows, ids and indexes, and its id counter: ids are never reused (the
-- ledger key of a request's fee is friend-request:<id>).
CREATE TEMP TABLE friend_requests_seq AS SELECT seq FROM sqlite_sequence WHERE name = 'friend_requests';
CREATE TABLE friend_requests_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  add_way INTEGER NOT NULL,
  flag TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'cancelled', 'declined')),
  fee INTEGER NOT NULL DEFAULT 0,
  ledger_entry_id INTEGER,
  created_at INTEGER NOT NULL,
  answered_at INTEGER
);
INSERT INTO friend_requests_new (id, from_id, to_id, add_way, flag, status, fee, ledger_entry_id, created_at, answered_at)
  SELECT id, from_id, to_id, add_way, flag, status, fee, ledger_entry_id, created_at, answered_at FROM friend_requests;
DROP TABLE friend_requests;
ALTER TABLE friend_requests_new RENAME TO friend_requests;
CREATE UNIQUE INDEX friend_requests_open ON friend_requests (from_id, to_id) WHERE status = 'open';
CREATE INDEX friend_requests_to ON friend_requests (to_id, status);
DELETE FROM sqlite_sequence WHERE name = 'friend_requests';
INSERT INTO sqlite_sequence (name, seq) SELECT 'friend_requests', MAX(
  COALESCE((SELECT seq FROM friend_requests_seq), 0), COALESCE((SELECT MAX(id) FROM friend_requests), 0));
DROP TABLE friend_requests_seq;

-- The friendship a block ended (JSON: both sides' friend_links rows), restored when unblocked.
ALTER TABLE blacklist ADD COLUMN ended_friendship TEXT;
