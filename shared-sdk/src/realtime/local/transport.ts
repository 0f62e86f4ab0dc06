/**
 * The `local` messaging transport: the backend gateway over a browser WebSocket (or `ws` in
 * Node). Keeps `lastSeenId`/`epoch` across links so a reconnect gets what was pushed while away,
 * and drops any durable frame it has already processed (exactly-once delivery upward).
 */
import type {
  MessagingTransport,
  Outbound,
  OutboundResult,
  TransportCallbacks,
  TransportLink,
} from '../transport';
import { RealtimeError } from './errors';
import { FATAL_CLOSE_CODES, type ServerFrame, type WebSocketCtor } from './wire';

export interface LocalTransportOptions {
  /** Absolute ws(s) URL (resolveRealtimeUrl). */
  url: string;
  /** Defaults to the global WebSocket; tests pass the `ws` package. */
  WebSocket?: WebSocketCtor;
  /** Durable frames are acknowledged in one batch after this delay. */
  ackDelayMs?: number;
}

export { RealtimeError } from './errors';

const OPEN = 1;

function toFrame(out: Outbound, cid: string): Record<string, unknown> {
  switch (out.op) {
    case 'peer':
    case 'signal':
      return { type: out.op, cid, to: out.to, payload: out.payload };
    case 'sub':
      return { type: 'sub', cid, channel: out.channel, ...(out.members && { members: true }) };
    case 'unsub':
      return { type: 'unsub', cid, channel: out.channel };
    case 'pub':
      return { type: 'pub', cid, channel: out.channel, payload: out.payload };
    case 'presence':
      return { type: 'presence', cid, users: out.users };
  }
}

export function createLocalTransport(opts: LocalTransportOptions): MessagingTransport {
  /** Highest durable frame id processed; null before the first welcome. */
  let lastSeenId: number | null = null;
  let epoch: string | null = null;

  return {
    provider: 'local',
    open(token: string, cb: TransportCallbacks): TransportLink {
      const WS =
        opts.WebSocket ?? (globalThis as unknown as { WebSocket: WebSocketCtor }).WebSocket;
      const ws = new WS(opts.url);
      let ended = false;
      let seq = 0;
      let ackTimer: ReturnType<typeof setTimeout> | null = null;
      let acked = 0;
      const pending = new Map<
        string,
        {
          resolve(r: OutboundResult): void;
          reject(e: Error): void;
          timer: ReturnType<typeof setTimeout>;
        }
      >();

      const end = (): boolean => {
        if (ended) return false;
        ended = true;
        if (ackTimer) clearTimeout(ackTimer);
        for (const p of pending.values()) {
          clearTimeout(p.timer);
          p.reject(new Error('messaging disconnected'));
        }
        pending.clear();
        return true;
      };
      const send = (frame: Record<string, unknown>) =>
        ws.readyState === OPEN && ws.send(JSON.stringify(frame));

      const scheduleAck = () => {
        ackTimer ??= setTimeout(() => {
          ackTimer = null;
          if (lastSeenId !== null && lastSeenId > acked) {
            acked = lastSeenId;
            send({ type: 'ack', id: lastSeenId });
          }
        }, opts.ackDelayMs ?? 1000);
      };
      /** Durable frames (peer, push to the user) pass once; a replayed duplicate is dropped. */
      const fresh = (id: number): boolean => {
        if (lastSeenId !== null && id <= lastSeenId) return false;
        lastSeenId = id;
        scheduleAck();
        return true;
      };

      const handle = (f: ServerFrame) => {
        switch (f.type) {
          case 'welcome':
            // Another epoch: the gateway restarted and replays its whole log for us.
            if (epoch !== null && f.epoch !== epoch) lastSeenId = 0;
            if (lastSeenId === null) lastSeenId = f.id;
            epoch = f.epoch;
            return cb.online({ userId: f.userId, serverTime: f.ts });
          case 'peer':
            if (fresh(f.id))
              cb.inbound({ kind: 'peer', from: f.from, payload: f.payload, ts: f.ts });
            return;
          case 'push':
            if (f.channel !== undefined)
              return cb.inbound({ kind: 'push', channel: f.channel, payload: f.payload, ts: f.ts });
            if (fresh(f.id)) cb.inbound({ kind: 'push', payload: f.payload, ts: f.ts });
            return;
          case 'msg':
            return cb.inbound({
              kind: 'channel',
              channel: f.channel,
              from: f.from,
              payload: f.payload,
              ts: f.ts,
            });
          case 'signal':
            return cb.inbound({ kind: 'signal', from: f.from, payload: f.payload, ts: f.ts });
          case 'member':
            return cb.inbound({
              kind: 'member',
              channel: f.channel,
              userId: f.userId,
              event: f.event,
              ts: f.ts,
            });
          case 'ok':
          case 'error': {
            const p = f.ref !== undefined ? pending.get(f.ref) : undefined;
            if (!p) return;
            pending.delete(f.ref as string);
            clearTimeout(p.timer);
            if (f.type === 'ok')
              p.resolve({
                ...(f.online && { online: f.online }),
                ...(f.members && { members: f.members }),
              });
            else p.reject(new RealtimeError(f.code, f.message));
            return;
          }
          default:
            return;
        }
      };

      ws.onopen = () =>
        send({
          type: 'auth',
          token,
          ...(lastSeenId !== null && { lastSeenId }),
          ...(epoch !== null && { epoch }),
        });
      ws.onmessage = (ev) => {
        if (ended || typeof ev.data !== 'string') return;
        let f: ServerFrame;
        try {
          f = JSON.parse(ev.data) as ServerFrame;
        } catch {
          return; // spec 2 §8: unparseable push content is dropped silently
        }
        if (f && typeof f === 'object' && typeof f.type === 'string') handle(f);
      };
      ws.onclose = (ev) => {
        if (end())
          cb.closed({
            fatal: FATAL_CLOSE_CODES.has(ev.code),
            reason: ev.reason || `closed (${ev.code})`,
            code: ev.code,
          });
      };
      ws.onerror = () => undefined; // a close event follows

      return {
        request(out, timeoutMs) {
          if (ended || ws.readyState !== OPEN)
            return Promise.reject(new Error('messaging not connected'));
          const cid = `c${++seq}`;
          return new Promise<OutboundResult>((resolve, reject) => {
            const timer = setTimeout(() => {
              pending.delete(cid);
              reject(new Error('messaging request timed out'));
            }, timeoutMs);
            pending.set(cid, { resolve, reject, timer });
            send(toFrame(out, cid));
          });
        },
        close() {
          end();
          try {
            ws.close(1000, 'client closing');
          } catch {
            /* not open yet */
          }
        },
      };
    },
  };
}
