/**
 * Contract (install and push rewards, web push, consent): the SDK's rewardsApi and the consent
 * calls of userApi, through the SDK's real client against the real backend (signed, over HTTP,
 * through the pass-through proxy): the shapes the host's popups read and each refusal's code.
 */
import { rewardsApi } from '../../../shared-sdk/src/api/modules/rewards';
import { userApi } from '../../../shared-sdk/src/api/modules/user';
import {
  REWARD_CODE,
  REWARD_STATUS,
  WEBAPP_INSTALL_GIFT_COINS,
} from '../../../shared-sdk/src/constants/rewards';
import { WEB_PUSH_DEFAULT_GIFT_COINS } from '../../../shared-sdk/src/constants/shell';
import { browserSubscription } from '../rewards/helpers';
import {
  dataOf,
  devPost,
  devSession,
  devUser,
  signInClient,
  startContractEnv,
  type ContractEnv,
  type DevSession,
} from './harness';

let env: ContractEnv;
let me: DevSession;
let warn: jest.SpyInstance;

beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  env.proxy.reset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  me = await devSession(env.backend, (await devUser(env.backend, 'Rita Rewards')).userId);
  signInClient(me);
});
afterEach(() => warn.mockRestore());

test('install reward: info, a paying user claims once, a second claim answers 29001', async () => {
  expect(dataOf(await rewardsApi.webappInfo(1))).toEqual({
    status: REWARD_STATUS.notYet,
    gold: WEBAPP_INSTALL_GIFT_COINS,
    img: expect.stringMatching(/\/assets\/popup\/install\.svg$/),
    eligible: false,
  });
  expect(await rewardsApi.claimWebapp(1)).toMatchObject({
    ok: false,
    code: REWARD_CODE.notEligible,
  });
  await devPost(env.backend, '/dev/api/users/pay-status', { userId: me.userId, payStatus: 1 });
  expect(dataOf(await rewardsApi.webappInfo())).toMatchObject({ eligible: true });
  const paid = dataOf(await rewardsApi.claimWebapp(1));
  expect(paid).toEqual({
    gold: WEBAPP_INSTALL_GIFT_COINS,
    goldNum: expect.any(Number),
    balanceSeq: expect.any(Number),
  });
  expect(await rewardsApi.claimWebapp(1)).toMatchObject({
    ok: false,
    code: REWARD_CODE.alreadyClaimed,
  });
  expect(dataOf(await rewardsApi.webappInfo())).toMatchObject({ status: REWARD_STATUS.done });
});

test('push: VAPID key, subscribe, reward once, unsubscribe; a bad endpoint answers 29004', async () => {
  const key = dataOf(await rewardsApi.vapidKey());
  expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
  expect(await rewardsApi.claimPush(1)).toMatchObject({
    ok: false,
    code: REWARD_CODE.noSubscription,
  });
  const { ecdh: _ecdh, ...sub } = browserSubscription();
  expect(
    await rewardsApi.subscribe({ ...sub, endpoint: 'http://push.example.test/x' }),
  ).toMatchObject({ ok: false, code: REWARD_CODE.badSubscription });
  expect(dataOf(await rewardsApi.subscribe(sub))).toEqual({
    endpoint: sub.endpoint,
    createdAt: expect.any(Number),
  });
  expect(dataOf(await rewardsApi.pushInfo(1))).toEqual({
    status: REWARD_STATUS.done,
    support: true,
    hasCoin: true,
    gold: WEB_PUSH_DEFAULT_GIFT_COINS,
  });
  expect(dataOf(await rewardsApi.claimPush(1))).toMatchObject({
    gold: WEB_PUSH_DEFAULT_GIFT_COINS,
  });
  expect(await rewardsApi.claimPush(1)).toMatchObject({
    ok: false,
    code: REWARD_CODE.alreadyClaimed,
  });
  expect(dataOf(await rewardsApi.unsubscribe(sub.endpoint))).toEqual({ removed: 1 });
  expect(dataOf(await rewardsApi.pushInfo())).toMatchObject({
    status: REWARD_STATUS.notYet,
    hasCoin: false,
  });
});

test('consent: status and the saved record through userApi', async () => {
  const before = dataOf(await userApi.protocolStatus());
  expect(before).toMatchObject({ protocolType: 3, agreeButton: null, saveTime: null });
  expect(typeof before.euRules).toBe('boolean');
  const saved = dataOf(
    await userApi.saveProtocol({
      agreeButton: 1,
      userId: me.userId,
      cmpVersion: '1',
      eventName: 'accept_all',
    }),
  );
  expect(saved).toMatchObject({ showPop: false, agreeButton: 1, saveTime: expect.any(Number) });
});
