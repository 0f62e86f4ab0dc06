/**
 * Report paths (spec 2 §7 "Reports"; spec 3 §4 "Report flow"). The video report's screenshot is
 * read from the signed multipart form here; the rules are the report service's (../reports.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ReportDetailParams, ReportUserParams } from 'shared-sdk/node';
import { ok } from '../../../http/envelope';
import { requestOrigin } from '../../../http/origins';
import type { Services } from '../../../services';
import { REPORT_CODE, UPLOAD_CODE, chatError } from '../codes';
import { isReportEmail } from '../reports';
import { readImagePart } from '../uploads';
import { me } from './common';

export function registerReportRoutes(app: FastifyInstance, s: Services): void {
  const { reports } = s.chat;

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
    async (req) => ok(reports.profileReport(me(req), req.body)),
  );

  app.post('/facade/api/report/video/report/images', async (req) => {
    const reporter = me(req);
    let part;
    try {
      part = await readImagePart(req, 'reportImg');
    } catch (e) {
      // A report without its screenshot has its own code.
      if ((e as { code?: number }).code === UPLOAD_CODE.noFile)
        throw chatError(REPORT_CODE.noScreenshot);
      throw e;
    }
    return ok(reports.videoReport(reporter, part.fields, part.buffer, requestOrigin(req)));
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
    async (req) => ok(reports.details(me(req), req.body)),
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
