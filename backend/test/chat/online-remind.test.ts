/**
 * Online reminders are about coming online, not about reconnecting: one push per user in
 * ONLINE_REMIND_QUIET_MS, whatever closes and reopens their sockets meanwhile (a reload, a network
 * blip, the gateway restarting and every socket reconnecting at once).
 */
import type { FastifyInstance } from 'fastify';
import * as sdk from 'shared-sdk/node';
import { ONLINE_REMIND_QUIET_MS } from '../../src/modules/chat/friendList';
import { makeApp, testClock } from '../helpers';
import { sleep, until } from '../realtime/helpers';
import { api, befriend, connectRealtime, imPushes, newUser } from './helpers';

const clock = testClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ now: clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

test('a friend who reconnects within the quiet time is announced once; later again', async () => {
  const a = await newUser(app, 'Watcher');
  const b = await newUser(app, 'Friend');
  await befriend(app, a.userId, b.userId);
  await api(app, a, '/facade/api/friend/onlineRemindSwitch', {
    friendUserId: b.userId,
    switchStatus: 1,
  });
  const ra = await connectRealtime(app, a.userId);
  const reminders = () =>
    imPushes(ra).filter(
      (p) => p.noticeType === sdk.IM_NOTICE_TYPE.onlineRemind && p.senderId === b.userId,
    ).length;
  const comeAndGo = async () => {
    const rb = await connectRealtime(app, b.userId);
    await rb.close();
  };
  await comeAndGo();
  await until(() => reminders() === 1);
  await comeAndGo();
  await comeAndGo();
  await sleep(300); // pushes travel on the same socket in order: give a second one time to show
  expect(reminders()).toBe(1);
  clock.advance(ONLINE_REMIND_QUIET_MS);
  await comeAndGo();
  await until(() => reminders() === 2);
  await ra.close();
});
