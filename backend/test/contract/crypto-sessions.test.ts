/**
 * Contract, continued: an encrypted body round-trips between the SDK's client and the
 * real backend; a response without key or data is 6666 in the client; a token revoked on the
 * server (another device signs in: 10023; expired: 412) reaches the SDK's one session-code
 * reaction and clears the client's session.
 */
import { apiRequest } from '../../../shared-sdk/src/api/client';
import { signRequest } from '../../../shared-sdk/src/api/signing';
import { statusApi } from '../../../shared-sdk/src/api/modules/status';
import { userApi } from '../../../shared-sdk/src/api/modules/user';
import { sessionEvents, type SessionReaction } from '../../../shared-sdk/src/api/session-codes';
import { readSession } from '../../../shared-sdk/src/storage/cookies';
import { Codes } from '../../src/codes';
import {
  DEMO_USER_2,
  devExpire,
  devSession,
  devUser,
  queryOf,
  signInClient,
  startContractEnv,
  type ContractEnv,
} from './harness';

const HEARTBEAT = '/facade/api/onlinestatus/exempt/heartbeat/status';
const DATA_INVALID = 6666;

let env: ContractEnv;
let events: SessionReaction[];
let unsubscribe: () => void;
let warn: jest.SpyInstance;

beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(() => env.close());
beforeEach(() => {
  env.proxy.reset();
  events = [];
  unsubscribe = sessionEvents.subscribe((r) => events.push(r));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unsubscribe();
  warn.mockRestore();
});

async function freshSignedIn(): Promise<number> {
  const { userId } = await devUser(env.backend, 'Crypto Contract');
  signInClient(await devSession(env.backend, userId, `crypto-device-${userId}`));
  return userId;
}

/** An encrypted heartbeat through the SDK's client (the same path any encrypted call takes). */
const encryptedHeartbeat = (status: number) =>
  apiRequest<null>(HEARTBEAT, { method: 'POST', body: { status, type: 0 }, encrypt: true });

describe('encrypted bodies', () => {
  test('round-trip: ciphertext on the wire both ways, the server acts on the plaintext', async () => {
    const userId = await freshSignedIn();
    const r = await encryptedHeartbeat(1);
    expect(r).toMatchObject({ ok: true, code: 200 });

    const x = env.proxy.log.find((e) => e.sent.url.startsWith(HEARTBEAT));
    if (!x) throw new Error('heartbeat did not cross the proxy');
    // Request: an envelope, not the JSON the client encrypted.
    expect(x.sent.headers['x-encrypt']).toBe('1');
    expect(x.sent.body).not.toContain('status');
    expect(Object.keys(JSON.parse(x.sent.body) as object).sort()).toEqual(['data', 'key']);
    // Response: encrypted with the request's AES key, no plain `code` on the wire.
    const answer = x.answers[0];
    expect(answer?.headers['x-encrypt']).toBe('1');
    expect(JSON.parse(answer?.body ?? '{}')).not.toHaveProperty('code');

    // The backend decrypted {status: 1}: the batch call shows the user busy.
    const batch = await statusApi.getBatch([userId]);
    expect(batch.ok && batch.data).toEqual([{ userId, status: 1 }]);
    expect((await encryptedHeartbeat(2)).ok).toBe(true);
    const again = await statusApi.getBatch([userId]);
    expect(again.ok && again.data).toEqual([{ userId, status: 2 }]);
  });

  test('a signed body that does not decrypt is refused with 40005 (HTTP 200, no stack trace)', async () => {
    await freshSignedIn();
    // Swap the wrapped key for garbage and sign again, as a client with the wrong public key
    // would: the signature is good, only the decryption can fail.
    env.proxy.hooks.request = async (req) => {
      const e = JSON.parse(req.body) as { key: string; data: string };
      req.body = JSON.stringify({
        key: Buffer.from('not an RSA block').toString('base64'),
        data: e.data,
      });
      const q = queryOf(req.url);
      req.headers['x-sign'] = await signRequest({
        url: req.url,
        loginToken: req.headers['x-login-token'] ?? '',
        deviceId: q.get('deviceId') ?? '',
        nonce: q.get('nonce') ?? '',
        timestamp: q.get('timestamp') ?? '',
        userId: q.get('userId') ?? '',
        body: req.body,
      });
    };
    expect(await encryptedHeartbeat(2)).toMatchObject({ ok: false, code: Codes.BAD_ENCRYPTION });
    const answer = env.proxy.last().answers[0];
    expect(answer?.status).toBe(200);
    expect(answer?.body).not.toMatch(/\.ts:\d+/);
  });

  test.each([
    ['without data', (b: Record<string, unknown>) => delete b.data],
    ['without key', (b: Record<string, unknown>) => delete b.key],
    [
      'with data that does not decrypt',
      (b: Record<string, unknown>) => (b.data = 'AAAA' + String(b.data)),
    ],
  ])('a response %s is 6666 in the client', async (_label, alter) => {
    await freshSignedIn();
    env.proxy.hooks.response = (res) => {
      const b = JSON.parse(res.body) as Record<string, unknown>;
      alter(b);
      res.body = JSON.stringify(b);
    };
    expect(await encryptedHeartbeat(2)).toMatchObject({ ok: false, code: DATA_INVALID });
    expect(readSession()).not.toBeNull(); // 6666 is not a session code
  });

  test('a plain response that is not JSON is 6666 in the client', async () => {
    await freshSignedIn();
    env.proxy.hooks.response = (res) => void (res.body = '<html>gateway</html>');
    expect(await userApi.getUserInfo()).toMatchObject({ ok: false, code: DATA_INVALID });
  });
});

describe('a session revoked on the server', () => {
  test('sign-in on another device: the next call is 10023, the client session is cleared', async () => {
    signInClient(await devSession(env.backend, DEMO_USER_2, 'contract-first-device'));
    expect((await userApi.getUserInfo()).ok).toBe(true);
    await devSession(env.backend, DEMO_USER_2, 'contract-other-device');

    expect(await userApi.getUserInfo()).toMatchObject({
      ok: false,
      code: Codes.ACTIVE_ON_OTHER_DEVICE,
    });
    expect(events).toEqual([
      expect.objectContaining({ kind: 'expired', code: 10023, clearSession: true, goRoot: true }),
    ]);
    expect(readSession()).toBeNull();
  });

  test('an expired token: the next call is 412, the client session is cleared', async () => {
    const { userId } = await devUser(env.backend, 'Expiring Contract');
    const s = await devSession(env.backend, userId, 'contract-expiring-device');
    signInClient(s);
    await devExpire(env.backend, s.loginToken);

    expect(await userApi.getUserInfo()).toMatchObject({ ok: false, code: Codes.LOGIN_EXPIRED });
    expect(events).toEqual([
      expect.objectContaining({ kind: 'expired', code: 412, clearSession: true }),
    ]);
    expect(readSession()).toBeNull();
  });
});
