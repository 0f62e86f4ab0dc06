/**
 * Live chat (spec 3 §5; README.md "Chat"): at most 100 characters, empty refused, muted viewers
 * refused with the spec's text, only viewers in the room, and the rate limit (one message a
 * second, five in ten seconds per viewer), on the test clock.
 */
import {
  LIVE_CHAT_BURST_MAX,
  LIVE_CHAT_BURST_WINDOW_MS,
  LIVE_CHAT_MAX_CHARS,
  LIVE_CHAT_MIN_INTERVAL_MS,
  LIVE_CODE,
} from '../../src/sdk';
import type { Session } from '../helpers';
import { LIVE, liveEnv, type LiveEnv } from './helpers';

let env: LiveEnv;
let channel: string;
let liveStudioId: number;
beforeAll(async () => {
  env = await liveEnv();
  ({ channelId: channel, liveStudioId } = await env.startLive());
});
afterAll(() => env.close());

const say = (s: Session, content: string, to = channel) =>
  env.api(s, `${LIVE}/sendChannelMsg`, { body: { liveStudioChannelId: to, content } });
async function viewer() {
  const s = await env.viewer();
  expect((await env.join(s, channel)).code).toBe(200);
  return s;
}

test('length: 100 characters (an emoji is one) pass, 101 are refused; empty and blank are refused', async () => {
  const s = await viewer();
  const hundred = '😀' + 'a'.repeat(LIVE_CHAT_MAX_CHARS - 1);
  expect((await say(s, hundred)).data).toMatchObject({
    message: { message: hundred, senderId: s.userId },
  });
  env.clock.advance(LIVE_CHAT_MIN_INTERVAL_MS);
  expect(await say(s, hundred + 'b')).toMatchObject({
    code: LIVE_CODE.chatTooLong,
    msg: 'The message is too long (at most 100 characters)',
  });
  expect((await say(s, '')).code).toBe(LIVE_CODE.chatEmpty);
  expect((await say(s, '   \n\t ')).code).toBe(LIVE_CODE.chatEmpty);
  // Spaces around a message are not sent.
  expect((await say(s, '  hi  ')).data).toMatchObject({ message: { message: 'hi' } });
});

test('rate limit: one message a second, five in any ten seconds; a refusal says how long to wait', async () => {
  const s = await viewer();
  expect((await say(s, 'one')).code).toBe(200);
  const tooSoon = await say(s, 'two');
  expect(tooSoon).toMatchObject({
    code: LIVE_CODE.chatTooFast,
    data: { retryAfterMs: LIVE_CHAT_MIN_INTERVAL_MS },
  });
  env.clock.advance(LIVE_CHAT_MIN_INTERVAL_MS);
  for (let i = 2; i <= LIVE_CHAT_BURST_MAX; i++) {
    expect((await say(s, `msg ${i}`)).code).toBe(200);
    env.clock.advance(LIVE_CHAT_MIN_INTERVAL_MS);
  }
  // Five sent within 4 s: the sixth waits until the first leaves the ten-second window.
  const sixth = await say(s, 'six');
  expect(sixth.code).toBe(LIVE_CODE.chatTooFast);
  const wait = (sixth.data as { retryAfterMs: number }).retryAfterMs;
  expect(wait).toBe(LIVE_CHAT_BURST_WINDOW_MS - LIVE_CHAT_BURST_MAX * LIVE_CHAT_MIN_INTERVAL_MS);
  // Another viewer is not held back by this one.
  expect((await say(await viewer(), 'hello')).code).toBe(200);
  env.clock.advance(wait);
  expect((await say(s, 'six')).code).toBe(200);
});

test("muted viewers are refused with 'You're muted.'; viewers not in the room 1401; an ended live 1002", async () => {
  const s = await viewer();
  await env.dev('/live/mute', { liveStudioId, userId: s.userId, muted: true });
  expect(await say(s, 'hello')).toMatchObject({ code: LIVE_CODE.muted, msg: "You're muted." });
  const outsider = await env.viewer();
  expect((await say(outsider, 'hello')).code).toBe(LIVE_CODE.notInLive);
  const other = await env.startLive();
  const t = await env.viewer();
  await env.join(t, other.channelId);
  await env.dev('/live/end', { liveStudioId: other.liveStudioId });
  expect((await say(t, 'hello', other.channelId)).code).toBe(LIVE_CODE.ended);
});
