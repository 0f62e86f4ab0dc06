/**
 * Bounds on JSON that arrives from outside (HTTP bodies, realtime frames). Nesting is measured
 * on the raw text with a loop before anything parses or re-serialises it: V8's JSON.parse copes
 * with deep nesting, but JSON.stringify, schema validators and any recursive walk do not (a
 * 10 KB array nested 5,000 deep overflows the stack). One bound for the whole backend.
 */

/** Deepest nesting of objects/arrays accepted anywhere (project's choice; real payloads use < 10). */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text (objects and arrays; 0 for a scalar), without parsing it.
 * Stops counting once `limit` is passed, so the cost is O(n) with early exit. Brackets inside
 * strings do not count. Malformed text is measured as far as it goes (JSON.parse refuses it).
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return max;
}

export class JsonBoundError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'JsonBoundError';
  }
}

/**
 * JSON.parse with the depth bound: throws JsonBoundError (HTTP 400 → 40006) when the text is
 * nested deeper than `maxDepth`, SyntaxError when it is not JSON.
 */
export function parseBoundedJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth)
    throw new JsonBoundError(`JSON is nested too deeply (at most ${maxDepth} levels)`);
  return JSON.parse(text);
}
