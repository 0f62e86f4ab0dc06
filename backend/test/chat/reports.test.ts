/**
 * Reports (spec 2 §7; spec 3 §4 "Report flow", §5 codes and limits): reason required and one of
 * the spec's, sub-reason of that reason, details ≤ 200, e-mail ≤ 100, the video report with its
 * screenshot as form data.
 */
import type { FastifyInstance } from 'fastify';
import * as sdk from 'shared-sdk/node';
import { makeApp, type Session } from '../helpers';
import { multipart, png } from './images';
import { api, newUser, upload } from './helpers';

const { REPORT_CODE, REPORT_TEXT_MAX, REPORT_EMAIL_MAX, UPLOAD_CODE } = sdk;
let app: FastifyInstance;
let a: Session;
let b: Session;

beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  a = await newUser(app, 'Ann');
  b = await newUser(app, 'Bob');
});

const report = (body: Record<string, unknown>) =>
  api(app, a, '/facade/api/report/users/report/profile', body);
const two = (body: Record<string, unknown>) =>
  api(app, a, '/facade/api/report/video/report/two', body);

test('three steps: reason → sub-reason, details, e-mail; stored', async () => {
  const r = await report({
    reason: 6,
    reportType: 1,
    reportUserId: b.userId,
    site: 'FriendPage',
    wallGoddess: 0,
  });
  expect(r.data).toEqual({ reportId: expect.any(Number) });
  const d = await two({
    reportId: r.data.reportId,
    twoReportReason: 640,
    threeReportReason: 'keeps writing',
    email: 'me@example.com',
  });
  expect(d.data).toEqual({ reportId: r.data.reportId });
  const row = app.services.db.prepare('SELECT * FROM reports WHERE id = ?').get(r.data.reportId);
  expect(row).toMatchObject({
    reporter_id: a.userId,
    reported_id: b.userId,
    reason: 6,
    sub_reason: 640,
    details: 'keeps writing',
    email: 'me@example.com',
  });
  // "Other" (3) has no sub-reason: details only.
  const other = await report({ reason: 3, reportType: 1, reportUserId: b.userId });
  expect((await two({ reportId: other.data.reportId, threeReportReason: 'x' })).code).toBe(200);
});

test('without a reason, or an unknown one: 27001', async () => {
  const none = await report({ reportType: 1, reportUserId: b.userId });
  expect(none).toMatchObject({
    code: REPORT_CODE.noReason,
    msg: 'Please choose a reason for the report',
  });
  expect((await report({ reason: 4, reportUserId: b.userId })).code).toBe(REPORT_CODE.noReason);
});

test('yourself 27005, an unknown user 27006, a report of someone else 27006', async () => {
  expect((await report({ reason: 2, reportUserId: a.userId })).code).toBe(REPORT_CODE.self);
  expect((await report({ reason: 2, reportUserId: 99999999 })).code).toBe(REPORT_CODE.notFound);
  const theirs = await api(app, b, '/facade/api/report/users/report/profile', {
    reason: 2,
    reportUserId: a.userId,
  });
  expect((await two({ reportId: theirs.data.reportId, threeReportReason: 'x' })).code).toBe(
    REPORT_CODE.notFound,
  );
});

test(`sub-reason of another reason 27002, details over ${REPORT_TEXT_MAX} 27003, e-mail over ${REPORT_EMAIL_MAX} or malformed 27004`, async () => {
  const r = await report({ reason: 2, reportUserId: b.userId });
  const id = r.data.reportId;
  expect((await two({ reportId: id, twoReportReason: 610 })).code).toBe(REPORT_CODE.badSubReason);
  expect(
    (await two({ reportId: id, threeReportReason: 'x'.repeat(REPORT_TEXT_MAX + 1) })).code,
  ).toBe(REPORT_CODE.detailsTooLong);
  expect((await two({ reportId: id, threeReportReason: 'x'.repeat(REPORT_TEXT_MAX) })).code).toBe(
    200,
  );
  const long = `${'a'.repeat(REPORT_EMAIL_MAX - 11)}@example.com`;
  expect((await two({ reportId: id, email: long })).code).toBe(REPORT_CODE.badEmail);
  expect((await two({ reportId: id, email: 'not-an-email' })).code).toBe(REPORT_CODE.badEmail);
  expect(
    (await api(app, a, '/facade/api/report/check/email', undefined, 'GET', { email: 'a@b.co' }))
      .data,
  ).toEqual({ valid: true });
  expect(
    (await api(app, a, '/facade/api/report/check/email', undefined, 'GET', { email: 'a@b' })).data,
  ).toEqual({ valid: false });
});

test('video report: the screenshot as form data; without it 27007; a non-picture 26003', async () => {
  const fields = {
    gender: '2',
    reportReason: '2',
    reportedUserId: String(b.userId),
    reportPage: '15',
  };
  const r = await upload(
    app,
    a,
    '/facade/api/report/video/report/images',
    multipart(fields, { field: 'reportImg', name: 's.jpg', type: 'image/jpeg', data: png(16, 9) }),
  );
  expect(r.data).toMatchObject({
    reportId: expect.any(Number),
    reportImg: expect.stringMatching(/\/uploads\/[a-f0-9]{32}\.png$/),
  });
  const row = app.services.db.prepare('SELECT * FROM reports WHERE id = ?').get(r.data.reportId);
  expect(row).toMatchObject({
    kind: 'video',
    reason: 2,
    gender: 2,
    report_page: 15,
    reported_id: b.userId,
  });
  expect(
    (await upload(app, a, '/facade/api/report/video/report/images', multipart(fields))).code,
  ).toBe(REPORT_CODE.noScreenshot);
  const bad = multipart(fields, {
    field: 'reportImg',
    name: 's.jpg',
    type: 'image/jpeg',
    data: Buffer.from('nope'),
  });
  expect((await upload(app, a, '/facade/api/report/video/report/images', bad)).code).toBe(
    UPLOAD_CODE.notImage,
  );
  const noReason = multipart(
    { ...fields, reportReason: '' },
    { field: 'reportImg', name: 's.jpg', type: 'image/jpeg', data: png() },
  );
  expect((await upload(app, a, '/facade/api/report/video/report/images', noReason)).code).toBe(
    REPORT_CODE.noReason,
  );
});
