-- Sign-in (spec 1 §4, §5, §7; docs/CONTRACTS.md "Sign-in contract"). src/modules/auth.

-- Profile state of an account. Accounts made before this migration (seeded users, hosts,
-- test users) are complete. A new phone / e-mail / third-party account starts incomplete
-- and becomes complete through complementInfo (or a registration that carries the profile).
ALTER TABLE users ADD COLUMN profile_complete INTEGER NOT NULL DEFAULT 1;
-- Birthday can change once after the profile is complete (spec 1 §5).
ALTER TABLE users ADD COLUMN birthday_changes INTEGER NOT NULL DEFAULT 0;
-- When checkIfAddCoinForNew first reported the registration gift (it is reported once).
ALTER TABLE users ADD COLUMN gift_reported_at INTEGER;

-- Sign-in identities and credentials, one row per user that has any. Kept out of `users`
-- so a user row never carries a password hash. Passwords are scrypt strings
-- (src/modules/auth/passwords.ts), never clear text: the phone one hashes the client's
-- SHA-256 (upper-case hex), the e-mail one the password received inside an encrypted body.
CREATE TABLE user_auth (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  -- `+{countryCode}{national digits}`, e.g. +447700900123.
  phone TEXT UNIQUE,
  -- Lower-case address.
  email TEXT UNIQUE,
  email_verified INTEGER NOT NULL DEFAULT 0,
  phone_password TEXT,
  email_password TEXT,
  -- Last time the value was set (registration or rebind): the 7-day rebind lock (spec 1 §5, §9).
  phone_changed_at INTEGER,
  email_changed_at INTEGER,
  created_at INTEGER NOT NULL
);

-- Verification codes (SMS, messaging app, e-mail): 6 digits, 10 minutes, 5 tries.
CREATE TABLE auth_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- `+{countryCode}{mobileNo}` or the lower-case e-mail address.
  target TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('phone', 'email')),
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'verify', 'reset', 'bind')),
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'email')),
  code TEXT NOT NULL,
  device_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX auth_codes_target ON auth_codes (target, id);

-- Every code sent, for the send limits (60 s per target, 10 a day per target, 30 a day per
-- device). Separate from auth_codes so the test API can clear the limits without killing codes.
CREATE TABLE auth_sends (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  target TEXT NOT NULL,
  device_id TEXT NOT NULL,
  channel TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX auth_sends_target ON auth_sends (target, sent_at);
CREATE INDEX auth_sends_device ON auth_sends (device_id, sent_at);

-- Verification tickets (`threePartyId`): proof that this phone / e-mail was verified by a code,
-- valid 10 minutes.
CREATE TABLE auth_tickets (
  ticket TEXT PRIMARY KEY,
  target TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('phone', 'email')),
  purpose TEXT NOT NULL,
  device_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX auth_tickets_target ON auth_tickets (target, expires_at);
CREATE INDEX auth_tickets_device ON auth_tickets (device_id, kind, created_at);

-- Wrong passwords (5 in 15 minutes lock the account's password sign-in for 15 minutes).
CREATE TABLE auth_failures (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  scope TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX auth_failures_scope ON auth_failures (scope, at);
CREATE TABLE auth_locks (
  scope TEXT PRIMARY KEY,
  until INTEGER NOT NULL
);

-- complementInfoKey: lets an incomplete account supply its profile (10042 → complementInfo).
CREATE TABLE complement_keys (
  key TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Auto-login certificates (`/?userId=…&cert=…`): single use, 24 hours. Only a hash is stored.
CREATE TABLE login_certs (
  cert_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Third-party accounts linked to users (loginType 1 google, 2 facebook, 3 apple).
CREATE TABLE auth_identities (
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users (id),
  email TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX auth_identities_user ON auth_identities (user_id);

-- Third-party access tokens already redeemed (single use; the tokens themselves are signed).
CREATE TABLE auth_used_tokens (
  jti TEXT PRIMARY KEY,
  used_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The outbox gains the messaging-app channel (sendSmsCode channel 'whatsapp'). SQLite cannot
-- change a CHECK constraint in place, so the table is rebuilt with its rows.
CREATE TABLE outbox_v2 (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'whatsapp', 'email', 'push')),
  to_addr TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
INSERT INTO outbox_v2 (id, channel, to_addr, subject, body, created_at)
  SELECT id, channel, to_addr, subject, body, created_at FROM outbox;
-- Keep the AUTOINCREMENT counter, so ids never repeat (clients read "rows after id N").
DELETE FROM sqlite_sequence WHERE name = 'outbox_v2';
INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_v2', seq FROM sqlite_sequence WHERE name = 'outbox';
DROP TABLE outbox;
ALTER TABLE outbox_v2 RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_addr, id);
