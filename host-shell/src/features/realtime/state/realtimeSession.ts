import {
  backoffDelay,
  DEFAULT_MAX_ATTEMPTS,
  getApiConfig,
  getMessaging,
  rtmApi,
  setMessaging,
  type GenTokenResult,
  type Messaging,
} from 'shared-sdk';
import type { CreateMessagingOptions } from 'shared-sdk/chat';

/**
 * The host's one messaging connection (ARCHITECTURE.md "Realtime"): after login,
 * genToken → createMessaging → login(); on logout or session expiry, logout(). The instance is
 * published through the SDK (`setMessaging`) so remotes use it instead of opening their own.
 * The connection itself reconnects with backoff (shared-sdk/src/realtime/connection.ts); this
 * controller only retries a failed genToken and reacts to the browser's `online` event.
 */
export interface RealtimeDeps {
  genToken(): Promise<GenTokenResult>;
  /** The default loads the SDK's chat entry first (never on a visitor's landing). */
  create(result: GenTokenResult, options: CreateMessagingOptions): Messaging | Promise<Messaging>;
  apiBase(): string;
  /** Delay before genToken attempt `n` (0-based) is retried. */
  retryDelay(attempt: number): number;
}

const defaultDeps: RealtimeDeps = {
  genToken: () => rtmApi.genToken(),
  // shared-sdk/chat is a shared module of its own, fetched when a signed-in user connects.
  create: (result, options) =>
    import('shared-sdk/chat').then((chat) => chat.createMessaging(result, options)),
  apiBase: () => getApiConfig().apiBase,
  retryDelay: (attempt) => backoffDelay(attempt),
};

export interface RealtimeSession {
  /** Connect for this user (no-op when already connected for them). */
  connect(userId: string | number): void;
  /** Logout the connection and clear the SDK's instance. */
  disconnect(): void;
  /** The browser came back online: skip the backoff wait, or start again after giving up. */
  retryNow(): void;
}

export function createRealtimeSession(deps: RealtimeDeps = defaultDeps): RealtimeSession {
  /** Bumped on every connect/disconnect: late genToken answers of an older one are dropped. */
  let gen = 0;
  let userKey: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** genToken failed DEFAULT_MAX_ATTEMPTS times in a row; the `online` event starts again. */
  let gaveUp = false;

  const clearRetry = () => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };

  async function start(my: number, attempt: number): Promise<void> {
    let result: GenTokenResult;
    try {
      result = await deps.genToken();
    } catch (e) {
      if (my !== gen) return;
      console.warn('[realtime] genToken failed', e);
      if (attempt + 1 >= DEFAULT_MAX_ATTEMPTS) {
        gaveUp = true;
        return;
      }
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void start(my, attempt + 1);
      }, deps.retryDelay(attempt));
      return;
    }
    if (my !== gen) return;
    let m: Messaging;
    try {
      const made = deps.create(result, { apiBase: deps.apiBase(), renewToken: deps.genToken });
      m = made instanceof Promise ? await made : made;
    } catch (e) {
      // The chat entry's code did not load (network): the `online` event or a retry starts again.
      if (my === gen) {
        console.warn('[realtime] messaging code failed to load', e);
        gaveUp = true;
      }
      return;
    }
    if (my !== gen) return;
    setMessaging(m);
    m.login().catch((e: unknown) => {
      if (my === gen) console.warn('[realtime] messaging login failed', e);
    });
  }

  function disconnect(): void {
    gen++;
    userKey = null;
    gaveUp = false;
    clearRetry();
    const m = getMessaging();
    if (!m) return;
    setMessaging(null);
    m.logout();
  }

  function connect(userId: string | number): void {
    const key = String(userId);
    if (userKey === key) return;
    disconnect();
    userKey = key;
    void start(gen, 0);
  }

  function retryNow(): void {
    const m = getMessaging();
    if (!m) {
      // No instance yet: genToken is waiting for a retry, or gave up. Try again now.
      if (userKey === null || (!retryTimer && !gaveUp)) return; // none wanted, or in flight
      clearRetry();
      gaveUp = false;
      void start(gen, 0);
      return;
    }
    const { state } = m.getSnapshot();
    if (state === 'reconnecting') m.retryNow();
    else if (state === 'offline') m.login().catch(() => undefined);
  }

  return { connect, disconnect, retryNow };
}
