/**
 * A coin pack bought through the shop (placed and paid on the test provider's page): the pay
 * missions count it, the buyer becomes a paying user (the long-term tab, spec 3 §5) and a VIP
 * whose check-in reward comes with the day's check-in read (spec 3 §4 "Check-in").
 */
import type { FastifyInstance } from 'fastify';
import { CHECKIN_COINS, type Mission } from 'shared-sdk/node';
import { makeApp } from '../helpers';
import { buy, newUser } from '../shop/helpers';
import { api } from '../chat/helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

test('a paid order completes the pay missions, opens the long-term tab and makes a VIP', async () => {
  const s = await newUser(app);
  const tasks = async () =>
    (await api(app, s, '/wchat/activities/api/mission/reward', undefined, 'GET')).data as {
      missionList: Mission[];
      longTermAvailable: boolean;
    };
  const before = await tasks();
  expect(before.longTermAvailable).toBe(false);
  expect(before.missionList.find((m) => m.type === 'pay')).toMatchObject({ completed: 0 });

  await buy(app, s);
  const after = await tasks();
  expect(after.longTermAvailable).toBe(true);
  expect(after.missionList.find((m) => m.type === 'pay' && m.period === 'daily')).toMatchObject({
    completed: 1,
  });
  expect(after.missionList.find((m) => m.type === 'pay' && m.period === 'long')).toMatchObject({
    completed: 1,
  });

  const pay = after.missionList.find((m) => m.type === 'pay' && m.period === 'daily') as Mission;
  const balance = app.services.ledger.balance(s.userId) as number;
  const claimed = await api(
    app,
    s,
    '/wchat/activities/api/mission/reward',
    { missionId: pay.id },
    'POST',
  );
  expect(claimed).toMatchObject({ code: 200, data: { goldNum: balance + pay.reward } });

  const checkIn = (await api(app, s, '/wchat/activities/api/user/checkIn', undefined, 'GET')).data;
  expect(checkIn).toMatchObject({ vip: true, checkedIn: true });
  expect(app.services.ledger.balance(s.userId)).toBe(balance + pay.reward + CHECKIN_COINS[0]);
});
