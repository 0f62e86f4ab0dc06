import * as ns from 'shared-sdk/node';
import type { FastifyInstance } from 'fastify';
import { Codes } from '../src/codes';
import { call, DEMO_USER, login, makeApp, type Session } from './helpers';

// The SDK's client-side functions, exactly what the browser runs.
const sdk = ((ns as unknown as { default?: typeof ns }).default ?? ns) as typeof ns;

describe('encrypted bodies (X-Encrypt: 1)', () => {
  let app: FastifyInstance;
  let s: Session;
  let publicKey: string;
  beforeAll(async () => {
    app = await makeApp();
    s = await login(app, DEMO_USER);
    const res = await call(app, '/facade/api/function/exempt/publicKey');
    publicKey = res.json().data.publicKey;
  });
  afterAll(() => app.close());

  test('public key endpoint returns only a public key', async () => {
    expect(publicKey).toContain('BEGIN PUBLIC KEY');
    expect(publicKey).not.toContain('PRIVATE');
  });

  test('an encrypted request round-trips and the response is encrypted with the same key', async () => {
    const { envelope, aesKey } = await sdk.encryptRequestBody(
      { agreeButton: 1, protocolType: 3, userId: DEMO_USER },
      publicKey,
    );
    const res = await call(app, '/facade/api/user/save/protocol', {
      session: s,
      body: envelope,
      headers: { 'x-encrypt': '1' },
    });
    expect(res.headers['x-encrypt']).toBe('1');
    const wire = res.json();
    expect(wire).toEqual({ key: expect.any(String), data: expect.any(String) });
    const plain = JSON.parse(await sdk.decryptResponseBody(wire, aesKey));
    expect(plain).toMatchObject({ code: 200 });

    // The save really happened: the popup is no longer due.
    const status = await call(app, '/facade/api/user/protocol/status', {
      session: s,
      query: { protocolType: 3 },
    });
    expect(status.json().data.showPop).toBe(false);
  });

  test('schema validation applies to the decrypted body', async () => {
    const { envelope, aesKey } = await sdk.encryptRequestBody({ agreeButton: 'nope' }, publicKey);
    const res = await call(app, '/facade/api/user/save/protocol', {
      session: s,
      body: envelope,
      headers: { 'x-encrypt': '1' },
    });
    const plain = JSON.parse(await sdk.decryptResponseBody(res.json(), aesKey));
    expect(plain.code).toBe(Codes.INVALID_INPUT);
  });

  test('a body that does not decrypt gets 40005', async () => {
    const { envelope } = await sdk.encryptRequestBody({ a: 1 }, publicKey);
    const broken = { key: envelope.key, data: envelope.data.slice(0, -8) + 'AAAAAAAA' };
    const res = await call(app, '/facade/api/user/save/protocol', {
      session: s,
      body: broken,
      headers: { 'x-encrypt': '1' },
    });
    expect(res.json().code).toBe(Codes.BAD_ENCRYPTION);
    const notEnvelope = await call(app, '/facade/api/user/save/protocol', {
      session: s,
      body: { a: 1 },
      headers: { 'x-encrypt': '1' },
    });
    expect(notEnvelope.json().code).toBe(Codes.BAD_ENCRYPTION);
    const wrongKey = await call(app, '/facade/api/user/save/protocol', {
      session: s,
      body: { key: 'AAAA', data: envelope.data },
      headers: { 'x-encrypt': '1' },
    });
    expect(wrongKey.json().code).toBe(Codes.BAD_ENCRYPTION);
  });

  test('a tampered encrypted body fails the signature first', async () => {
    const { envelope } = await sdk.encryptRequestBody(
      { agreeButton: 1, protocolType: 3 },
      publicKey,
    );
    const other = await sdk.encryptRequestBody({ agreeButton: 0, protocolType: 3 }, publicKey);
    const res = await call(app, '/facade/api/user/save/protocol', {
      session: s,
      body: envelope,
      headers: { 'x-encrypt': '1' },
      tamper: (r) => (r.body = JSON.stringify(other.envelope)),
    });
    expect(res.json().code).toBe(Codes.BAD_SIGNATURE);
  });
});
