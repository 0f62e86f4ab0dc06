/**
 * Test helpers: a real HTTP server on port 0 with the gateway attached, and real `ws` clients.
 * Also re-exports `ws` so shared-sdk tests can pass it as the WebSocket constructor.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
// Direct imports (not the index): shared-sdk's typecheck includes this file.
import { createGateway, type Gateway, type GatewayOptions } from '../../src/realtime/gateway';
import { createRtmTokenIssuer } from '../../src/realtime/token';

export { WebSocket };

export interface Frame {
  type: string;
  id: number;
  ts: number;
  [k: string]: unknown;
}

export interface TestServer {
  gateway: Gateway;
  url: string;
  server: Server;
  token(userId: string | number): string;
  stop(): Promise<void>;
}

export async function startGateway(opts: Partial<GatewayOptions> = {}): Promise<TestServer> {
  const issuer = createRtmTokenIssuer('test-secret-0123456789abcdef', opts.now);
  const gateway = createGateway({ verifyToken: (t) => issuer.verify(t), ...opts });
  const server = createServer((_req, res) => res.end('ok'));
  gateway.attach(server, '/rtm');
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    gateway,
    server,
    url: `ws://127.0.0.1:${port}/rtm`,
    token: (userId) => issuer.issue(userId).token,
    async stop() {
      await gateway.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** A raw protocol client that records every frame. */
export class TestClient {
  readonly frames: Frame[] = [];
  private waiters: Array<{ pred: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  closeCode: number | null = null;
  readonly closed: Promise<number>;
  welcome: Frame | null = null;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const f = JSON.parse(raw.toString()) as Frame;
      this.frames.push(f);
      this.waiters = this.waiters.filter((w) => (w.pred(f) ? (w.resolve(f), false) : true));
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
      }),
    );
  }

  static async open(url: string): Promise<TestClient> {
    const ws = new WebSocket(url);
    const c = new TestClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return c;
  }

  /** Open and authenticate; resolves with the welcome frame received. */
  static async connect(
    url: string,
    token: string,
    extra: Record<string, unknown> = {},
  ): Promise<TestClient> {
    const c = await TestClient.open(url);
    c.send({ type: 'auth', token, ...extra });
    c.welcome = await c.next((f) => f.type === 'welcome');
    return c;
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Resolves with the first frame (already received or future) matching pred. */
  next(pred: (f: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const found = this.frames.find(pred);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('timeout waiting for frame')), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (f) => {
          clearTimeout(t);
          resolve(f);
        },
      });
    });
  }

  /** Send a request frame with a cid and wait for its ok/error reply. */
  async request(frame: Record<string, unknown>): Promise<Frame> {
    const cid = Math.random().toString(36).slice(2);
    this.send({ ...frame, cid });
    return this.next((f) => (f.type === 'ok' || f.type === 'error') && f.ref === cid);
  }

  of(type: string): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  close(): Promise<number> {
    this.ws.close();
    return this.closed;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const UNTIL_DEFAULT_MS = 10_000;

/**
 * Waits until cond() is true (polling), or fails after timeoutMs. The default wait is generous on purpose: it says what the test waits for, not
 * how fast this machine is (a loaded 2-core CI machine runs these suites in parallel).
 */
export async function until(cond: () => boolean, timeoutMs = UNTIL_DEFAULT_MS): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(10);
  }
}
