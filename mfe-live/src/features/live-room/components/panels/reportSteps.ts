/**
 * The live report's steps (spec 3 §4 "Report flow", reasons spec 3 §5): reason, then its
 * sub-reason (Other has none and goes straight on), then optional details and e-mail, sent, then
 * thanks. A pure table: a step ignores what does not belong to it (a second tap, a late answer).
 */
import {
  REPORT_EMAIL_MAX,
  REPORT_REASON,
  REPORT_SUB_REASONS,
  REPORT_TEXT_MAX,
} from 'shared-sdk/constants';

/** The reasons in the order spec 3 §5 lists them. */
export const LIVE_REPORT_REASONS = [
  REPORT_REASON.adult,
  REPORT_REASON.suspicious,
  REPORT_REASON.mismatch,
  REPORT_REASON.harassment,
  REPORT_REASON.underage,
  REPORT_REASON.other,
] as const;

export const subReasons = (reason: number): number[] =>
  Object.keys(REPORT_SUB_REASONS[reason] ?? {}).map(Number);

export interface ReportChoice {
  reason: number;
  /** null: the reason has no sub-reasons (Other). */
  sub: number | null;
}

export type ReportStep =
  | { name: 'reason' }
  | { name: 'sub'; reason: number }
  | ({ name: 'details'; offline: boolean } & ReportChoice)
  | ({ name: 'sending' } & ReportChoice)
  | { name: 'done'; blocked: boolean };

export type ReportAction =
  | { do: 'reason'; reason: number }
  | { do: 'sub'; sub: number }
  | { do: 'back' }
  | { do: 'send' }
  | { do: 'answered'; outcome: 'offline' | { blocked: boolean } };

export function nextReportStep(step: ReportStep, action: ReportAction): ReportStep {
  const a = action;
  if (step.name === 'reason' && a.do === 'reason') {
    if (!(LIVE_REPORT_REASONS as readonly number[]).includes(a.reason)) return step;
    return subReasons(a.reason).length
      ? { name: 'sub', reason: a.reason }
      : { name: 'details', reason: a.reason, sub: null, offline: false };
  }
  if (step.name === 'sub') {
    if (a.do === 'back') return { name: 'reason' };
    if (a.do === 'sub' && subReasons(step.reason).includes(a.sub))
      return { name: 'details', reason: step.reason, sub: a.sub, offline: false };
  }
  if (step.name === 'details') {
    if (a.do === 'send') return { name: 'sending', reason: step.reason, sub: step.sub };
    if (a.do === 'back')
      return step.sub === null ? { name: 'reason' } : { name: 'sub', reason: step.reason };
  }
  if (step.name === 'sending' && a.do === 'answered')
    return a.outcome === 'offline'
      ? { name: 'details', reason: step.reason, sub: step.sub, offline: true }
      : { name: 'done', blocked: a.outcome.blocked };
  return step;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What stops the details from being sent (spec 3 §5: details ≤ 200, e-mail ≤ 100), or null. */
export function detailsError(
  details: string,
  email: string,
): 'detailsLong' | 'emailLong' | 'emailBad' | null {
  if ([...details].length > REPORT_TEXT_MAX) return 'detailsLong';
  const address = email.trim();
  if (address.length > REPORT_EMAIL_MAX) return 'emailLong';
  return address && !LOOKS_LIKE_EMAIL.test(address) ? 'emailBad' : null;
}
