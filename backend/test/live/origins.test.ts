/**
 * Pictures in the live service's words (README.md "Pictures: answers and channel messages"): an
 * answer carries them on the origin its own request reached the backend at; a channel message or
 * a point-to-point push goes to sockets that made no such request, so it carries them on the
 * backend's public origin (PUBLIC_ORIGIN), whatever Host header a request sent.
 */
import type { Frame } from '../realtime/helpers';
import { LIVE, liveEnv, type LiveEnv } from './helpers';

const PUBLIC = 'http://live-public.test:8443';
/** The origin this test's requests claim in their Host header. */
const ASKED = 'localhost:7777';

let env: LiveEnv;
beforeAll(async () => {
  env = await liveEnv({ publicOrigin: PUBLIC });
});
afterAll(() => env.close());

const biz = (f: Frame) => f.payload as Record<string, unknown>;
const isLive = (action: string) => (f: Frame) =>
  f.type === 'push' && biz(f)?.bizType === 1052 && biz(f).action === action;
const onHost = { host: ASKED };

test('join and chat answer on the request origin; the welcome push and the room messages on the public origin', async () => {
  const live = await env.startLive();
  const watcher = await env.viewer(0, 'Watcher');
  expect((await env.join(watcher, live.channelId)).code).toBe(200);
  const ws = await env.connect(watcher);
  expect(await ws.request({ type: 'sub', channel: live.channelId })).toMatchObject({ type: 'ok' });

  const s = await env.viewer(0, 'Asker');
  const socket = await env.connect(s);
  const join = await env.api<{ liveInfo: { coverUrl: string; headImg: string } }>(
    s,
    `${LIVE}/joinLiveStudio`,
    { method: 'POST', body: { liveStudioChannelId: live.channelId }, headers: onHost },
  );
  expect(join.code).toBe(200);
  expect(join.data.liveInfo.coverUrl.startsWith(`http://${ASKED}/`)).toBe(true);
  expect(join.data.liveInfo.headImg.startsWith(`http://${ASKED}/`)).toBe(true);

  const welcome = biz(await socket.next(isLive('join')));
  expect(String(welcome.coverUrl).startsWith(`${PUBLIC}/`)).toBe(true);
  const joined = biz(await ws.next((f) => isLive('joined')(f) && biz(f).userId === s.userId));
  expect(String(joined.userIconUrl).startsWith(`${PUBLIC}/`)).toBe(true);

  const said = await env.api<{ message: { senderIconUrl: string } }>(s, `${LIVE}/sendChannelMsg`, {
    body: { liveStudioChannelId: live.channelId, content: 'hello' },
    headers: onHost,
  });
  expect(said.code).toBe(200);
  expect(said.data.message.senderIconUrl.startsWith(`http://${ASKED}/`)).toBe(true);
  const chat = biz(await ws.next(isLive('chat')));
  expect(chat).toMatchObject({ senderId: s.userId, message: 'hello' });
  expect(String(chat.senderIconUrl).startsWith(`${PUBLIC}/`)).toBe(true);
});

test('the liveInfo message of the room clock carries its pictures on the public origin', async () => {
  const live = await env.startLive();
  const s = await env.viewer(0, 'Clock Watcher');
  expect(
    (
      await env.api(s, `${LIVE}/joinLiveStudio`, {
        method: 'POST',
        body: { liveStudioChannelId: live.channelId },
        headers: onHost,
      })
    ).code,
  ).toBe(200);
  const socket = await env.connect(s);
  expect(await socket.request({ type: 'sub', channel: live.channelId })).toMatchObject({
    type: 'ok',
  });
  env.tick();
  const info = biz(await socket.next(isLive('liveInfo')));
  const icons = (info.topAudiences as { userIconUrl: string }[]).map((a) => a.userIconUrl);
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) expect(icon.startsWith(`${PUBLIC}/`)).toBe(true);
});
