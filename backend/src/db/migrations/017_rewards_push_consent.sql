-- One-off rewards (web-app install, push permission): one row per (user, kind), written in the
-- same transaction as its ledger entry, so parallel or repeated claims pay once.
CREATE TABLE reward_claims (
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('webapp', 'push')),
  coins INTEGER NOT NULL CHECK (coins > 0),
  ledger_id INTEGER NOT NULL REFERENCES coin_ledger (id),
  claimed_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- Web push subscriptions (a browser's PushSubscription): one per endpoint.
CREATE TABLE push_subscriptions (
  endpoint TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- The consent record (spec 3 §3): the text's version, how it was given, the country decided on.
ALTER TABLE user_protocols ADD COLUMN consent_string TEXT;
ALTER TABLE user_protocols ADD COLUMN cmp_version TEXT;
ALTER TABLE user_protocols ADD COLUMN event_name TEXT;
ALTER TABLE user_protocols ADD COLUMN country TEXT;
