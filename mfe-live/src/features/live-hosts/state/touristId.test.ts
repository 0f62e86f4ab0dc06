import { STORAGE_KEYS } from 'shared-sdk/constants';
import { asTourist, touristId } from './touristId';

beforeEach(() => localStorage.clear());

test('made once and kept; renew makes and keeps a new one', () => {
  const first = touristId();
  expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(touristId()).toBe(first);
  const next = touristId({ renew: true });
  expect(next).not.toBe(first);
  expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.touristId) ?? 'null')).toBe(next);
});

test('a call refused because another device holds the id is asked once more with a new id', async () => {
  const old = touristId();
  const ids: string[] = [];
  const call = jest.fn(async (id: string) => {
    ids.push(id);
    return ids.length === 1 ? { ok: false, code: 1414 } : { ok: true, code: 200 };
  });
  await expect(asTourist(call)).resolves.toEqual({ ok: true, code: 200 });
  expect(ids[0]).toBe(old);
  expect(ids[1]).not.toBe(old);
  expect(touristId()).toBe(ids[1]);
});

test('other refusals are not retried', async () => {
  const call = jest.fn(async () => ({ ok: false, code: 1004 }));
  await expect(asTourist(call)).resolves.toEqual({ ok: false, code: 1004 });
  expect(call).toHaveBeenCalledTimes(1);
});
