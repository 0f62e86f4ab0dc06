/**
 * The live module across a restart (lives on a data folder survive: their channels open again and
 * their viewers keep access) and with Agora (joinLiveStudio answers the RTC app id and a token;
 * the backend's own broadcaster does not run). The broadcasts restored after a restart:
 * test/livemedia/seeded-live.test.ts.
 */
import { makeApp, login, call, tempDir } from '../helpers';
import { LIVE, TOURIST } from './helpers';

test('after a restart a living live is open again and its viewers (users, guests) may read its channel; a tourist id stays bound to its device', async () => {
  const dataDir = tempDir();
  const live = { plan: [], roomClock: false } as const;
  const first = await makeApp({ dataDir, live });
  const started = (
    await first.inject({ method: 'POST', url: '/dev/api/live/start', payload: { hostId: 10040 } })
  ).json().data as { liveStudioId: number; channelId: string; shareId: string };
  const user = (await first.inject({ method: 'POST', url: '/dev/api/users', payload: {} })).json()
    .data.userId as number;
  const s = await login(first, user);
  const join = await call(first, `${LIVE}/joinLiveStudio`, {
    session: s,
    method: 'POST',
    body: { liveStudioChannelId: started.channelId },
  });
  expect(join.json().code).toBe(200);
  const audienceId = `restart-guest-${Date.now()}`;
  const share = started.shareId;
  const guest = await call(first, `${TOURIST}/joinLiveStudio`, {
    method: 'POST',
    deviceId: 'guest-device',
    query: { audienceId, shareId: share },
    body: { shareId: share },
  });
  const visitor = guest.json().data.realtime.userId as string;
  await first.close();

  const second = await makeApp({ dataDir, live });
  try {
    const room = second.services.realtime.channels.room(started.channelId);
    expect(room).toMatchObject({ kind: 'live', host: '10040', audience: 'granted' });
    expect(second.services.realtime.channels.access(String(user), started.channelId)).toEqual({
      subscribe: true,
      publish: false,
    });
    expect(second.services.realtime.channels.access(visitor, `rtc:${started.channelId}`)).toEqual({
      subscribe: true,
      publish: false,
    });
    const elsewhere = await call(second, `${TOURIST}/getAllGifts`, {
      deviceId: 'another-device',
      query: { audienceId },
    });
    expect(elsewhere.json().code).toBe(1414);
    // Still a guest: no viewing-time limit counts for them.
    const beat = await call(second, `${TOURIST}/heartBeat`, {
      method: 'PUT',
      deviceId: 'guest-device',
      query: { audienceId },
      body: { liveStudioChannelId: started.channelId },
    });
    expect(beat.json().data).toMatchObject({ stillIn: true, viewLimitReached: false, viewedMs: 0 });
    expect(
      second.services.live.audiences.members(started.liveStudioId).length,
    ).toBeGreaterThanOrEqual(3);
  } finally {
    await second.close();
  }
});

test('with Agora, joinLiveStudio answers the app id and an RTC token for this viewer and channel', async () => {
  const issued: string[] = [];
  const app = await makeApp({
    live: {
      plan: [],
      roomClock: false,
      agora: {
        appId: 'agora-app',
        issueRtcToken: (channel, uid) => {
          issued.push(`${channel}/${uid}`);
          return { token: `tok-${channel}-${uid}`, expiresAt: 1 };
        },
      },
    },
  });
  try {
    const started = (
      await app.inject({ method: 'POST', url: '/dev/api/live/start', payload: { hostId: 10041 } })
    ).json().data as { channelId: string };
    const user = (await app.inject({ method: 'POST', url: '/dev/api/users', payload: {} })).json()
      .data.userId as number;
    const s = await login(app, user);
    const res = await call(app, `${LIVE}/joinLiveStudio`, {
      session: s,
      method: 'POST',
      body: { liveStudioChannelId: started.channelId },
    });
    expect(res.json().data).toMatchObject({
      rtcAppId: 'agora-app',
      rtcToken: `tok-${started.channelId}-${user}`,
      media: { provider: 'agora', channel: started.channelId, uid: String(user) },
    });
    expect(issued).toEqual([`${started.channelId}/${user}`]);
    // A tourist's media uid is their visitor id, never the stored tourist id.
    const audienceId = `agora-tourist-${Date.now()}`;
    const q = { liveStudioChannelId: started.channelId };
    const t = (
      await call(app, `${TOURIST}/joinLiveStudio`, {
        method: 'POST',
        query: { audienceId, ...q },
        body: q,
      })
    ).json().data;
    expect(t.media.uid).toBe(t.realtime.userId);
    expect(t.media.uid).toMatch(/^v-/);
    // Agora carries the media: the backend's own broadcaster is not attached at all.
    expect(app.services.live.mediaProvider).toBe('agora');
    expect(app.liveBroadcasts).toBeUndefined();
  } finally {
    await app.close();
  }
});
