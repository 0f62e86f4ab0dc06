/**
 * Contract: the tasks and check-in calls (shared-sdk activitiesApi, spec 3 §7 "Tasks and rewards")
 * through the SDK's real client (signed, through the proxy) against the real backend: the list,
 * a claim once completed and its refusals, the check-in and its refusal, the entries.
 */
import { activitiesApi } from '../../../shared-sdk/src/api/modules/activities';
import {
  CHECKIN_CODE,
  CHECKIN_ERROR_TEXT,
  TASK_CODE,
} from '../../../shared-sdk/src/constants/tasks';
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
let a: DevSession;
let warn: jest.SpyInstance;

beforeAll(async () => {
  env = await startContractEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  a = await devSession(
    env.backend,
    (await devUser(env.backend, 'Task Doer')).userId,
    `dev-t-${Date.now()}`,
  );
  signInClient(a);
});
afterEach(() => warn.mockRestore());

test('missions, check-in (once), the login_in claim (once), entries', async () => {
  const list = dataOf(await activitiesApi.missions());
  expect(list.longTermAvailable).toBe(false);
  const login = list.missionList.find((m) => m.type === 'login_in');
  expect(login).toMatchObject({ completed: 0, done: false, goals: 1 });

  const early = await activitiesApi.claim(login!.id);
  expect(early).toMatchObject({ ok: false, code: TASK_CODE.unfinished });

  expect(dataOf(await activitiesApi.hasCheckedIn(1))).toBe(false);
  const info = dataOf(await activitiesApi.checkInInfo(1));
  expect(info).toMatchObject({ today: 0, checkedIn: false, vip: false, status: 1 });
  const done = dataOf(await activitiesApi.checkIn());
  expect(done).toMatchObject({
    today: 0,
    coin: info.signInList[0]!.coin,
    goldNum: info.signInList[0]!.coin,
  });
  expect(await activitiesApi.checkIn()).toMatchObject({
    ok: false,
    code: CHECKIN_CODE.alreadyToday,
    msg: CHECKIN_ERROR_TEXT[CHECKIN_CODE.alreadyToday],
  });

  const claimable = dataOf(await activitiesApi.completedRewards());
  expect(claimable.missionList.map((m) => m.id)).toEqual([login!.id]);
  const paid = dataOf(await activitiesApi.claim(login!.id));
  expect(paid).toMatchObject({
    missionId: login!.id,
    reward: login!.reward,
    goldNum: done.goldNum + login!.reward,
  });
  expect(await activitiesApi.claim(login!.id)).toMatchObject({
    ok: false,
    code: TASK_CODE.alreadyClaimed,
  });
  expect(await activitiesApi.claim(12345)).toMatchObject({
    ok: false,
    code: TASK_CODE.unknownMission,
  });

  expect(dataOf(await activitiesApi.entries(1)).entryList).toEqual([
    { locationId: 100, type: 'checkIn', show: false },
  ]);
  expect(dataOf(await activitiesApi.entryMap(1))).toEqual({
    '100': [{ locationId: 100, type: 'checkIn', show: false }],
  });
});

test('another account on this device is refused with the spec text', async () => {
  dataOf(await activitiesApi.checkIn());
  const other = await devSession(
    env.backend,
    (await devUser(env.backend, 'Other')).userId,
    a.deviceId,
  );
  signInClient(other);
  expect(await activitiesApi.checkIn()).toMatchObject({
    ok: false,
    code: CHECKIN_CODE.otherAccount,
    msg: CHECKIN_ERROR_TEXT[CHECKIN_CODE.otherAccount],
  });
  await devPost(env.backend, '/dev/api/users/pay-status', { userId: other.userId, payStatus: 1 });
  // A VIP's automatic check-in on a device already used today is refused too: no reward, no error.
  expect(dataOf(await activitiesApi.checkInInfo())).toMatchObject({ vip: true, checkedIn: false });
});
