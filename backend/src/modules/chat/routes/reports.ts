/**
 * Reports (spec 2 §7 "Reports"; spec 3 §4 "Report flow", §5 reason codes and limits). The first
 * step (a user report, or a video report with its screenshot) answers a reportId; the second
 * step adds the sub-reason, details (≤ 200) and e-mail (≤ 100). Blacklisting on submit is the
 * web app's call (addBlack), as the spec's flow does it.
 */
import type { FastifyInstance } from 'fastify';
import type { ReportDetailParams, ReportUserParams } from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import type { Services } from '../../../services';
import { REPORT_CODE, UPLOAD_CODE, chatError } from '../codes';
import {
  REPORT_EMAIL_MAX,
  REPORT_PAGE_VIDEO_CALL,
  REPORT_REASON,
  REPORT_SUB_REASONS,
  REPORT_TEXT_MAX,
} from '../../../sdk';
import { absolute } from '../store';
import { readImagePart, uploadPath } from '../uploads';
import { charCount, me, originOf } from './common';

const REASONS = new Set<number>(Object.values(REPORT_REASON));
/** One @, something before it, a dot in the domain, no spaces (spec 3 §5 shows no format rule). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isReportEmail = (e: string) => e.length <= REPORT_EMAIL_MAX && EMAIL_RE.test(e);

export function registerReportRoutes(app: FastifyInstance, s: Services): void {
  const { db, chat, accounts, now } = s;
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
    if (reported <= 0 || !accounts.getUser(reported)) throw chatError(REPORT_CODE.notFound);
  }
  const checkReason = (reason: unknown) => {
    if (typeof reason !== 'number' || !REASONS.has(reason)) throw chatError(REPORT_CODE.noReason);
  };

  app.post<{ Body: Partial<ReportUserParams> }>(
    '/facade/api/report/users/report/profile',
    {
      schema: {
        body: {
          type: 'object',
          required: ['reportUserId'],
          properties: {
            // Not required in the schema: a missing reason gets its own code (27001).
            reason: { type: 'integer' },
            reportType: { type: 'integer', minimum: 0, maximum: 1000 },
            reportUserId: { type: 'integer' },
            site: { type: 'string', maxLength: 64 },
            wallGoddess: { type: 'integer', enum: [0, 1] },
          },
        },
      },
    },
    async (req) => {
      const reporter = me(req);
      const b = req.body;
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
      return ok({ reportId: Number(res.lastInsertRowid) });
    },
  );

  app.post('/facade/api/report/video/report/images', async (req) => {
    const reporter = me(req);
    let part;
    try {
      part = await readImagePart(req, 'reportImg');
    } catch (e) {
      if ((e as { code?: number }).code === UPLOAD_CODE.noFile)
        throw chatError(REPORT_CODE.noScreenshot);
      throw e;
    }
    const f = part.fields;
    const reason = /^\d+$/.test(f.reportReason ?? '') ? Number(f.reportReason) : undefined;
    checkReason(reason);
    const reported = Number(f.reportedUserId);
    checkTarget(reporter, Number.isSafeInteger(reported) ? reported : 0);
    const upload = chat.uploads.save(reporter, part.buffer, 'report');
    const res = st.insert.run({
      reporter,
      reported,
      kind: 'video',
      reason,
      reportType: 0,
      site: '',
      wall: 0,
      image: upload.file,
      gender: /^[12]$/.test(f.gender ?? '') ? Number(f.gender) : null,
      page: /^\d{1,6}$/.test(f.reportPage ?? '') ? Number(f.reportPage) : REPORT_PAGE_VIDEO_CALL,
      at: now(),
    });
    return ok({
      reportId: Number(res.lastInsertRowid),
      reportImg: absolute(originOf(req), uploadPath(upload)),
    });
  });

  app.post<{ Body: ReportDetailParams }>(
    '/facade/api/report/video/report/two',
    {
      schema: {
        body: {
          type: 'object',
          required: ['reportId'],
          properties: {
            reportId: { type: 'integer' },
            twoReportReason: { type: 'integer' },
            // Longer than the limits so an over-long text gets its own code.
            threeReportReason: { type: 'string', maxLength: 5000 },
            email: { type: 'string', maxLength: 1000 },
          },
        },
      },
    },
    async (req) => {
      const reporter = me(req);
      const b = req.body;
      const report = st.own.get(b.reportId, reporter) as { id: number; reason: number } | undefined;
      if (!report) throw chatError(REPORT_CODE.notFound);
      const subs = REPORT_SUB_REASONS[report.reason] ?? {};
      if (b.twoReportReason !== undefined && !(String(b.twoReportReason) in subs))
        throw chatError(REPORT_CODE.badSubReason);
      const details = (b.threeReportReason ?? '').trim();
      if (charCount(details) > REPORT_TEXT_MAX) throw chatError(REPORT_CODE.detailsTooLong);
      const email = (b.email ?? '').trim();
      if (email && !isReportEmail(email)) throw chatError(REPORT_CODE.badEmail);
      st.detail.run(b.twoReportReason ?? null, details, email, now(), report.id);
      return ok({ reportId: report.id });
    },
  );

  app.get<{ Querystring: { email?: string } }>(
    '/facade/api/report/check/email',
    {
      schema: {
        querystring: { type: 'object', properties: { email: { type: 'string', maxLength: 1000 } } },
      },
    },
    async (req) => {
      me(req);
      return ok({ valid: isReportEmail((req.query.email ?? '').trim()) });
    },
  );
}
