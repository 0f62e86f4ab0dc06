/**
 * A signed POST as the web app sends it (the SDK's own signRequest over the URL with the common
 * query parameters, the login token and the body), over a keep-alive agent on loopback: the
 * backend benches' load processes (chat-backend-load.ts, live-chat/load.ts).
 */
import http from 'node:http';
import { signRequest } from '../shared-sdk/src/api/signing';

export interface BenchSession {
  userId: number;
  loginToken: string;
  deviceId: string;
}

export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

let seq = 0;

/**
 * The URL (the common query parameters, `query`, a timestamp and a nonce) and the headers of a
 * signed request with a JSON `body`, as the SDK's API client makes them.
 */
export async function signedParts(
  pathname: string,
  s: BenchSession,
  body: string,
  query: Record<string, string> = {},
): Promise<{ url: string; headers: Record<string, string> }> {
  const timestamp = String(Date.now());
  const nonce = `${process.pid}-${++seq}-${Math.random().toString(36).slice(2)}`;
  const q = new URLSearchParams({
    appId: 'livcam-web',
    version: '1.0.0',
    platformType: '4',
    languageId: '1',
    deviceId: s.deviceId,
    userId: String(s.userId),
    ...query,
    timestamp,
    nonce,
  });
  const url = `${pathname}?${q.toString()}`;
  const sign = await signRequest({
    url,
    loginToken: s.loginToken,
    deviceId: s.deviceId,
    nonce,
    timestamp,
    userId: String(s.userId),
    body,
  });
  return {
    url,
    headers: { 'content-type': 'application/json', 'x-sign': sign, 'x-login-token': s.loginToken },
  };
}

/** `sending()` runs just before the request goes out (where a bench starts its clock). */
export async function signedPost(o: {
  port: number;
  agent: http.Agent;
  pathname: string;
  session: BenchSession;
  body: string;
  query?: Record<string, string>;
  sending?: () => void;
}): Promise<Envelope> {
  const { url, headers } = await signedParts(o.pathname, o.session, o.body, o.query);
  o.sending?.();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: o.port,
        path: url,
        method: 'POST',
        agent: o.agent,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString()) as Envelope);
          } catch (e) {
            reject(e as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(o.body);
  });
}
