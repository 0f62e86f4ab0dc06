import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, hkdfSync, type ECDH } from 'node:crypto';
import { startCallEnv, type CallEnv } from '../call/helpers';
import { send } from '../chat/helpers';
import {
  hostAllowed,
  KNOWN_PUSH_SERVICE_HOSTS,
  pushServiceDelivery,
} from '../../src/modules/webpush/sender';
import { browserSubscription } from './helpers';

// WEB_PUSH_SEND: pushes posted to a push service. The push service here is a loopback https
// stand-in (test/fixtures/loopback-tls); it records each request, and the test decrypts the
// body as the browser would (RFC 8291 / RFC 8188, written out with node:crypto, not web-push).

const TLS = path.join(__dirname, '..', 'fixtures', 'loopback-tls');
const cert = fs.readFileSync(path.join(TLS, 'cert.pem'), 'utf8');
const key = fs.readFileSync(path.join(TLS, 'key.pem'), 'utf8');

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const received: Received[] = [];
/** What the stand-in answers next (a push service says 201; 410 when the subscription is gone). */
let answer = 201;
let pushService: https.Server;
let base: string;
let env: CallEnv;

beforeAll(async () => {
  pushService = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
  base = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  env = await startCallEnv({ pushService: { allowedHosts: ['127.0.0.1'], ca: cert } });
});
afterAll(async () => {
  await env.close();
  await new Promise((r) => pushService.close(r));
});

/** RFC 8291 + RFC 8188 (one record): the browser's side of an aes128gcm web push. */
function decrypt(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLen);
  const cipher = body.subarray(21 + idLen);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(serverKey), authSecret, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([d.update(cipher.subarray(0, cipher.length - 16)), d.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
}

async function subscribedReceiver(name: string) {
  const u = await env.user({ name, coins: 1000, payStatus: 1 });
  const { ecdh, ...sub } = browserSubscription(`${base}/push/${name.replace(/\W/g, '')}`);
  expect((await env.post(u, '/facade/api/push/subscribe', sub)).code).toBe(200);
  return { u, sub, ecdh };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

test('a chat message is posted to the push service: VAPID, aes128gcm, TTL, and the browser can read it', async () => {
  const { u: receiver, sub, ecdh } = await subscribedReceiver('Rhea');
  const sender = await env.user({ name: 'Ann Sender', coins: 1000, payStatus: 1 });
  await env.dev('/dev/api/chat/friends', { a: sender.userId, b: receiver.userId });
  const before = received.length;
  expect((await send(env.app, sender, receiver.userId, 'Dinner at eight?')).code).toBe(200);
  await until(() => received.length > before);

  const got = received[before]!;
  expect(got.path).toBe('/push/Rhea');
  expect(got.headers['content-encoding']).toBe('aes128gcm');
  expect(got.headers.ttl).toBeDefined();
  expect(String(got.headers.authorization)).toMatch(
    new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${env.app.services.webPush.publicKey()}$`),
  );
  expect(got.body.includes(Buffer.from('Dinner'))).toBe(false);
  expect(JSON.parse(decrypt(got.body, ecdh, Buffer.from(sub.keys.auth, 'base64url')))).toEqual({
    title: 'Ann Sender',
    body: 'Dinner at eight?',
    url: `/message/session/${sender.userId}`,
    tag: `chat:${sender.userId}`,
  });
});

test('a subscription the push service says is gone (410) is forgotten: no further push to it', async () => {
  const { u: receiver } = await subscribedReceiver('Gone');
  const sender = await env.user({ name: 'Bea', coins: 1000, payStatus: 1 });
  await env.dev('/dev/api/chat/friends', { a: sender.userId, b: receiver.userId });
  answer = 410;
  try {
    const before = received.length;
    expect((await send(env.app, sender, receiver.userId, 'hello?')).code).toBe(200);
    await until(() => !env.app.services.webPush.hasSubscription(receiver.userId));
    expect(received.length).toBe(before + 1);
    expect(env.app.services.webPush.hasSubscription(receiver.userId)).toBe(false);
  } finally {
    answer = 201;
  }
});

test('an endpoint on a host that is not a listed push service is never called', async () => {
  // A subscription's endpoint is the client's word: the stand-in is reachable and trusted, but
  // 127.0.0.1 is not on this sender's list, so nothing may reach it.
  const deliver = pushServiceDelivery({
    allowedHosts: ['push.example.test'],
    ca: cert,
    forget: () => undefined,
  });
  const { ecdh: _e, ...sub } = browserSubscription(`${base}/internal/admin`);
  const request = env.app.services.webPush.requestFor(sub, { title: 't', body: 'b', url: '/' });
  const before = received.length;
  await expect(deliver(1, { title: 't', body: 'b', url: '/' }, request)).rejects.toThrow(
    'push endpoint host 127.0.0.1 is not a known push service',
  );
  expect(received.length).toBe(before);
});

test('the known push services, subdomains only where listed with *.', () => {
  expect(hostAllowed('fcm.googleapis.com', KNOWN_PUSH_SERVICE_HOSTS)).toBe(true);
  expect(hostAllowed('db5p.notify.windows.com', KNOWN_PUSH_SERVICE_HOSTS)).toBe(true);
  expect(hostAllowed('notify.windows.com.evil.test', KNOWN_PUSH_SERVICE_HOSTS)).toBe(false);
  expect(hostAllowed('evilfcm.googleapis.com', KNOWN_PUSH_SERVICE_HOSTS)).toBe(false);
});
