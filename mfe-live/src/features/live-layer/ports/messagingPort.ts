/**
 * The engine's LiveMessagingPort over the host's messaging connection (the SDK's getMessaging,
 * swapped on every sign-in: onMessagingChange). Only 1052 envelopes reach the room; the engine's
 * bizEvents decides which of them it believes, by their source.
 */
import {
  getMessaging,
  getMessagingSnapshot,
  onMessagingChange,
  subscribeMessagingState,
  type LiveBiz,
  type Messaging,
} from 'shared-sdk';
import { BIZ_TYPE_LIVE } from 'shared-sdk/constants';
import type { LiveMessagingPort } from '../../live-room/engine';

export interface MessagingPortDeps {
  get(): Messaging | null;
  onChange(fn: () => void): () => void;
  state(): ReturnType<typeof getMessagingSnapshot>['state'];
  onStateChange(fn: () => void): () => void;
}

const sdkMessaging: MessagingPortDeps = {
  get: getMessaging,
  onChange: onMessagingChange,
  state: () => getMessagingSnapshot().state,
  onStateChange: subscribeMessagingState,
};

export function createMessagingPort(deps: MessagingPortDeps = sdkMessaging): LiveMessagingPort {
  const noMessaging = () => Promise.reject(new Error('live: no messaging connection'));
  return {
    state: deps.state,
    onState(fn) {
      let last = deps.state();
      return deps.onStateChange(() => {
        const now = deps.state();
        if (now === last) return;
        last = now;
        fn(now);
      });
    },
    onLive(fn) {
      let off = () => {};
      const listen = () => {
        off();
        off =
          deps.get()?.on('biz', ({ envelope, source }) => {
            if (envelope.bizType === BIZ_TYPE_LIVE) fn(envelope as LiveBiz, source);
          }) ?? (() => {});
      };
      listen();
      const offSwap = deps.onChange(listen);
      return () => {
        off();
        offSwap();
      };
    },
    subscribe: (channelId) => deps.get()?.subscribeChannel(channelId) ?? noMessaging(),
    unsubscribe: (channelId) => deps.get()?.unsubscribeChannel(channelId) ?? noMessaging(),
  };
}
