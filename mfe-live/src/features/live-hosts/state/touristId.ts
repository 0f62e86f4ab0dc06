import { getLocal, setLocal } from 'shared-sdk';
import { STORAGE_KEYS } from 'shared-sdk/constants';

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
 * STORAGE_KEYS.touristId in local storage): read, or made once and kept, so the tourist list and,
 * later, the tourist's own room see the same visitor.
 */
export function touristId(): string {
  const stored = getLocal<string>(STORAGE_KEYS.touristId);
  if (typeof stored === 'string' && TOURIST_ID.test(stored)) return stored;
  const id = newId();
  setLocal(STORAGE_KEYS.touristId, id);
  return id;
}
