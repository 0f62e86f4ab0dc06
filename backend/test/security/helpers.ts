/**
 * Helpers for the security tests: the real app listening on port 0 (so the realtime
 * gateway runs on a real socket), sessions from the test API, realtime tokens from the real
 * GET /facade/api/rtm/genToken of that session.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../../src/app';
import { call, login, makeApp, type Session } from '../helpers';
import { TestClient } from '../realtime/helpers';

export interface LiveApp {
  app: FastifyInstance;
  base: string;
  wsUrl: string;
  /** A fresh user (test API) signed in on a new device. */
  user(name?: string): Promise<Session>;
  /** The realtime token genToken answers for this session. */
  rtmToken(s: Session): Promise<string>;
  /** An authenticated socket of this session. */
  connect(s: Session, extra?: Record<string, unknown>): Promise<TestClient>;
  close(): Promise<void>;
}

export async function liveApp(opts: Partial<AppOptions> = {}): Promise<LiveApp> {
  const app = await makeApp(opts);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const sockets: TestClient[] = [];
  const rtmToken = async (s: Session) => {
    const res = await call(app, '/facade/api/rtm/genToken', { session: s });
    const j = res.json();
    if (j.code !== 200) throw new Error(`genToken: ${res.body}`);
    return j.data.token as string;
  };
  return {
    app,
    base,
    wsUrl: `ws://127.0.0.1:${port}/rtm`,
    async user(name = 'Sec Tester') {
      const res = await app.inject({
        method: 'POST',
        url: '/dev/api/users',
        payload: { userName: name },
      });
      return login(app, res.json().data.userId);
    },
    rtmToken,
    async connect(s, extra = {}) {
      const c = await TestClient.connect(`ws://127.0.0.1:${port}/rtm`, await rtmToken(s), extra);
      sockets.push(c);
      return c;
    },
    async close() {
      for (const c of sockets) c.ws.terminate();
      await app.close();
    },
  };
}
