import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db';
import { DEFAULT_COUNTRY_AB } from '../../constants';

export interface CountryRow {
  id: number;
  ab: string;
}

/**
 * The country of a request's address (spec 1 §7 country/byip). There is no GeoIP database on
 * this machine, so every address (loopback included) is the default country US; `X-Country`
 * (a short code) lets tests and demos pick another one.
 */
export function countryOfRequest(db: DB, req: FastifyRequest): CountryRow {
  const wanted = String(req.headers['x-country'] ?? '').toUpperCase() || DEFAULT_COUNTRY_AB;
  return (db.prepare('SELECT id, ab FROM countries WHERE ab = ?').get(wanted) ??
    db.prepare('SELECT id, ab FROM countries WHERE ab = ?').get(DEFAULT_COUNTRY_AB)) as CountryRow;
}

/** The two-letter code of a country id (the account's country_id), or null. */
export function countryCodeOf(db: DB, countryId: number | null | undefined): string | null {
  if (countryId === null || countryId === undefined) return null;
  const row = db.prepare('SELECT ab FROM countries WHERE id = ?').get(countryId) as
    { ab: string } | undefined;
  return row?.ab ?? null;
}
