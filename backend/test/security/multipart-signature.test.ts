/**
 * Security review: multipart uploads were not covered by the request signature — the URL was
 * signed, the form was not, so a file (or a field) changed on the way was stored under a valid
 * signature.
 *
 * Rule (backend/README.md "Security model"): a multipart request carries X-Body-Digest, the SDK's
 * formDigest of its parts in order (text values, file bytes), and the signature covers it; the
 * server reads every part and refuses a form whose digest differs (40002) or a form without the
 * header (40001), before anything is stored.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../src/codes';
import { uploadsDirOf } from '../../src/modules/chat/uploads';
import { formDigest } from '../../src/sdk';
import { makeApp, signedRequest, type Session } from '../helpers';
import { newUser } from '../chat/helpers';
import { multipart, png, type MultipartBody } from '../chat/images';

// A whole app per file and many requests: the default 5 s is short on a busy machine.
jest.setTimeout(30_000);

let app: FastifyInstance;
let a: Session;
beforeAll(async () => {
  app = await makeApp();
  a = await newUser(app, 'Uploader');
});
afterAll(() => app.close());

const PATH = '/facade/api/upload/images';
/** A PNG with a text chunk of `fill` letters: same size, different bytes, both valid pictures. */
const picture = (fill: string) => {
  const bytes = png(8, 6, 32);
  const at = bytes.indexOf(Buffer.from('tEXt')) + 4;
  bytes.fill(fill, at, at + 32);
  return bytes;
};
const form = (data: Buffer, fields: Record<string, string> = { platformType: '4' }) =>
  multipart(fields, { field: 'image', name: 'p.png', type: 'image/png', data });

/** Signs `signed` (its digest), sends `sent` (the body that travels). */
async function send(
  signed: MultipartBody,
  sent: MultipartBody = signed,
  o: { digest?: boolean } = {},
) {
  const r = await signedRequest(app, PATH, {
    session: a,
    method: 'POST',
    ...(o.digest === false ? {} : { formDigest: await formDigest(signed.parts) }),
  });
  const res = await app.inject({
    method: 'POST',
    url: r.url,
    payload: sent.body,
    headers: { ...r.headers, 'content-type': sent.contentType },
  });
  return res.json() as { code: number; msg: string; data: { url?: string } | null };
}
const stored = () => {
  const dir = uploadsDirOf(app.services.db);
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

test('a form signed with its digest is stored', async () => {
  const r = await send(form(picture('a')));
  expect(r.code).toBe(200);
  expect(r.data?.url).toMatch(/\/uploads\/[0-9a-f]{32}\.png$/);
});

test("the finding's request: a URL-signed upload whose picture was swapped on the way stores nothing", async () => {
  const before = stored();
  // Signed as before the fix (path, query, token; no form digest), another picture travels.
  const r = await send(form(picture('a')), form(picture('b')), { digest: false });
  expect(r.code).not.toBe(200);
  expect(stored()).toBe(before);
});

test('a picture swapped for another under a valid signature is refused (40002), nothing stored', async () => {
  const signed = form(picture('a'));
  expect((await send(signed)).code).toBe(200);
  const before = stored();
  const r = await send(signed, form(picture('b')));
  expect(r.code).toBe(Codes.BAD_SIGNATURE);
  expect(stored()).toBe(before);
});

test('a changed, added or dropped text field is refused too', async () => {
  const signed = form(picture('a'), { platformType: '4' });
  expect((await send(signed, form(picture('a'), { platformType: '5' }))).code).toBe(
    Codes.BAD_SIGNATURE,
  );
  expect((await send(signed, form(picture('a'), { platformType: '4', extra: 'x' }))).code).toBe(
    Codes.BAD_SIGNATURE,
  );
  expect((await send(signed, form(picture('a'), {}))).code).toBe(Codes.BAD_SIGNATURE);
});

test('a form without X-Body-Digest is refused (40001, naming the header)', async () => {
  const r = await send(form(picture('a')), form(picture('a')), { digest: false });
  expect(r.code).toBe(Codes.MISSING_COMMON_PARAMS);
  expect(r.msg).toMatch(/X-Body-Digest/);
});

test('a digest that is not the one signed fails the signature (40002)', async () => {
  const signed = form(picture('a'));
  const r = await signedRequest(app, PATH, {
    session: a,
    method: 'POST',
    formDigest: await formDigest(signed.parts),
  });
  const res = await app.inject({
    method: 'POST',
    url: r.url,
    payload: signed.body,
    headers: { ...r.headers, 'content-type': signed.contentType, 'x-body-digest': 'f'.repeat(64) },
  });
  expect(res.json().code).toBe(Codes.BAD_SIGNATURE);
});
