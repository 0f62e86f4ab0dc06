import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { BACKEND, devApi, type TestSession } from './session';

type Signing = typeof import('../../shared-sdk/src/api/signing');
let signing: Promise<Signing> | null = null;

/**
 * The SDK's own signing code (the one the web app and the backend run). Playwright does not
 * transform TypeScript outside e2e/, so it is compiled here with esbuild and imported.
 */
export function loadSigning(): Promise<Signing> {
  if (signing) return signing;
  const entry = fileURLToPath(new URL('../../shared-sdk/src/api/signing.ts', import.meta.url));
  const js = buildSync({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  }).outputFiles[0]!.text;
  signing = import(
    `data:text/javascript;base64,${Buffer.from(js).toString('base64')}`
  ) as Promise<Signing>;
  return signing;
}

/**
 * Set-up for the message-store specs: the other user acts through the real, signed
 * API (the SDK's own signing code, as the web app signs), from the test process.
 */
export async function signedApi<T>(
  s: TestSession,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  extraQuery: Record<string, string | number> = {},
): Promise<{ code: number; msg: string; data: T }> {
  const { canonicalUrl, createNonce, signRequest } = await loadSigning();
  const query = new URLSearchParams({
    appId: 'livcam-web',
    version: '1.0.0',
    platformType: '4',
    languageId: '1',
    deviceId: s.deviceId,
    userId: String(s.userId),
  });
  for (const [k, v] of Object.entries(extraQuery)) query.set(k, String(v));
  const timestamp = Date.now();
  const nonce = createNonce();
  const url = `${path}?${query.toString()}`;
  const text = body === undefined ? '' : JSON.stringify(body);
  const sign = await signRequest({
    url: canonicalUrl(url),
    loginToken: s.loginToken,
    deviceId: s.deviceId,
    nonce,
    timestamp,
    userId: String(s.userId),
    body: text,
  });
  const res = await fetch(`${BACKEND}${url}&timestamp=${timestamp}&nonce=${nonce}`, {
    method,
    headers: {
      'X-Sign': sign,
      'X-Login-Token': s.loginToken,
      ...(text ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(text ? { body: text } : {}),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** A session for a user who is not in a browser (a new one revokes their other tokens). */
export const sessionOf = (userId: number) => devApi<TestSession>('/dev/api/session', { userId });

/** Makes two users friends (backend test API). */
export const befriend = (a: number, b: number) => devApi('/dev/api/chat/friends', { a, b });

/** `from` sends `text` to `to` through POST /facade/api/im/v1/send; answers the server's code. */
export async function trySendText(from: TestSession, to: number, text: string) {
  return signedApi(from, 'POST', '/facade/api/im/v1/send', {
    messageUuid: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    message: text,
    messageType: 1,
    receiveUserId: to,
    sendUserId: Number(from.userId),
    platformType: 4,
  });
}

/** As `trySendText`, and fails the test unless the server took it. */
export async function sendText(from: TestSession, to: number, text: string): Promise<void> {
  const r = await trySendText(from, to, text);
  if (r.code !== 200) throw new Error(`send failed: ${r.code} ${r.msg}`);
}
