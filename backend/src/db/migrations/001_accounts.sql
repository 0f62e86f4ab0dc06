-- Accounts and sessions (spec 1 §3, §4.3). Hosts are users with is_host = 1.
CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_name TEXT NOT NULL,
  head_img TEXT NOT NULL DEFAULT '',
  gender INTEGER NOT NULL DEFAULT 1 CHECK (gender IN (1, 2)),
  birthday TEXT,
  country_id INTEGER,
  -- Written only by the coins ledger (src/modules/ledger); never negative.
  gold_num INTEGER NOT NULL DEFAULT 0 CHECK (gold_num >= 0),
  pay_status INTEGER NOT NULL DEFAULT 0,
  is_host INTEGER NOT NULL DEFAULT 0,
  call_price INTEGER,
  -- 0 offline, 1 busy, 2 online, 3 invisible (spec 1 §9); status_at = last report.
  status INTEGER NOT NULL DEFAULT 0,
  status_at INTEGER,
  -- 1 for seeded hosts whose status is simulated rather than reported by a heartbeat.
  simulated INTEGER NOT NULL DEFAULT 0,
  languages TEXT NOT NULL DEFAULT '[]',
  interests TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);
CREATE INDEX users_host ON users (is_host, country_id);

CREATE TABLE devices (
  device_id TEXT PRIMARY KEY,
  user_id INTEGER,
  first_seen INTEGER NOT NULL,
  last_seen INTEGER NOT NULL
);

-- One active token per user: issuing a new one revokes the others (spec 1 §8 10023).
CREATE TABLE login_tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  device_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoke_reason TEXT CHECK (revoke_reason IN ('other_device', 'relogin', 'logout', 'admin'))
);
CREATE INDEX login_tokens_user ON login_tokens (user_id, revoked_at);

-- Account blocks (48 h) and device bans (spec 1 §4.3, §8 10115/10116/10117).
CREATE TABLE bans (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('account', 'device')),
  user_id INTEGER,
  device_id TEXT,
  reason TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  until INTEGER,
  CHECK ((kind = 'account' AND user_id IS NOT NULL) OR (kind = 'device' AND device_id IS NOT NULL))
);
CREATE INDEX bans_user ON bans (user_id);
CREATE INDEX bans_device ON bans (device_id);

-- Nonces seen inside the timestamp window; kept in the database so a replay is refused
-- even after a restart.
CREATE TABLE nonces (
  nonce TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX nonces_expiry ON nonces (expires_at);

CREATE TABLE user_protocols (
  user_id INTEGER NOT NULL REFERENCES users (id),
  protocol_type INTEGER NOT NULL,
  agree_button INTEGER NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, protocol_type)
);

-- Key/value site configuration (play ways, popup config), JSON values.
CREATE TABLE site_config (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Marks a seed that already ran, so later starts keep the data.
CREATE TABLE seed_runs (
  name TEXT PRIMARY KEY,
  ran_at INTEGER NOT NULL
);
