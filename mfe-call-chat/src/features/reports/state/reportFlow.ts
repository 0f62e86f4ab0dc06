/**
 * The report popup's steps (spec 3 §4 "Report flow", codes spec 3 §5), as a pure transition
 * table: main reason → sub-reason (Other skips it) → optional details and e-mail → sending →
 * thanks. Cancel is the popup's close and needs no state. Anything not in the table leaves the
 * state as it is, so a double click or a late answer cannot skip a step.
 */
import {
  REPORT_EMAIL_MAX,
  REPORT_REASON,
  REPORT_SUB_REASONS,
  REPORT_TEXT_MAX,
} from 'shared-sdk/constants';

/** spec 3 §5 lists the main reasons in this order. */
export const REASON_ORDER: readonly number[] = [
  REPORT_REASON.adult,
  REPORT_REASON.suspicious,
  REPORT_REASON.mismatch,
  REPORT_REASON.harassment,
  REPORT_REASON.underage,
  REPORT_REASON.other,
];

export const subReasonsOf = (reason: number): number[] =>
  Object.keys(REPORT_SUB_REASONS[reason] ?? {}).map(Number);

export type ReportState =
  | { step: 'reason' }
  | { step: 'subReason'; reason: number }
  | { step: 'details'; reason: number; sub: number | null; error?: 'network' }
  | { step: 'sending'; reason: number; sub: number | null }
  | { step: 'thanks'; blocked: boolean };

export type ReportEvent =
  | { type: 'pickReason'; reason: number }
  | { type: 'pickSub'; sub: number }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'sent'; blocked: boolean }
  | { type: 'failed' };

export const initialReport: ReportState = { step: 'reason' };

export function reportTransition(s: ReportState, e: ReportEvent): ReportState {
  switch (s.step) {
    case 'reason':
      if (e.type !== 'pickReason' || !REASON_ORDER.includes(e.reason)) return s;
      return e.reason === REPORT_REASON.other
        ? { step: 'details', reason: e.reason, sub: null }
        : { step: 'subReason', reason: e.reason };
    case 'subReason':
      if (e.type === 'back') return { step: 'reason' };
      if (e.type === 'pickSub' && subReasonsOf(s.reason).includes(e.sub))
        return { step: 'details', reason: s.reason, sub: e.sub };
      return s;
    case 'details':
      if (e.type === 'back')
        return s.sub === null ? { step: 'reason' } : { step: 'subReason', reason: s.reason };
      if (e.type === 'submit') return { step: 'sending', reason: s.reason, sub: s.sub };
      return s;
    case 'sending':
      if (e.type === 'sent') return { step: 'thanks', blocked: e.blocked };
      if (e.type === 'failed')
        return { step: 'details', reason: s.reason, sub: s.sub, error: 'network' };
      return s;
    case 'thanks':
      return s;
  }
}

/** A loose address check (the backend checks the same: one @, a dot in the domain). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the typed details and e-mail, or null (spec 3 §5: ≤ 200, ≤ 100). */
export function detailsProblem(
  details: string,
  email: string,
): 'detailsTooLong' | 'emailTooLong' | 'emailInvalid' | null {
  if ([...details].length > REPORT_TEXT_MAX) return 'detailsTooLong';
  const e = email.trim();
  if (e.length > REPORT_EMAIL_MAX) return 'emailTooLong';
  if (e && !EMAIL.test(e)) return 'emailInvalid';
  return null;
}
