import type { FastifyInstance } from 'fastify';
import { formDigest } from '../../src/sdk';
import { call, login, signedRequest, type Session } from '../helpers';
import type { MultipartBody } from './images';
import { TestClient } from '../realtime/helpers';
import { sessionRealtimeToken } from '../realtime/session-token';

/** A fresh user with `coins` (through the test API ledger) and a signed-in session. */
export async function newUser(
  app: FastifyInstance,
  name = 'Chat User',
  coins = 0,
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/dev/api/users',
    payload: { userName: name },
  });
  const { userId } = res.json().data as { userId: number };
  if (coins > 0)
    await app.inject({
      method: 'POST',
      url: '/dev/api/ledger',
      payload: { userId, amount: coins, reason: 'test' },
    });
  return login(app, userId, `device-${userId}`);
}

/** A signed call that answers the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read field by field
export async function api<T = any>(
  app: FastifyInstance,
  session: Session,
  path: string,
  body?: unknown,
  method?: 'GET' | 'POST' | 'PUT',
  query?: Record<string, string | number | undefined>,
): Promise<{ code: number; msg: string; data: T }> {
  const res = await call(app, path, { session, body, method, query });
  return res.json();
}

export async function befriend(app: FastifyInstance, a: number, b: number): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/dev/api/chat/friends', payload: { a, b } });
  if (res.json().code !== 200) throw new Error(res.body);
}

let seq = 0;
export const uuid = () => `test-${process.pid}-${Date.now()}-${++seq}`;

export function send(
  app: FastifyInstance,
  from: Session,
  to: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return api(app, from, '/facade/api/im/v1/send', {
    messageUuid: uuid(),
    message,
    messageType: 1,
    receiveUserId: to,
    sendUserId: from.userId,
    routeType: 0,
    platformType: 4,
    ...extra,
  });
}

/** A signed multipart upload: the signature covers the digest of the form's parts (SDK formDigest). */
export async function upload(
  app: FastifyInstance,
  session: Session,
  path: string,
  form: MultipartBody,
) {
  const r = await signedRequest(app, path, {
    session,
    method: 'POST',
    formDigest: await formDigest(form.parts),
  });
  const res = await app.inject({
    method: 'POST',
    url: r.url,
    payload: form.body,
    headers: { ...r.headers, 'content-type': form.contentType },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- read field by field
  return res.json() as { code: number; msg: string; data: any };
}

/** A realtime client of `userId` on the app's own gateway (the app must listen). */
export async function connectRealtime(app: FastifyInstance, userId: number): Promise<TestClient> {
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('app is not listening');
  return TestClient.connect(`ws://127.0.0.1:${addr.port}/rtm`, sessionRealtimeToken(app, userId));
}

/** The 1040 pushes a client received. */
export const imPushes = (c: TestClient) =>
  c
    .of('push')
    .map((f) => f.payload as Record<string, unknown>)
    .filter((p) => p.bizType === 1040);
