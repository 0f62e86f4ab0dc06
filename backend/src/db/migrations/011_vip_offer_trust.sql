-- VIP free minutes, limited-offer reservations, refund-captcha attempts (backend/README.md
-- "Security model").

-- One row per free minute a VIP used on a liked-user call (location 108, spec 2 §6): at most
-- VIP_FREE_CALL_MINUTES_PER_DAY rows per user and UTC day (utc_day = minute start / 86 400 000).
-- The platform paid the host `points` for it (host_points, reason 'vip-free'); the caller nothing.
-- No foreign key to call_rooms: the day's count must survive the other party's account deletion.
CREATE TABLE call_free_minutes (
  room_num TEXT NOT NULL,
  minute INTEGER NOT NULL CHECK (minute >= 1),
  user_id INTEGER NOT NULL,
  utc_day INTEGER NOT NULL,
  host_id INTEGER,
  points INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (room_num, minute)
);
CREATE INDEX call_free_minutes_user_day ON call_free_minutes (user_id, utc_day);

-- A limited offer is held by one open order at a time (spec 3 §8 code 10097): placing a
-- discounted order reserves the seal until the order fails or the reservation expires
-- (OFFER_RESERVATION_MS); the seal is used by the first of its orders that is paid.
ALTER TABLE shop_offer_seals ADD COLUMN reserved_order_id INTEGER;
ALTER TABLE shop_offer_seals ADD COLUMN reserved_until INTEGER;

-- Wrong refund-captcha answers per user (CAPTCHA_MAX_FAILS per CAPTCHA_LIMIT_WINDOW_MS); rows
-- older than the window are purged when a new picture is made.
CREATE TABLE shop_captcha_fails (
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX shop_captcha_fails_user ON shop_captcha_fails (user_id, created_at);
