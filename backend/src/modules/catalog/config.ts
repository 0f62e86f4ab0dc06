import type { DB } from '../../db';

/** Key/value site configuration (play ways, popups), stored as JSON in site_config. */
export function getConfig<T>(db: DB, key: string, fallback: T): T {
  const row = db.prepare('SELECT value FROM site_config WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row ? (JSON.parse(row.value) as T) : fallback;
}

export function setConfig(db: DB, key: string, value: unknown): void {
  db.prepare(
    'INSERT INTO site_config (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, JSON.stringify(value));
}
