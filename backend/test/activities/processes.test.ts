/**
 * Four processes on one database file claiming the same mission and checking the same user in at
 * the same moment: the UNIQUE rows and the IMMEDIATE transactions pay each once (the in-process
 * tests cannot show this: one process runs its handlers one at a time).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { CHECKIN_CODE, CHECKIN_COINS, TASK_CODE, type Mission } from 'shared-sdk/node';
import { makeApp } from '../helpers';
import { api, newUser } from '../chat/helpers';

const run = promisify(execFile);
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

test('four processes: one claim and one check-in paid', async () => {
  const a = await newUser(app, 'Racer');
  await api(
    app,
    a,
    '/facade/api/homepage/userlist/exempt/list/part/users/guest',
    undefined,
    'GET',
    {
      page: 1,
      size: 5,
    },
  );
  const list = (await api(app, a, '/wchat/activities/api/mission/reward', undefined, 'GET')).data;
  const m = list.missionList.find((x: Mission) => x.type === 'liv_cam') as Mission;
  expect(m.completed).toBe(1);

  const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  const worker = path.join(__dirname, '..', 'fixtures', 'activities-worker.ts');
  const dataDir = path.dirname(app.services.db.name);
  const startAt = String(Date.now() + 3_000);
  const outs = await Promise.all(
    [0, 1, 2, 3].map(() =>
      run(tsx, [worker, dataDir, String(a.userId), String(m.id), a.deviceId, '5', startAt], {
        timeout: 30_000,
      }),
    ),
  );
  const sum = { claim: {} as Record<string, number>, checkIn: {} as Record<string, number> };
  for (const o of outs) {
    const got = JSON.parse(o.stdout) as typeof sum;
    for (const k of ['claim', 'checkIn'] as const)
      for (const [code, n] of Object.entries(got[k])) sum[k][code] = (sum[k][code] ?? 0) + n;
  }
  expect(sum.claim).toEqual({ '200': 1, [TASK_CODE.alreadyClaimed]: 19 });
  expect(sum.checkIn).toEqual({ '200': 1, [CHECKIN_CODE.alreadyToday]: 19 });
  const entries = app.services.ledger.history(a.userId, 100);
  expect(entries.filter((e) => e.reason === 'mission')).toHaveLength(1);
  expect(entries.filter((e) => e.reason === 'checkin')).toHaveLength(1);
  expect(app.services.ledger.balance(a.userId)).toBe(m.reward + CHECKIN_COINS[0]);
}, 40_000);
