import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decryptRequestEnvelope, encryptResponseBody } from '../src/api/crypto';
import { signRequest, signaturesEqual } from '../src/api/signing';

/** What the test server saw for one request. */
export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The raw query string (repeated parameters survive here). */
  search: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The X-Sign header verified with the backend's own check (signing.ts). */
  sigOk: boolean;
}

/**
 * A real local HTTP server playing the backend's part: it verifies signatures exactly as the
 * backend does, decrypts encrypted bodies with the private key and can answer encrypted.
 */
export async function startServer(privateKey: string, publicKey: string) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', 'http://x');
        const query = Object.fromEntries(url.searchParams.entries());
        const expected = await signRequest({
          url: url.pathname + url.search,
          loginToken: String(req.headers['x-login-token'] ?? ''),
          deviceId: query.deviceId ?? '',
          nonce: query.nonce ?? '',
          timestamp: query.timestamp ?? '',
          userId: query.userId ?? '',
          ...(body ? { body } : {}),
        });
        const sigOk = signaturesEqual(String(req.headers['x-sign'] ?? ''), expected);
        const s: Seen = {
          method: req.method ?? '',
          path: url.pathname,
          query,
          search: url.search,
          headers: req.headers,
          body,
          sigOk,
        };
        seen.push(s);
        const json = (status: number, obj: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
          res.end(JSON.stringify(obj));
        };
        const p = url.pathname;
        if (p === '/hang') return; // never answers
        if (p === '/facade/api/function/exempt/publicKey')
          return json(200, { code: 200, msg: 'ok', data: { publicKey } });
        if (p === '/http401') {
          res.writeHead(401);
          return res.end();
        }
        if (p === '/zero') return json(200, { code: 0, msg: 'ok', data: 'zero' });
        if (p.startsWith('/code/'))
          return json(200, { code: Number(p.slice(6)), msg: 'server says', data: { x: 1 } });
        if (p === '/enc-echo' || p === '/enc-nohdr') {
          const { json: text, aesKeyRaw } = await decryptRequestEnvelope(
            JSON.parse(body),
            privateKey,
          );
          const env = await encryptResponseBody(
            { code: 200, msg: 'ok', data: { got: JSON.parse(text) } },
            aesKeyRaw,
          );
          return json(200, env, p === '/enc-echo' ? { 'X-Encrypt': '1' } : {});
        }
        if (p === '/enc-bad') return json(200, { key: 'AAAAAAAAAAAAAAAA' }, { 'X-Encrypt': '1' });
        if (p === '/not-json') {
          res.writeHead(200);
          return res.end('<html>');
        }
        return json(200, { code: 200, msg: 'ok', data: { echo: s.query, method: s.method } });
      })().catch((e: unknown) => {
        res.writeHead(500);
        res.end(String(e));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    last: () => seen[seen.length - 1] as Seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
