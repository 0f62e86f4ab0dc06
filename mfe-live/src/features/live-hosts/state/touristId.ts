import { getLocal, setLocal } from 'shared-sdk';
import { LIVE_CODE, STORAGE_KEYS } from 'shared-sdk/constants';

/** What the backend takes as a tourist id (backend live README "Tourists": 8–64 of A-Z a-z 0-9 _ -). */
const TOURIST_ID = /^[A-Za-z0-9_-]{8,64}$/;

function newId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The visitor's stored tourist id (spec 3 §1, §7, §9 "Stored keys: tourist id";
 * STORAGE_KEYS.touristId in local storage): read, or made once and kept, so the tourist list and
 * the tourist's room see the same visitor. `renew` makes a new one: the server binds an id to the
 * device that first used it and refuses it from another (LIVE_CODE.touristIdTaken).
 */
export function touristId({ renew = false }: { renew?: boolean } = {}): string {
  const stored = renew ? null : getLocal<string>(STORAGE_KEYS.touristId);
  if (typeof stored === 'string' && TOURIST_ID.test(stored)) return stored;
  const id = newId();
  setLocal(STORAGE_KEYS.touristId, id);
  return id;
}

/**
 * A tourist call with the stored id, asked once more with a new id when the server says another
 * device holds it (a copied browser profile, a cleared device id cookie). `ids`: where the id
 * comes from (the stored one; tests pass their own).
 */
export async function asTourist<R extends { ok: boolean; code: number }>(
  call: (audienceId: string) => Promise<R>,
  ids: typeof touristId = touristId,
): Promise<R> {
  const res = await call(ids());
  if (res.ok || res.code !== LIVE_CODE.touristIdTaken) return res;
  return call(ids({ renew: true }));
}
