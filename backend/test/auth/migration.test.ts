/**
 * Migration 004 on a database that already has outbox rows from 003: the rows move to the
 * rebuilt table, ids keep growing, and existing users count as having a complete profile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { migrate } from '../../src/db';
import { tempDir } from '../helpers';

const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);

test('004 keeps outbox rows and marks earlier users complete', () => {
  const dir = tempDir();
  const only003 = path.join(dir, 'm');
  fs.mkdirSync(only003);
  for (const f of fs.readdirSync(MIGRATIONS).filter((f) => f < '004'))
    fs.copyFileSync(path.join(MIGRATIONS, f), path.join(only003, f));
  const db = new Database(path.join(dir, 'app.db'));
  db.pragma('foreign_keys = ON');
  migrate(db, only003);
  db.prepare("INSERT INTO users (user_name, created_at) VALUES ('Old', 1)").run();
  db.prepare(
    "INSERT INTO outbox (channel, to_addr, body, created_at) VALUES ('sms', '+1', 'a', 1)",
  ).run();
  db.prepare(
    "INSERT INTO outbox (channel, to_addr, body, created_at) VALUES ('email', 'x@y.z', 'b', 2)",
  ).run();
  db.prepare('DELETE FROM outbox WHERE id = 2').run();

  // Later migrations (005+) follow it; 004 is the one under test.
  expect(migrate(db)[0]).toBe('004_auth.sql');
  expect(db.prepare('SELECT id, channel, to_addr FROM outbox').all()).toEqual([
    { id: 1, channel: 'sms', to_addr: '+1' },
  ]);
  const next = db
    .prepare(
      "INSERT INTO outbox (channel, to_addr, body, created_at) VALUES ('whatsapp', '+1', 'c', 3)",
    )
    .run();
  expect(Number(next.lastInsertRowid)).toBe(3); // AUTOINCREMENT: id 2 is not reused
  expect(db.prepare('SELECT profile_complete FROM users').get()).toEqual({ profile_complete: 1 });
  expect(() =>
    db
      .prepare(
        "INSERT INTO outbox (channel, to_addr, body, created_at) VALUES ('fax', '+1', 'd', 4)",
      )
      .run(),
  ).toThrow(/CHECK/);
  db.close();
});
