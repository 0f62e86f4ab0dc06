/**
 * Praise (likes): taps are counted locally and sent as one request after PRAISE_BATCH_MS
 * without a tap (spec 3 §5, §9); the count shows in W from 10,000 (spec 3 §9).
 */
import { PRAISE_BATCH_MS, PRAISE_W_THRESHOLD } from 'shared-sdk/constants';
import { PRAISE_W_DECIMALS, PRAISE_W_SUFFIX } from '../constants';
import type { LiveCommand, LiveRef, Viewer } from './types';

/** One more tap: the batch timer starts again (the driver's startTimer replaces a running one). */
export function tapPraise(pending: number): { pending: number; commands: LiveCommand[] } {
  return {
    pending: pending + 1,
    commands: [{ type: 'startTimer', name: 'praise', ms: PRAISE_BATCH_MS }],
  };
}

/** The batch timer fired (or the room closes): the taps so far in one request, if any. */
export function flushPraise(pending: number, live: LiveRef, viewer: Viewer): LiveCommand[] {
  return pending > 0 ? [{ type: 'praise', live, viewer, num: pending }] : [];
}

/**
 * spec 3 §9: "praise counts of 10,000 or more shown divided by 10,000 with two decimals and
 * suffix W". The decimals are cut, not rounded (project: 19,999 shows 1.99W, never a count the
 * room has not reached), in whole numbers so no floating-point error creeps in. The spec fixes
 * the shape (no grouping, two decimals, W); `locale` only picks the digits and decimal sign.
 */
export function formatPraiseCount(count: number, locale = 'en'): string {
  const n = Math.max(0, Math.floor(count));
  if (n < PRAISE_W_THRESHOLD)
    return new Intl.NumberFormat(locale, { useGrouping: false }).format(n);
  const scale = 10 ** PRAISE_W_DECIMALS;
  const cut = Math.floor((n * scale) / PRAISE_W_THRESHOLD);
  const w = new Intl.NumberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: PRAISE_W_DECIMALS,
    maximumFractionDigits: PRAISE_W_DECIMALS,
  });
  return `${w.format(cut / scale)}${PRAISE_W_SUFFIX}`;
}
