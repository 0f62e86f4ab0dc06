/**
 * Contract: multipart uploads are signed through the digest of their parts — the SDK's real
 * client (uploadApi, reportApi) sends X-Body-Digest = formDigest(parts) and signs it; the real
 * backend recomputes it from the parts it reads. A file or field changed on the way, or a missing
 * or replaced digest header, is refused.
 */
import { uploadApi } from '../../../shared-sdk/src/api/modules/upload';
import { formDigest } from '../../../shared-sdk/src/api/signing';
import { reportApi } from '../../../shared-sdk/src/chat/api';
import { Codes } from '../../src/codes';
import { png } from '../chat/images';
import {
  devSession,
  devUser,
  signInClient,
  startContractEnv,
  type ContractEnv,
  type WireRequest,
} from './harness';

// A whole app per file and many requests: the default 5 s is short on a busy machine.
jest.setTimeout(30_000);

let env: ContractEnv;
let warn: jest.SpyInstance;
beforeAll(async () => {
  env = await startContractEnv();
  const { userId } = await devUser(env.backend, 'Form Signer');
  signInClient(await devSession(env.backend, userId, 'contract-multipart-device'));
});
afterAll(() => env.close());
beforeEach(() => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** A PNG with a 32-letter text chunk: changing a letter keeps it a valid picture of the same size. */
const pngBytes = () => png(10, 8, 32);
const blob = (b: Buffer) => new Blob([new Uint8Array(b)], { type: 'image/png' });

/** Changes bytes of the body as it crosses the proxy (the binary is forwarded as changed). */
function tamperBody(change: (raw: Buffer) => Buffer) {
  env.proxy.hooks.request = (req: WireRequest) => {
    const raw = change(Buffer.from(req.rawBody as Buffer));
    req.rawBody = raw;
    req.body = raw.toString('utf8');
  };
}

test('uploadApi.images sends X-Body-Digest = formDigest(platformType, image) and is accepted', async () => {
  const bytes = pngBytes();
  const r = await uploadApi.images(blob(bytes), 'p.png');
  expect(r).toMatchObject({ ok: true, code: 200 });
  const wire = env.proxy.last().sent;
  expect(wire.headers['x-sign']).toMatch(/^[0-9a-f]{64}$/);
  expect(wire.headers['x-body-digest']).toBe(
    await formDigest([
      { name: 'platformType', value: '4' },
      { name: 'image', bytes },
    ]),
  );
});

test('a picture changed on the way under the valid signature: 40002', async () => {
  tamperBody((raw) => {
    const at = raw.indexOf(Buffer.from('tEXt')) + 4;
    raw[at] = 'b'.charCodeAt(0);
    return raw;
  });
  const r = await uploadApi.images(blob(pngBytes()), 'p.png');
  expect(r).toMatchObject({ ok: false, code: Codes.BAD_SIGNATURE });
});

test('a text field changed on the way (reportApi.videoReportImages reportReason): 40002', async () => {
  const { userId: reported } = await devUser(env.backend, 'Reported');
  tamperBody((raw) =>
    Buffer.from(raw.toString('latin1').replace(/(name="reportReason"\r\n\r\n)2/, '$15'), 'latin1'),
  );
  const r = await reportApi.videoReportImages({
    gender: 2,
    reportReason: 2,
    reportedUserId: reported,
    reportImg: blob(pngBytes()),
  });
  expect(r).toMatchObject({ ok: false, code: Codes.BAD_SIGNATURE });
  expect(env.proxy.last().forwarded.body).toMatch(/name="reportReason"\r\n\r\n5/);
});

test('X-Body-Digest removed: 40001; replaced by the digest of the changed form: 40002', async () => {
  env.proxy.hooks.request = (req) => void delete req.headers['x-body-digest'];
  expect(await uploadApi.images(blob(pngBytes()), 'p.png')).toMatchObject({
    ok: false,
    code: Codes.MISSING_COMMON_PARAMS,
  });

  const other = pngBytes();
  other[other.indexOf(Buffer.from('tEXt')) + 4] = 'c'.charCodeAt(0);
  const otherDigest = await formDigest([
    { name: 'platformType', value: '4' },
    { name: 'image', bytes: other },
  ]);
  env.proxy.hooks.request = (req) => {
    const raw = Buffer.from(req.rawBody as Buffer);
    const at = raw.indexOf(Buffer.from('tEXt')) + 4;
    raw[at] = 'c'.charCodeAt(0);
    req.rawBody = raw;
    req.body = raw.toString('utf8');
    req.headers['x-body-digest'] = otherDigest;
  };
  expect(await uploadApi.images(blob(pngBytes()), 'p.png')).toMatchObject({
    ok: false,
    code: Codes.BAD_SIGNATURE,
  });
});
