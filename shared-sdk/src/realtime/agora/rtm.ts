/**
 * The `agora` messaging transport: `agora-rtm-sdk` 2.x behind the same MessagingTransport as the
 * local gateway, so MessagingConnection (states, backoff, stale rule) is shared. The SDK is
 * imported lazily inside login, never at module load (TOOLCHAIN.md "Agora SDKs"); offline its
 * login never settles, so it is raced with a timeout and cancelled with logout.
 *
 * Mapping: peer = publish to a USER channel, signal = the same with customType `signal`, channel =
 * MESSAGE channel, presence = `presence.whereNow` (every user also subscribes to a home channel
 * with presence so that an idle user counts as online), members = `withPresence` + `presence`
 * events. RTM 2 does not say whether a peer was online: a delivered publish reports `true`.
 *
 * RTM 2.3 refuses a second `new RTM(appId, userId)` for the whole page lifetime (-10027
 * RTM_ERROR_DUPLICATE_USER_ID, found by rtm.test.ts against the real class): one client per
 * app id and user is kept and logged in and out again by each link, one link at a time.
 */
import type { RTMClient, RTMConfig, RTMEvents } from 'agora-rtm-sdk';
import { RTM_CONNECT_TIMEOUT_MS } from '../timing';
import type {
  MessagingTransport,
  Outbound,
  OutboundResult,
  TransportCallbacks,
  TransportLink,
} from '../transport';
import {
  isRtmLoginFatal,
  mapRtmMessage,
  mapRtmPresenceAll,
  mapRtmState,
  SIGNAL_CUSTOM_TYPE,
  tokenRenewer,
  withTimeout,
} from './mapping';

/** What we use of the SDK module (its default export, `AgoraRTM`). */
export interface AgoraRtmModule {
  RTM: new (appId: string, userId: string, config?: RTMConfig) => RTMClient;
}

export interface AgoraRtmTransportOptions {
  appId: string;
  userId: string;
  /** A fresh RTM token (GET /facade/api/rtm/genToken) for `token-privilege-will-expire`. */
  renewToken?: () => Promise<string>;
  /** Loads the SDK; default `import('agora-rtm-sdk')` (tests pass the real module or a fake). */
  load?: () => Promise<AgoraRtmModule>;
  /** Login gives up (and logs out) after this long; default RTM_CONNECT_TIMEOUT_MS. */
  loginTimeoutMs?: number;
  /** Per-user channel subscribed with presence after login; `null` turns it off. */
  homeChannel?: ((userId: string) => string) | null;
  config?: RTMConfig;
  now?: () => number;
}

const defaultLoad = async (): Promise<AgoraRtmModule> => {
  const m = (await import('agora-rtm-sdk')) as unknown as { default?: AgoraRtmModule };
  return (m.default ?? m) as AgoraRtmModule;
};

const encode = (payload: unknown): string => JSON.stringify(payload ?? null);

/** RTM 2 events we listen to (typed against the SDK's own event map). */
type Listeners = {
  [
    K in 'linkState' | 'message' | 'presence' | 'token' | 'tokenPrivilegeWillExpire'
  ]: RTMEvents.RTMClientEventMap[K];
};

interface Shared {
  client: RTMClient;
  /** The previous link's logout; the next login waits for it. */
  idle: Promise<unknown>;
}
/** One client per SDK module, app id and user, for the page lifetime (see above). */
const shared = new WeakMap<AgoraRtmModule, Map<string, Shared>>();

function sharedClient(mod: AgoraRtmModule, opts: AgoraRtmTransportOptions): Shared {
  let byKey = shared.get(mod);
  if (!byKey) shared.set(mod, (byKey = new Map()));
  const key = `${opts.appId}\n${opts.userId}`;
  let entry = byKey.get(key);
  if (!entry) {
    const config: RTMConfig = { logUpload: false, logLevel: 'warn', ...opts.config };
    entry = { client: new mod.RTM(opts.appId, opts.userId, config), idle: Promise.resolve() };
    byKey.set(key, entry);
  }
  return entry;
}

export function createAgoraRtmTransport(opts: AgoraRtmTransportOptions): MessagingTransport {
  const load = opts.load ?? defaultLoad;
  const now = opts.now ?? Date.now;
  const home = opts.homeChannel === undefined ? (u: string) => `u:${u}` : opts.homeChannel;
  let sdk: Promise<AgoraRtmModule> | null = null;

  return {
    provider: 'agora',
    open(token: string, cb: TransportCallbacks): TransportLink {
      let ended = false;
      let online = false;
      let client: RTMClient | null = null;
      let entry: Shared | null = null;
      let abort: ((e: Error) => void) | null = null;
      const membersOf = new Set<string>();

      const listeners: Listeners = {
        linkState: (ev) => {
          const effect = mapRtmState(ev.currentState, ev.reasonCode);
          // Before login resolves only a refusal counts (the login timeout covers the rest).
          if (effect.kind === 'closed' && (online || effect.fatal))
            fail({ fatal: effect.fatal, reason: effect.reason });
        },
        message: (ev) => {
          const m = mapRtmMessage(ev, now);
          if (m && !ended) cb.inbound(m);
        },
        presence: (ev) => {
          if (ended || !membersOf.has(ev.channelName)) return;
          for (const m of mapRtmPresenceAll(ev, now))
            if (m.kind !== 'member' || m.userId !== opts.userId) cb.inbound(m);
        },
        token: (ev) => {
          if (ev.eventType === 'WILL_EXPIRE') void renew();
        },
        tokenPrivilegeWillExpire: () => void renew(),
      };
      const renew = tokenRenewer(
        () => (opts.renewToken ? opts.renewToken() : Promise.reject(new Error('no renewToken'))),
        (t) => (client ? client.renewToken(t) : Promise.resolve()),
        (e) => console.warn('[realtime] agora rtm token renewal failed', e),
      );

      const teardown = () => {
        const c = client;
        client = null;
        if (!c || !entry) return;
        for (const [name, fn] of Object.entries(listeners))
          c.removeEventListener(name as keyof Listeners, fn as never);
        entry.idle = c.logout().catch(() => undefined);
      };
      const fail = (info: { fatal: boolean; reason: string }) => {
        if (ended) return;
        ended = true;
        teardown();
        cb.closed(info);
      };

      void (async () => {
        try {
          const mod = await (sdk ??= load().catch((e) => {
            sdk = null; // a failed chunk load may work next time
            throw e;
          }));
          if (ended) return;
          const e = sharedClient(mod, opts);
          await e.idle;
          if (ended) return;
          entry = e;
          const c = e.client;
          client = c;
          for (const [name, fn] of Object.entries(listeners))
            c.addEventListener(name as keyof Listeners, fn as never);
          // Offline the login never settles: time it out, or end it when the link is closed,
          // and cancel it with logout (teardown) either way.
          await withTimeout(
            Promise.race([c.login({ token }), new Promise((_, reject) => (abort = reject))]),
            opts.loginTimeoutMs ?? RTM_CONNECT_TIMEOUT_MS,
            'rtm login',
            teardown,
          );
          if (ended) return;
          const channel = home?.(opts.userId);
          if (channel)
            await c
              .subscribe(channel, { withMessage: false, withPresence: true })
              .catch(() => undefined);
          if (ended) return;
          online = true;
          cb.online({ userId: opts.userId });
        } catch (e) {
          fail({ fatal: isRtmLoginFatal(e), reason: (e as Error)?.message ?? String(e) });
        }
      })();

      const run = async (out: Outbound, c: RTMClient): Promise<OutboundResult> => {
        switch (out.op) {
          case 'peer':
            await c.publish(out.to, encode(out.payload), { channelType: 'USER' });
            return { online: { [out.to]: true } };
          case 'signal':
            await c.publish(out.to, encode(out.payload), {
              channelType: 'USER',
              customType: SIGNAL_CUSTOM_TYPE,
            });
            return {};
          case 'pub':
            await c.publish(out.channel, encode(out.payload), { channelType: 'MESSAGE' });
            return {};
          case 'sub': {
            await c.subscribe(out.channel, { withMessage: true, withPresence: !!out.members });
            if (!out.members) return {};
            membersOf.add(out.channel);
            const r = await c.presence.getOnlineUsers(out.channel, 'MESSAGE');
            return { members: r.occupants.map((o) => o.userId).filter((u) => u !== opts.userId) };
          }
          case 'unsub':
            membersOf.delete(out.channel);
            await c.unsubscribe(out.channel);
            return {};
          case 'presence': {
            const entries = await Promise.all(
              out.users.map(async (u) => {
                const r = await c.presence.whereNow(u).catch(() => null);
                return [u, !!r && r.totalChannel > 0] as const;
              }),
            );
            return { online: Object.fromEntries(entries) };
          }
        }
      };

      return {
        request(out, timeoutMs) {
          const c = client;
          if (ended || !online || !c) return Promise.reject(new Error('messaging not connected'));
          return withTimeout(run(out, c), timeoutMs, `rtm ${out.op}`);
        },
        close() {
          ended = true;
          teardown();
          abort?.(new Error('closed'));
        },
      };
    },
  };
}
