import { Codes } from '../../src/codes';
import { rewardKey } from '../../src/modules/rewards';
import {
  REWARD_CODE,
  REWARD_STATUS,
  WEB_PUSH_DEFAULT_GIFT_COINS,
  WEBAPP_INSTALL_GIFT_COINS,
} from '../../src/sdk';
import { startCallEnv, type CallEnv, type Party } from '../call/helpers';
import { call } from '../helpers';
import { browserSubscription } from './helpers';

let env: CallEnv;
beforeAll(async () => {
  env = await startCallEnv();
});
afterAll(() => env.close());

const W = {
  info: '/facade/api/user/ext/isInitWebapp',
  claim: '/facade/api/user/ext/initWebappGiveCoin',
};
const N = {
  info: '/facade/api/user/ext/isInitNotification',
  claim: '/facade/api/user/ext/initNotificationGiveCoin',
};

const ledgerRows = (userId: number, kind: 'webapp' | 'push') =>
  env.app.services.db
    .prepare('SELECT amount FROM coin_ledger WHERE user_id = ? AND idempotency_key = ?')
    .all(userId, rewardKey(kind, userId)) as { amount: number }[];

const claims = (userId: number, kind: string) =>
  env.app.services.db
    .prepare('SELECT coins, ledger_id FROM reward_claims WHERE user_id = ? AND kind = ?')
    .all(userId, kind) as { coins: number; ledger_id: number }[];

describe('web-app install reward (isInitWebapp, initWebappGiveCoin)', () => {
  test('a paying user sees the offer, claims once; 20 parallel claims pay once; the ledger agrees', async () => {
    const u = await env.user({ payStatus: 1 });
    const before = env.balance(u.userId);
    const info = await env.get(u, W.info, { countryId: 1 });
    expect(info).toMatchObject({
      code: 200,
      data: { status: REWARD_STATUS.notYet, gold: WEBAPP_INSTALL_GIFT_COINS, eligible: true },
    });
    expect(info.data.img).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/popup\/install\.svg$/);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => env.post(u, W.claim, { countryId: 1 })),
    );
    const paid = answers.filter((a) => a.code === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.data).toMatchObject({
      gold: WEBAPP_INSTALL_GIFT_COINS,
      goldNum: before + WEBAPP_INSTALL_GIFT_COINS,
    });
    for (const a of answers.filter((x) => x.code !== 200)) {
      expect(a.code).toBe(REWARD_CODE.alreadyClaimed);
      expect(a.msg).toBe('You already received the coins for installing the app');
    }
    expect(env.balance(u.userId)).toBe(before + WEBAPP_INSTALL_GIFT_COINS);
    expect(ledgerRows(u.userId, 'webapp')).toEqual([{ amount: WEBAPP_INSTALL_GIFT_COINS }]);
    expect(claims(u.userId, 'webapp')).toHaveLength(1);

    const again = await env.post(u, W.claim, {});
    expect(again.code).toBe(REWARD_CODE.alreadyClaimed);
    const after = await env.get(u, W.info);
    expect(after.data).toMatchObject({ status: REWARD_STATUS.done, eligible: false });
  });

  test('a user who never paid is not offered it and is refused', async () => {
    const u = await env.user();
    const info = await env.get(u, W.info);
    expect(info.data).toMatchObject({ status: REWARD_STATUS.notYet, eligible: false });
    const r = await env.post(u, W.claim, {});
    expect(r.code).toBe(REWARD_CODE.notEligible);
    expect(r.msg).toMatch(/made a purchase/);
    expect(ledgerRows(u.userId, 'webapp')).toEqual([]);
  });

  test('a bad countryId is refused as invalid input', async () => {
    const u = await env.user({ payStatus: 1 });
    const r = await env.get(u, W.info, { countryId: 'x' as unknown as number });
    expect(r.code).toBe(Codes.INVALID_INPUT);
  });
});

describe('push reward (isInitNotification, initNotificationGiveCoin)', () => {
  const subscribe = (u: Party, body: unknown) => env.post(u, '/facade/api/push/subscribe', body);

  test('refused without a push subscription; paid once (200 coins) with one', async () => {
    const u = await env.user();
    const info = await env.get(u, N.info, { countryId: 1 });
    expect(info).toMatchObject({
      code: 200,
      data: {
        status: REWARD_STATUS.notYet,
        support: true,
        hasCoin: true,
        gold: WEB_PUSH_DEFAULT_GIFT_COINS,
      },
    });
    const refused = await env.post(u, N.claim, { countryId: 1 });
    expect(refused.code).toBe(REWARD_CODE.noSubscription);
    expect(refused.msg).toMatch(/Turn on notifications/);
    expect(ledgerRows(u.userId, 'push')).toEqual([]);

    const { ecdh: _ecdh, ...sub } = browserSubscription();
    const saved = await subscribe(u, sub);
    expect(saved).toMatchObject({ code: 200, data: { endpoint: sub.endpoint } });
    expect((await env.get(u, N.info)).data).toMatchObject({
      status: REWARD_STATUS.done,
      hasCoin: true,
    });

    const before = env.balance(u.userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => env.post(u, N.claim, { countryId: 1 })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === REWARD_CODE.alreadyClaimed)).toHaveLength(19);
    expect(env.balance(u.userId)).toBe(before + WEB_PUSH_DEFAULT_GIFT_COINS);
    expect(ledgerRows(u.userId, 'push')).toEqual([{ amount: WEB_PUSH_DEFAULT_GIFT_COINS }]);
    expect((await env.get(u, N.info)).data).toMatchObject({ hasCoin: false });

    // Unsubscribing afterwards takes nothing back and pays nothing again.
    const removed = (
      await call(env.app, '/facade/api/push/subscribe', {
        session: u,
        method: 'DELETE',
        body: { endpoint: sub.endpoint },
      })
    ).json();
    expect(removed).toMatchObject({ code: 200, data: { removed: 1 } });
    expect((await env.get(u, N.info)).data).toMatchObject({ status: REWARD_STATUS.notYet });
    expect((await env.post(u, N.claim, {})).code).toBe(REWARD_CODE.alreadyClaimed);
  });

  test.each([
    ['an http endpoint', { endpoint: 'http://push.example.test/x' }, /must use https/],
    ['a non-URL endpoint', { endpoint: 'not a url' }, /not a URL/],
    [
      'an endpoint with credentials',
      { endpoint: 'https://a:b@push.example.test/x' },
      /credentials/,
    ],
    [
      'a too long endpoint',
      { endpoint: `https://push.example.test/${'x'.repeat(1100)}` },
      /at most 1024/,
    ],
    ['a p256dh that is not base64url', { p256dh: 'a+b/c' }, /keys\.p256dh/],
    [
      'a p256dh of the wrong size',
      { p256dh: Buffer.alloc(33, 4).toString('base64url') },
      /keys\.p256dh/,
    ],
    ['an auth of the wrong size', { auth: Buffer.alloc(8).toString('base64url') }, /keys\.auth/],
  ])(
    'a subscription with %s is refused with its reason, and pays nothing',
    async (_name, patch, why) => {
      const u = await env.user();
      const { ecdh: _ecdh, ...good } = browserSubscription();
      const { endpoint, ...keyPatch } = patch as {
        endpoint?: string;
        p256dh?: string;
        auth?: string;
      };
      const r = await subscribe(u, {
        endpoint: endpoint ?? good.endpoint,
        keys: { ...good.keys, ...keyPatch },
      });
      expect(r.code).toBe(REWARD_CODE.badSubscription);
      expect(r.msg).toMatch(why);
      expect(env.app.services.webPush.hasSubscription(u.userId)).toBe(false);
      expect((await env.post(u, N.claim, {})).code).toBe(REWARD_CODE.noSubscription);
    },
  );
});
