-- Catalogues of the demo world (countries with dial codes, interests, languages, gifts, photos).
CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  ab TEXT NOT NULL UNIQUE,
  phone_code TEXT NOT NULL,
  name TEXT NOT NULL
);

CREATE TABLE interests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE languages (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL,
  name TEXT NOT NULL
);

CREATE TABLE gifts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  gift_image TEXT NOT NULL,
  gold INTEGER NOT NULL CHECK (gold > 0),
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE user_photos (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  url TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX user_photos_user ON user_photos (user_id, sort);
