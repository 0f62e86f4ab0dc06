-- Chat, friends, blacklist, online reminders, gifts sent, backpack, uploads, albums and reports
-- (spec 2 §3, §4, §7; issue 10). Rules: src/modules/chat/README.md and docs/CONTRACTS.md.
-- User references cascade, so an account deletion may remove the user row before or after
-- deleteChatData (src/modules/chat/delete.ts) has run.

-- Friendships: one row per side (user_id's view of friend_id), both written together.
-- stick, remark and remind_switch are that side's own settings.
CREATE TABLE friend_links (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stick INTEGER NOT NULL DEFAULT 0 CHECK (stick IN (0, 1)),
  remark TEXT NOT NULL DEFAULT '',
  remind_switch INTEGER NOT NULL DEFAULT 0 CHECK (remind_switch IN (0, 1)),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, friend_id)
);
CREATE INDEX friend_links_friend ON friend_links (friend_id, remind_switch);

-- Friend requests (9 coins each, debited through the ledger with key friend-request:<id>).
-- At most one open request per direction; an open request from B to A makes A's relation to B 3.
CREATE TABLE friend_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  add_way INTEGER NOT NULL,
  flag TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'cancelled')),
  fee INTEGER NOT NULL DEFAULT 0,
  ledger_entry_id INTEGER,
  created_at INTEGER NOT NULL,
  answered_at INTEGER
);
CREATE UNIQUE INDEX friend_requests_open ON friend_requests (from_id, to_id) WHERE status = 'open';
CREATE INDEX friend_requests_to ON friend_requests (to_id, status);

-- Blacklist: user_id blocked blocked_id.
CREATE TABLE blacklist (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, blocked_id)
);
CREATE INDEX blacklist_blocked ON blacklist (blocked_id);

-- Instant messages. message_uuid is made by the sender's client (or the server for notices and
-- call records) and is unique: a repeated send answers the stored message. sender_id is
-- negative for the system conversations (-1, -2, -3). extra: the other ChatMessage fields (JSON).
CREATE TABLE im_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  message_uuid TEXT NOT NULL UNIQUE,
  sender_id INTEGER NOT NULL,
  receiver_id INTEGER NOT NULL,
  croom_id TEXT NOT NULL,
  message_type INTEGER NOT NULL,
  message_type_value INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL DEFAULT '',
  extra TEXT NOT NULL DEFAULT '{}',
  created_at INTEGER NOT NULL
);
CREATE INDEX im_messages_room ON im_messages (croom_id, id);
CREATE INDEX im_messages_pair ON im_messages (sender_id, receiver_id, id);

-- One row per conversation per owner. cleared_id: messages up to it are deleted for the owner
-- (a deleted conversation stays on the other side); read_id: the owner has read up to it.
CREATE TABLE im_conversations (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id INTEGER NOT NULL,
  croom_id TEXT NOT NULL,
  last_message_id INTEGER,
  unread INTEGER NOT NULL DEFAULT 0,
  read_id INTEGER NOT NULL DEFAULT 0,
  cleared_id INTEGER NOT NULL DEFAULT 0,
  visible INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, friend_id)
);
CREATE INDEX im_conversations_list ON im_conversations (user_id, visible, updated_at);
CREATE INDEX im_conversations_friend ON im_conversations (friend_id);

-- Per-user daily counters (UTC day): say-hi messages, translations.
CREATE TABLE chat_daily_usage (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('say_hi', 'translate')),
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day, kind)
);

-- Gifts sent (spec 2 §7 gift/send). Coins move through the ledger (key gift:<sender>:<uuid>);
-- integral = the points the receiver earns (not coins).
CREATE TABLE gift_sends (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  gift_id INTEGER NOT NULL REFERENCES gifts (id),
  gold INTEGER NOT NULL,
  integral INTEGER NOT NULL,
  from_backpack INTEGER NOT NULL DEFAULT 0,
  message_uuid TEXT NOT NULL UNIQUE,
  ledger_entry_id INTEGER,
  room_id TEXT NOT NULL DEFAULT '',
  source INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX gift_sends_receiver ON gift_sends (receiver_id);
CREATE INDEX gift_sends_sender ON gift_sends (sender_id);

-- Backpack gifts held (spec 2 §3 "backpack gifts add icon, expireTime, goodsCount").
-- grant_key makes a grant (seed, welcome gift) happen once.
CREATE TABLE backpack_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  gift_id INTEGER NOT NULL REFERENCES gifts (id),
  goods_count INTEGER NOT NULL CHECK (goods_count >= 0),
  expire_at INTEGER NOT NULL,
  source TEXT NOT NULL,
  grant_key TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX backpack_items_user ON backpack_items (user_id, expire_at);

-- Uploaded pictures, stored under <data>/uploads/<file> and served at /uploads/<file>.
CREATE TABLE uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('image', 'album', 'report')),
  created_at INTEGER NOT NULL
);
CREATE INDEX uploads_user ON uploads (user_id);

-- Reports (spec 2 §7, spec 3 §4 "Report flow", §5 reason codes).
CREATE TABLE reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  reporter_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reported_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('profile', 'video')),
  reason INTEGER NOT NULL,
  report_type INTEGER NOT NULL DEFAULT 0,
  site TEXT NOT NULL DEFAULT '',
  wall_goddess INTEGER NOT NULL DEFAULT 0,
  sub_reason INTEGER,
  details TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  image_file TEXT,
  gender INTEGER,
  report_page INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX reports_reported ON reports (reported_id);

-- Users whose chat world (system conversations with their welcome notices, welcome backpack
-- gift) was set up once.
CREATE TABLE chat_user_init (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  at INTEGER NOT NULL
);

-- Album photos of uploads point at their upload (hosts' seeded photos have none).
ALTER TABLE user_photos ADD COLUMN upload_id INTEGER REFERENCES uploads (id) ON DELETE CASCADE;
