import { REPORT_EMAIL_MAX, REPORT_REASON, REPORT_TEXT_MAX } from 'shared-sdk/constants';
import {
  REASON_ORDER,
  detailsProblem,
  initialReport,
  reportTransition,
  subReasonsOf,
  type ReportEvent,
  type ReportState,
} from './reportFlow';

const adultSub: ReportState = { step: 'subReason', reason: REPORT_REASON.adult };
const adultDetails: ReportState = { step: 'details', reason: 2, sub: 210 };
const otherDetails: ReportState = { step: 'details', reason: 3, sub: null };
const sending: ReportState = { step: 'sending', reason: 2, sub: 210 };

// [from, event, to] — the whole table; rows not listed keep the state.
const table: Array<[ReportState, ReportEvent, ReportState]> = [
  [initialReport, { type: 'pickReason', reason: 2 }, adultSub],
  [initialReport, { type: 'pickReason', reason: 3 }, otherDetails], // Other skips the sub-reason
  [initialReport, { type: 'pickReason', reason: 4 }, initialReport], // not a spec reason
  [initialReport, { type: 'submit' }, initialReport],
  [adultSub, { type: 'pickSub', sub: 210 }, adultDetails],
  [adultSub, { type: 'pickSub', sub: 610 }, adultSub], // a harassment sub-reason under adult
  [adultSub, { type: 'back' }, initialReport],
  [adultSub, { type: 'submit' }, adultSub],
  [adultDetails, { type: 'back' }, adultSub],
  [otherDetails, { type: 'back' }, initialReport],
  [adultDetails, { type: 'submit' }, sending],
  [sending, { type: 'submit' }, sending], // a double click sends once
  [sending, { type: 'sent', blocked: true }, { step: 'thanks', blocked: true }],
  [sending, { type: 'failed' }, { ...adultDetails, error: 'network' }],
  [{ step: 'thanks', blocked: true }, { type: 'back' }, { step: 'thanks', blocked: true }],
];

test.each(table)('%j + %j → %j', (from, event, to) => {
  expect(reportTransition(from, event)).toEqual(to);
});

test('every main reason of spec 3 §5 is offered, in its order, with its sub-reasons', () => {
  expect(REASON_ORDER).toEqual([2, 5, 1, 6, 9, 3]);
  expect(subReasonsOf(9)).toEqual([910, 920]);
  expect(subReasonsOf(5)).toHaveLength(7);
  expect(subReasonsOf(3)).toEqual([]);
});

test('details ≤ 200 characters, e-mail optional, ≤ 100 and an address', () => {
  expect(detailsProblem('', '')).toBeNull();
  expect(detailsProblem('😀'.repeat(REPORT_TEXT_MAX), '')).toBeNull(); // characters, not UTF-16 units
  expect(detailsProblem('x'.repeat(REPORT_TEXT_MAX + 1), '')).toBe('detailsTooLong');
  expect(detailsProblem('', `${'a'.repeat(REPORT_EMAIL_MAX)}@x.io`)).toBe('emailTooLong');
  expect(detailsProblem('', 'not-an-address')).toBe('emailInvalid');
  expect(detailsProblem('', ' me@example.com ')).toBeNull();
});
