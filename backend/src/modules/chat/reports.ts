/**
 * Reports (spec 2 §7 "Reports"; spec 3 §4 "Report flow", §5 reason codes and limits). The first
 * step (a user report, or a video report with its screenshot) answers a reportId; the second
 * step adds the sub-reason, details (≤ 200) and e-mail (≤ 100). Blacklisting on submit is the
 * web app's call (addBlack), as the spec's flow does it. Routes: routes/reports.ts.
 */
import type { ReportDetailParams, ReportUserParams } from 'shared-sdk/node';
import type { DB } from '../../db';
import { absolute } from '../../http/origins';
import type { Accounts } from '../accounts/service';
import { REPORT_CODE, chatError } from './codes';
import {
  GENDER,
  REPORT_EMAIL_MAX,
  REPORT_PAGE_VIDEO_CALL,
  REPORT_REASON,
  REPORT_SUB_REASONS,
  REPORT_TEXT_MAX,
} from '../../sdk';
import { charCount } from './text';
import { uploadPath, type Uploads } from './uploads';

const REASONS = new Set<number>(Object.values(REPORT_REASON));
const GENDERS = new Set<string>([String(GENDER.male), String(GENDER.female)]);
/** One @, something before it, a dot in the domain, no spaces (spec 3 §5 shows no format rule). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isReportEmail = (e: string) => e.length <= REPORT_EMAIL_MAX && EMAIL_RE.test(e);

/** The text fields of a video report's form (spec 2 §7). */
export interface VideoReportFields {
  reportReason?: string;
  reportedUserId?: string;
  gender?: string;
  reportPage?: string;
}

export interface ReportDeps {
  db: DB;
  now: () => number;
  accounts: Accounts;
  uploads: Uploads;
}

export function createReports(d: ReportDeps) {
  const { db, now } = d;
  const st = {
    insert: db.prepare(
      `INSERT INTO reports (reporter_id, reported_id, kind, reason, report_type, site, wall_goddess,
         image_file, gender, report_page, created_at, updated_at)
       VALUES (@reporter, @reported, @kind, @reason, @reportType, @site, @wall, @image, @gender, @page, @at, @at)`,
    ),
    own: db.prepare('SELECT * FROM reports WHERE id = ? AND reporter_id = ?'),
    detail: db.prepare(
      'UPDATE reports SET sub_reason = ?, details = ?, email = ?, updated_at = ? WHERE id = ?',
    ),
  };

  function checkTarget(reporter: number, reported: number): void {
    if (reported === reporter) throw chatError(REPORT_CODE.self);
    if (reported <= 0 || !d.accounts.getUser(reported)) throw chatError(REPORT_CODE.notFound);
  }
  const checkReason = (reason: unknown) => {
    if (typeof reason !== 'number' || !REASONS.has(reason)) throw chatError(REPORT_CODE.noReason);
  };

  /** POST /facade/api/report/users/report/profile: a report of a user's profile. */
  function profileReport(reporter: number, b: Partial<ReportUserParams>): { reportId: number } {
    checkReason(b.reason);
    checkTarget(reporter, b.reportUserId as number);
    const res = st.insert.run({
      reporter,
      reported: b.reportUserId,
      kind: 'profile',
      reason: b.reason,
      reportType: b.reportType ?? 0,
      site: String(b.site ?? ''),
      wall: b.wallGoddess ?? 0,
      image: null,
      gender: null,
      page: null,
      at: now(),
    });
    return { reportId: Number(res.lastInsertRowid) };
  }

  /** POST /facade/api/report/video/report/images: a report from a call, with its screenshot. */
  function videoReport(
    reporter: number,
    f: VideoReportFields,
    screenshot: Buffer,
    origin: string,
  ): { reportId: number; reportImg: string } {
    const reason = /^\d+$/.test(f.reportReason ?? '') ? Number(f.reportReason) : undefined;
    checkReason(reason);
    const reported = Number(f.reportedUserId);
    checkTarget(reporter, Number.isSafeInteger(reported) ? reported : 0);
    const upload = d.uploads.save(reporter, screenshot, 'report');
    const res = st.insert.run({
      reporter,
      reported,
      kind: 'video',
      reason,
      reportType: 0,
      site: '',
      wall: 0,
      image: upload.file,
      gender: GENDERS.has(f.gender ?? '') ? Number(f.gender) : null,
      page: /^\d{1,6}$/.test(f.reportPage ?? '') ? Number(f.reportPage) : REPORT_PAGE_VIDEO_CALL,
      at: now(),
    });
    return {
      reportId: Number(res.lastInsertRowid),
      reportImg: absolute(origin, uploadPath(upload)),
    };
  }

  /** POST /facade/api/report/video/report/two: the second step, on the reporter's own report. */
  function details(reporter: number, b: ReportDetailParams): { reportId: number } {
    const report = st.own.get(b.reportId, reporter) as { id: number; reason: number } | undefined;
    if (!report) throw chatError(REPORT_CODE.notFound);
    const subs = REPORT_SUB_REASONS[report.reason] ?? {};
    if (b.twoReportReason !== undefined && !(String(b.twoReportReason) in subs))
      throw chatError(REPORT_CODE.badSubReason);
    const text = (b.threeReportReason ?? '').trim();
    if (charCount(text) > REPORT_TEXT_MAX) throw chatError(REPORT_CODE.detailsTooLong);
    const email = (b.email ?? '').trim();
    if (email && !isReportEmail(email)) throw chatError(REPORT_CODE.badEmail);
    st.detail.run(b.twoReportReason ?? null, text, email, now(), report.id);
    return { reportId: report.id };
  }

  return { profileReport, videoReport, details };
}
export type Reports = ReturnType<typeof createReports>;
