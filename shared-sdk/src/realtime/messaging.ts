/**
 * createMessaging(genTokenResult): picks the provider from `provider` (ARCHITECTURE.md
 * "Realtime") and returns a MessagingConnection over it.
 */
import { MessagingConnection, type ConnectionOptions } from './connection';
// The providers' code loads on the first open() (deferred.ts). deferred.ts and wire.ts
// hold no state (functions and classes only), so this file, which is in the chat entry
// (shared-sdk/chat), may import them by path: a copy of them in the chat entry's module changes
// no state. It stays importable without the main entry (the backend's hostpeer test runs it).
import { createAgoraRtmTransport, createLocalTransport } from './deferred';
import { resolveRealtimeUrl, type WebSocketCtor } from './local/wire';
import type { MessagingTransport } from './transport';
import type { GenTokenResult, Messaging } from './types';

/** Renew a token this long before it expires (on the next connect attempt). */
const RENEW_BEFORE_MS = 60_000;

export interface CreateMessagingOptions {
  /** Base for the local gateway's relative url (the API base, CONTRACTS.md app-config apiBase). */
  apiBase?: string;
  /** WebSocket constructor for the local provider (tests pass `ws`). */
  WebSocket?: WebSocketCtor;
  /** Fetch a fresh genToken result (GET /facade/api/rtm/genToken). Used on expiry and on refusal. */
  renewToken?: () => Promise<GenTokenResult>;
  /**
   * Overrides the agora transport (default: agora/rtm.ts, which imports `agora-rtm-sdk` lazily
   * inside login and renews its token through `renewToken`).
   */
  agoraTransport?: (result: Extract<GenTokenResult, { provider: 'agora' }>) => MessagingTransport;
  connection?: Omit<ConnectionOptions, 'transport' | 'getToken'>;
}

export function createMessaging(
  result: GenTokenResult,
  options: CreateMessagingOptions = {},
): Messaging {
  let current = result;
  const now = options.connection?.now ?? Date.now;
  const getToken = async ({ refresh }: { refresh: boolean }): Promise<string> => {
    const expiring = current.expiresAt - now() < RENEW_BEFORE_MS;
    if ((refresh || expiring) && options.renewToken) current = await options.renewToken();
    return current.token;
  };
  const renewToken = options.renewToken;

  let transport: MessagingTransport;
  if (result.provider === 'local') {
    transport = createLocalTransport({
      url: resolveRealtimeUrl(result.url, options.apiBase),
      WebSocket: options.WebSocket,
    });
  } else if (result.provider === 'agora') {
    transport = options.agoraTransport
      ? options.agoraTransport(result)
      : createAgoraRtmTransport({
          appId: result.appId,
          userId: result.userId,
          // token-privilege-will-expire: the SDK renews in place (agora/rtm.ts).
          ...(renewToken && {
            renewToken: async () => (current = await renewToken()).token,
          }),
        });
  } else {
    throw new Error(
      `createMessaging: unknown provider ${(result as { provider: unknown }).provider}`,
    );
  }
  return new MessagingConnection({ ...options.connection, transport, getToken });
}
