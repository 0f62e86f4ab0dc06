/**
 * Blocking did not stop peer frames. After `addBlack` the blocked user's HTTP
 * sends were refused (21004) but their peer frames still reached the blocker. Now the gateway
 * refuses a peer frame across a block, either way, with an error frame (`blocked`) to the
 * sender; it asks on every frame, so a block made after the sockets opened counts at once.
 */
import * as sdk from 'shared-sdk/node';
import { send } from '../chat/helpers';
import { call } from '../helpers';
import { liveApp, type LiveApp } from '../security/helpers';
import { sleep } from './helpers';

let env: LiveApp;
beforeAll(async () => {
  env = await liveApp();
});
afterAll(() => env.close());

test('after addBlack no peer frame crosses, either way; removeBlack lets them through again', async () => {
  const [blocker, blocked] = [await env.user('Blocker'), await env.user('Blocked')];
  const [cr, cd] = [await env.connect(blocker), await env.connect(blocked)];
  const peer = (c: typeof cr, to: number, text: string) =>
    c.request({ type: 'peer', to: String(to), payload: { kind: 'connection-check', text } });

  // Before the block: through.
  expect(await peer(cd, blocker.userId, 'before')).toMatchObject({ type: 'ok' });
  await cr.next((f) => f.type === 'peer');

  // The block, made over HTTP while both sockets stay open.
  const res = await call(env.app, '/facade/api/black/addBlack', {
    session: blocker,
    method: 'POST',
    body: { blacklistUserId: blocked.userId, userId: blocker.userId },
  });
  expect(res.json().code).toBe(200);
  expect((await send(env.app, blocked, blocker.userId, 'http')).code).toBe(
    sdk.IM_CODE.blockedByReceiver,
  );

  expect(await peer(cd, blocker.userId, 'after')).toMatchObject({ type: 'error', code: 'blocked' });
  expect(await peer(cr, blocked.userId, 'after, back')).toMatchObject({
    type: 'error',
    code: 'blocked',
  });
  await sleep(100);
  expect(cr.of('peer')).toHaveLength(1);
  expect(cd.of('peer')).toHaveLength(0);
  // Reconnecting with a replay brings nothing of it either.
  const back = await env.connect(blocker, { lastSeenId: cr.welcome!.id, epoch: cr.welcome!.epoch });
  expect(back.welcome).toMatchObject({ replayed: 1 }); // the one from before the block

  const un = await call(env.app, '/facade/api/black/removeBlack', {
    session: blocker,
    method: 'POST',
    body: { friendUserId: blocked.userId },
  });
  expect(un.json().code).toBe(200);
  expect(await peer(cd, blocker.userId, 'unblocked')).toMatchObject({ type: 'ok' });
});
