/**
 * Smoke check against a running backend started with ALLOW_TEST_API=1:
 *   npx tsx scripts/smoke.ts [http://127.0.0.1:4000]
 * Signs in a demo user through the test API, makes signed calls (plain and encrypted) with the
 * SDK's own signing and crypto code over real HTTP, and prints what came back.
 */
import * as ns from 'shared-sdk/node';

const sdk = ((ns as unknown as { default?: typeof ns }).default ?? ns) as typeof ns;
const base = process.argv[2] ?? 'http://127.0.0.1:4000';

async function signedFetch(
  path: string,
  s: { userId?: number; loginToken?: string; deviceId: string },
  body?: unknown,
  encryptWith?: string,
) {
  const q = new URLSearchParams({
    appId: 'livcam-web',
    version: '1.0.0',
    platformType: '4',
    languageId: '1',
    deviceId: s.deviceId,
  });
  if (s.userId) q.set('userId', String(s.userId));
  const timestamp = Date.now();
  const nonce = sdk.createNonce();
  q.set('timestamp', String(timestamp));
  q.set('nonce', nonce);
  const url = `${path}?${q}`;
  let text: string | undefined;
  let aesKey: Uint8Array | undefined;
  if (body !== undefined && encryptWith) {
    const enc = await sdk.encryptRequestBody(body, encryptWith);
    text = JSON.stringify(enc.envelope);
    aesKey = enc.aesKey;
  } else if (body !== undefined) text = JSON.stringify(body);
  const sign = await sdk.signRequest({
    url,
    loginToken: s.loginToken ?? '',
    deviceId: s.deviceId,
    nonce,
    timestamp,
    userId: s.userId ? String(s.userId) : '',
    body: text,
  });
  const headers: Record<string, string> = { 'X-Sign': sign };
  if (s.loginToken) headers['X-Login-Token'] = s.loginToken;
  if (text !== undefined) headers['Content-Type'] = 'application/json';
  if (aesKey) headers['X-Encrypt'] = '1';
  const res = await fetch(base + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: text,
  });
  const json = await res.json();
  if (aesKey && res.headers.get('x-encrypt') === '1')
    return JSON.parse(await sdk.decryptResponseBody(json, aesKey));
  return json;
}

const session = await (
  await fetch(`${base}/dev/api/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: 20001 }),
  })
).json();
const s = session.data as { userId: number; loginToken: string; deviceId: string };
const pk = (await signedFetch('/facade/api/function/exempt/publicKey', { deviceId: s.deviceId }))
  .data.publicKey as string;
console.log(
  'playWays',
  JSON.stringify(
    (await signedFetch('/facade/api/function/exempt/playWays', { deviceId: s.deviceId })).data,
  ),
);
console.log(
  'getUserInfo',
  JSON.stringify((await signedFetch('/facade/api/user/getUserInfo', s)).data),
);
console.log(
  'encrypted save/protocol',
  JSON.stringify(
    await signedFetch(
      '/facade/api/user/save/protocol',
      s,
      { agreeButton: 1, protocolType: 3, userId: s.userId },
      pk,
    ),
  ),
);
console.log(
  'protocol/status',
  JSON.stringify((await signedFetch('/facade/api/user/protocol/status', s)).data),
);
