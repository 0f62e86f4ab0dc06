/**
 * Spec 1 §5: empty values (undefined, null, empty string) are dropped from query strings.
 * 0 and false are real values and stay.
 */
export function dropEmptyParams<T extends Record<string, unknown>>(obj: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v === undefined || v === null || v === '') continue;
    (out as Record<string, unknown>)[k] = v;
  }
  return out;
}
