/**
 * A visitor's own messaging connection. Tourists and guests have no session, so the host opens
 * none for them; each tourist join answer carries a gateway token for this visitor and the live
 * they were let into (`realtime`; backend live README "Guests and visitor access"). The first one
 * opens the connection, and the join answer reaches the engine only once it is online, so the
 * media's signalling and the live's channel run on it. Later joins (a swipe) bring fresh tokens,
 * kept for the next reconnect. Shaped as the messaging port's deps (createMessagingPort).
 */
import { getApiConfig, type GenTokenResult, type Messaging } from 'shared-sdk';
import type { CreateMessagingOptions } from 'shared-sdk/chat';
import type { MessagingPortDeps } from './messagingPort';

export interface VisitorMessaging extends MessagingPortDeps {
  /** Opens the connection with the first token (resolves once online), or keeps a newer one. */
  accept(result: GenTokenResult): Promise<void>;
  /** Logs out (the layer unmounts). */
  close(): void;
}

export type CreateMessaging = (
  result: GenTokenResult,
  options: CreateMessagingOptions,
) => Messaging | Promise<Messaging>;

const loadCreate: CreateMessaging = (result, options) =>
  import('shared-sdk/chat').then((chat) => chat.createMessaging(result, options));

export function createVisitorMessaging(create: CreateMessaging = loadCreate): VisitorMessaging {
  let messaging: Messaging | null = null;
  let opening: Promise<Messaging> | null = null;
  let latest: GenTokenResult | null = null;
  const changed = new Set<() => void>();
  const stateListeners = new Set<() => void>();
  let offState = () => {};

  const renewToken = async () => {
    if (!latest) throw new Error('live: no visitor token');
    return latest;
  };

  return {
    get: () => messaging,
    // None yet: nothing to wait for, the token comes with the join (the engine enters on 'online').
    state: () => messaging?.getSnapshot().state ?? 'online',
    onChange(fn) {
      changed.add(fn);
      return () => changed.delete(fn);
    },
    onStateChange(fn) {
      stateListeners.add(fn);
      return () => stateListeners.delete(fn);
    },
    async accept(result) {
      latest = result;
      if (!opening) {
        opening = Promise.resolve(
          create(result, { apiBase: getApiConfig().apiBase, renewToken }),
        ).then((m) => {
          messaging = m;
          offState = m.subscribe(() => stateListeners.forEach((fn) => fn()));
          changed.forEach((fn) => fn());
          return m;
        });
        opening.catch(() => (opening = null));
      }
      const m = await opening;
      if (m.getSnapshot().state !== 'online') await m.login();
    },
    close() {
      offState();
      messaging?.logout();
      messaging = null;
      opening = null;
      latest = null;
    },
  };
}
