/**
 * Delete account with live data: a viewer who joined, was muted and sent gifts can delete their
 * account (the live module's step removes its rows in the same transaction); the live's profit,
 * the host's, stays, and the ranking forgets them.
 */
import { call } from '../helpers';
import { LIVE, liveEnv, type LiveEnv } from './helpers';

let env: LiveEnv;
beforeAll(async () => {
  env = await liveEnv();
});
afterAll(() => env.close());

test("a viewer's live rows go with the account; the live's profit stays", async () => {
  const live = await env.startLive();
  const s = await env.viewer(100);
  expect((await env.join(s, live.channelId)).code).toBe(200);
  await env.dev('/live/mute', { liveStudioId: live.liveStudioId, userId: s.userId, muted: true });
  const sent = await env.api(s, `${LIVE}/sendGift`, {
    method: 'PUT',
    body: { liveStudioChannelId: live.channelId, giftId: 1, requestId: 'delete-me-0001' },
  });
  expect(sent.code).toBe(200);
  const res = await call(env.app, '/facade/api/user/deleteAccount', {
    session: s,
    method: 'POST',
    body: {},
  });
  expect(res.json().code).toBe(200);
  const { db } = env.app.services;
  for (const [table, column] of [
    ['live_viewers', 'user_id'],
    ['live_mutes', 'user_id'],
    ['live_gifts', 'sender_id'],
  ])
    expect(
      db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`).get(s.userId),
    ).toEqual({ n: 0 });
  expect(env.app.services.live.store.live(live.liveStudioId)).toMatchObject({ profit: 10 });
  const other = await env.viewer();
  const rank = await env.api(other, `${LIVE}/gift/rank`, {
    query: { liveStudioId: live.liveStudioId },
  });
  expect(rank.data).toMatchObject({ total: 0, list: [] });
});
