import {
  EnvelopeError,
  base64ToBytes,
  decryptRequestEnvelope,
  decryptResponseBody,
  encryptRequestBody,
  encryptResponseBody,
  rsaDecrypt,
  rsaEncrypt,
} from '../src/api/crypto';
import { rsaPair } from './keys';

const { publicKey, privateKey } = rsaPair();

describe('hybrid body encryption (spec 1 §7, §8)', () => {
  it('round trips client → server → client', async () => {
    const body = { email: 'a@b.c', password: 'Secret!1', nested: { n: 1, s: 'ünïcødé' } };
    const { envelope, aesKey } = await encryptRequestBody(body, publicKey);
    expect(Object.keys(envelope).sort()).toEqual(['data', 'key']);
    expect(envelope.data).not.toContain('Secret');
    // data = iv(12) ‖ ciphertext ‖ tag(16)
    expect(base64ToBytes(envelope.data).length).toBe(
      12 + new TextEncoder().encode(JSON.stringify(body)).length + 16,
    );

    const server = await decryptRequestEnvelope(envelope, privateKey);
    expect(JSON.parse(server.json)).toEqual(body);
    expect(Array.from(server.aesKeyRaw)).toEqual(Array.from(aesKey));

    const reply = { code: 200, msg: 'ok', data: { userId: 7 } };
    const encReply = await encryptResponseBody(reply, server.aesKeyRaw);
    expect(base64ToBytes(encReply.key).length).toBe(12);
    expect(JSON.parse(await decryptResponseBody(encReply, aesKey))).toEqual(reply);
  });

  it('uses a new AES key and iv for every request', async () => {
    const a = await encryptRequestBody('{}', publicKey);
    const b = await encryptRequestBody('{}', publicKey);
    expect(a.envelope.data).not.toBe(b.envelope.data);
    expect(Array.from(a.aesKey)).not.toEqual(Array.from(b.aesKey));
  });

  it.each([
    ['missing key', { data: 'AAAA' }],
    ['missing data', { key: 'AAAA' }],
    ['empty key', { key: '', data: 'AAAA' }],
    ['null', null],
  ])('%s → 6666 on the client', async (_n, env) => {
    const key = new Uint8Array(32);
    await expect(decryptResponseBody(env, key)).rejects.toMatchObject({ code: 6666 });
  });

  it.each([
    ['missing key', { data: 'AAAA' }],
    ['missing data', { key: 'AAAA' }],
  ])('%s → 6666 on the server', async (_n, env) => {
    await expect(decryptRequestEnvelope(env, privateKey)).rejects.toBeInstanceOf(EnvelopeError);
    await expect(decryptRequestEnvelope(env, privateKey)).rejects.toMatchObject({ code: 6666 });
  });

  it('a tampered ciphertext or wrong key is data invalid, not garbage', async () => {
    const { envelope, aesKey } = await encryptRequestBody({ a: 1 }, publicKey);
    const bytes = base64ToBytes(envelope.data);
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const tampered = { key: envelope.key, data: Buffer.from(bytes).toString('base64') };
    await expect(decryptRequestEnvelope(tampered, privateKey)).rejects.toMatchObject({
      code: 6666,
    });
    const reply = await encryptResponseBody({ code: 200 }, aesKey);
    await expect(decryptResponseBody(reply, new Uint8Array(32))).rejects.toMatchObject({
      code: 6666,
    });
    const other = rsaPair();
    await expect(decryptRequestEnvelope(envelope, other.privateKey)).rejects.toMatchObject({
      code: 6666,
    });
  });

  it('rsaEncrypt/rsaDecrypt round trip a field', async () => {
    const c = await rsaEncrypt('pw-123456', publicKey);
    expect(await rsaDecrypt(c, privateKey)).toBe('pw-123456');
  });
});
