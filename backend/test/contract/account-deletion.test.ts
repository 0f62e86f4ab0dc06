/**
 * Contract: the SDK's accountApi.deleteAccount against the real backend over HTTP.
 * It deletes the signed-in account; the next call with the old session is HTTP 401, which the
 * SDK's session reaction turns into a cleared session.
 */
import { accountApi } from '../../../shared-sdk/src/api/modules/account';
import { userApi } from '../../../shared-sdk/src/api/modules/user';
import { sessionEvents, type SessionReaction } from '../../../shared-sdk/src/api/session-codes';
import { readSession } from '../../../shared-sdk/src/storage/cookies';
import { devSession, devUser, signInClient, startContractEnv, type ContractEnv } from './harness';

let env: ContractEnv;
beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(() => env.close());

test('deleteAccount: POST /facade/api/user/deleteAccount; the old session then ends (401)', async () => {
  const { userId } = await devUser(env.backend, 'Leaving Contract');
  signInClient(await devSession(env.backend, userId, 'contract-delete-device'));
  expect((await userApi.getUserInfo()).ok).toBe(true);

  env.proxy.reset();
  const res = await accountApi.deleteAccount();
  expect(res).toMatchObject({ ok: true, code: 200 });
  const sent = env.proxy.last().sent;
  expect([sent.method, sent.url.split('?')[0]]).toEqual(['POST', '/facade/api/user/deleteAccount']);

  const events: SessionReaction[] = [];
  const off = sessionEvents.subscribe((r) => events.push(r));
  try {
    expect(await userApi.getUserInfo()).toMatchObject({ ok: false });
    expect(events).toEqual([expect.objectContaining({ kind: 'expired', clearSession: true })]);
    expect(readSession()).toBeNull();
  } finally {
    off();
  }
});
