/**
 * The room clock on a test clock: the seeded hosts' plan starts and ends lives on its own (the
 * end reaches the room as endLive), and the simulated audiences keep 3 to 5 viewers a room, each
 * staying 10 to 120 s (spec 3 §4, §9), stepped second by second for a quarter of an hour.
 */
import { LIVE_CODE, LIVE_END_TYPE, SIM_AUDIENCE_MAX, SIM_AUDIENCE_MIN } from '../../src/sdk';
import { rng } from '../../src/seed/data/hosts';
import type { Frame } from '../realtime/helpers';
import { LIVE, liveEnv, type LiveEnv } from './helpers';

const biz = (f: Frame) => (f.payload ?? {}) as Record<string, unknown>;
const SIX_HOURS = 6 * 3_600_000;

describe('the schedule', () => {
  const ROTATING = 10030;
  const ALWAYS = 10031;
  // A moment at the start of both hosts' windows (90 s cycles fit 6 hours exactly).
  const T0 = (Math.floor(Date.now() / SIX_HOURS) + 1) * SIX_HOURS;
  let env: LiveEnv;
  beforeAll(async () => {
    env = await liveEnv({
      at: T0,
      plan: [
        { hostId: ROTATING, onMs: 60_000, offMs: 30_000, phaseMs: 0 },
        { hostId: ALWAYS, onMs: SIX_HOURS, offMs: 0, phaseMs: 0 },
      ],
    });
  });
  afterAll(() => env.close());
  const livingOf = (hostId: number) => env.app.services.live.store.livingOf(hostId);

  test('a rotating host goes live, its live ends on time with endLive to the room, and it comes back', async () => {
    const first = livingOf(ROTATING);
    const always = livingOf(ALWAYS);
    expect(first).toMatchObject({
      source: 'schedule',
      started_at: T0,
      planned_end_at: T0 + 60_000,
    });
    expect(always).toBeDefined();
    const channel = `live-${first!.id}`;
    const s = await env.viewer();
    expect((await env.join(s, channel)).code).toBe(200);
    const socket = await env.connect(s);
    await socket.request({ type: 'sub', channel });

    // The viewer keeps beating (else the room drops them after 30 s).
    const beat = () =>
      env.api(s, `${LIVE}/heartBeat`, { method: 'PUT', body: { liveStudioChannelId: channel } });
    for (const step of [20_000, 20_000, 19_000]) {
      env.clock.advance(step);
      expect((await beat()).code).toBe(200);
      env.tick();
    }
    expect(livingOf(ROTATING)?.id).toBe(first!.id);
    env.clock.advance(1_000);
    env.tick();
    expect(
      biz(await socket.next((f) => f.channel === channel && biz(f).action === 'endLive')),
    ).toMatchObject({
      endType: LIVE_END_TYPE.ended,
      liveStudioId: first!.id,
    });
    await socket.next((f) => f.type === 'error' && f.channel === channel);
    expect(livingOf(ROTATING)).toBeUndefined();
    expect((await env.join(s, channel)).code).toBe(LIVE_CODE.ended);
    const meta = await env.api(s, `${LIVE}/liveStudioAudienceMetaAfterEndLive`, {
      query: { liveStudioId: first!.id },
    });
    expect(meta.data).toMatchObject({
      endType: LIVE_END_TYPE.ended,
      liveDurationMs: 60_000,
      endedAt: T0 + 60_000,
    });

    env.clock.advance(29_000);
    env.tick();
    expect(livingOf(ROTATING)).toBeUndefined();
    env.clock.advance(1_000);
    env.tick();
    const second = livingOf(ROTATING);
    expect(second).toMatchObject({ started_at: T0 + 90_000, planned_end_at: T0 + 150_000 });
    expect(second!.id).not.toBe(first!.id);
    const batch = await env.api(s, `${LIVE}/hostIsLivingBatch`, {
      query: { hostIds: `${ROTATING},${ALWAYS},x` },
    });
    expect(batch.data).toEqual({
      [ROTATING]: { living: true, liveStudioId: second!.id, channelId: `live-${second!.id}` },
      [ALWAYS]: { living: true, liveStudioId: always!.id, channelId: `live-${always!.id}` },
      0: { living: false, liveStudioId: null, channelId: null },
    });
    // The always-live host kept one live all along.
    expect(livingOf(ALWAYS)?.id).toBe(always!.id);
  });

  test('a scheduled live the test API ended stays ended until its next window', async () => {
    const live = livingOf(ALWAYS)!;
    await env.dev('/live/end', { liveStudioId: live.id });
    env.clock.advance(1_000);
    env.tick();
    expect(livingOf(ALWAYS)).toBeUndefined();
    env.clock.set(T0 + SIX_HOURS);
    env.tick();
    expect(livingOf(ALWAYS)).toMatchObject({ started_at: T0 + SIX_HOURS });
  });
});

describe('simulated audiences', () => {
  let env: LiveEnv;
  beforeAll(async () => {
    env = await liveEnv({ random: rng(20240601) });
  });
  afterAll(() => env.close());

  test('3 to 5 a room at every second for 15 minutes, each staying 10 to 120 s, heard by the room', async () => {
    const live = await env.startLive();
    const s = await env.viewer();
    const joined = await env.join(s, live.channelId);
    const top = (joined.data as { liveInfo: { topAudiences: { simulated?: boolean }[] } }).liveInfo
      .topAudiences;
    expect(top.some((a) => a.simulated)).toBe(true);
    const socket = await env.connect(s);
    await socket.request({ type: 'sub', channel: live.channelId });
    const members = () => env.app.services.live.audiences.members(live.liveStudioId);

    const arrived = new Map<number, number>();
    for (const m of members()) arrived.set(m.viewer.id, env.clock.now());
    const stays: number[] = [];
    let joins = 0;
    let leaves = 0;
    for (let second = 1; second <= 900; second++) {
      env.clock.advance(1_000);
      if (second % 10 === 0)
        await env.api(s, `${LIVE}/heartBeat`, {
          method: 'PUT',
          body: { liveStudioChannelId: live.channelId },
        });
      env.tick();
      const now = env.clock.now();
      const ids = new Set(members().map((m) => m.viewer.id));
      expect(ids.size).toBeGreaterThanOrEqual(SIM_AUDIENCE_MIN);
      expect(ids.size).toBeLessThanOrEqual(SIM_AUDIENCE_MAX);
      for (const [id, at] of arrived)
        if (!ids.has(id)) {
          stays.push(now - at);
          arrived.delete(id);
          leaves++;
        }
      for (const id of ids)
        if (!arrived.has(id)) {
          arrived.set(id, now);
          joins++;
        }
    }
    expect(stays.length).toBeGreaterThan(20);
    // A stay ends at the first clock step after it is over (steps of 1 s).
    expect(Math.min(...stays)).toBeGreaterThanOrEqual(10_000);
    expect(Math.max(...stays)).toBeLessThanOrEqual(121_000);
    // Every arrival and departure was said on the channel, marked simulated.
    await env.api(s, `${LIVE}/muted`, { query: { liveStudioChannelId: live.channelId } });
    const said = (action: string) =>
      socket.frames.filter((f) => biz(f).action === action && biz(f).simulated === true).length;
    expect(said('joined')).toBe(joins);
    expect(said('left')).toBe(leaves);
    // The room's numbers count them: the one signed-in viewer plus the simulated ones.
    const stats = await env.api(s, `${LIVE}/living/liveStudioInfo`, {
      query: { liveStudioChannelId: live.channelId },
    });
    expect(stats.data).toMatchObject({ nowAudienceUvCount: 1 + members().length });
  });
});
