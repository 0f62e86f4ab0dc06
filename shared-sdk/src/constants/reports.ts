/**
 * Reporting a user (spec 3 §5, §7, §9): reasons, limits of the form, the video-call report and the
 * backend's refusal codes (the project's, docs/CONTRACTS.md "Chat, friends, gifts and reports").
 */

/** spec 3 §5 — report main reasons. */
export const REPORT_REASON = {
  mismatch: 1,
  adult: 2,
  other: 3,
  suspicious: 5,
  harassment: 6,
  underage: 9,
} as const;
/** spec 3 §5 — report sub-reasons per main reason. */
export const REPORT_SUB_REASONS: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  2: {
    210: 'nudity',
    220: 'sexually suggestive',
    230: 'solicitation',
    240: 'child exploitation',
    250: 'other',
  },
  1: {
    110: 'gender mismatch',
    120: 'pretending to be a celebrity',
    130: 'pretending to be someone else',
    140: 'other',
  },
  5: {
    510: 'asking for gifts',
    520: 'fraud',
    530: 'spam',
    540: 'regulated goods',
    550: 'criminal organisations',
    560: 'terrorism',
    570: 'other',
  },
  6: {
    610: 'abusive language',
    620: 'threat of violence',
    630: 'hate speech',
    640: 'repeated unwanted contact',
    650: 'other',
  },
  9: { 910: 'profile belongs to a minor', 920: 'facilitating contact to minors' },
};
/** spec 3 §5, §9 — report details max characters. */
export const REPORT_TEXT_MAX = 200;
/** spec 3 §5, §9 — report email max characters. */
export const REPORT_EMAIL_MAX = 100;
/** spec 3 §7 — video-call report page id. */
export const REPORT_PAGE_VIDEO_CALL = 15;
/** spec 3 §9 — screenshot JPEG quality. */
export const SCREENSHOT_JPEG_QUALITY = 0.2;
/** Refusals of the report calls (the project's codes; spec 3 §5 gives the limits). */
export const REPORT_CODE = {
  /** No reason, or not one of spec 3 §5's reason codes. */
  noReason: 27001,
  /** A sub-reason that does not belong to the reason. */
  badSubReason: 27002,
  /** Details over 200 characters (spec 3 §5). */
  detailsTooLong: 27003,
  /** E-mail over 100 characters (spec 3 §5), or not an address. */
  badEmail: 27004,
  /** Reporting yourself. */
  self: 27005,
  /** No such reported user, or no such report (second step). */
  notFound: 27006,
  /** The video report needs its screenshot. */
  noScreenshot: 27007,
} as const;
