import { useEffect } from 'react';
import type { LanguagePrefix, RouteName } from 'shared-sdk';
import { watchMessageStore } from '../store/session';
import { MessageBanner } from './MessageBanner';

export interface MessagingLayerProps {
  /** The route on screen (the banner hides on some, spec 3 §2); null on an unknown path. */
  routeName: RouteName | null;
  /** The language prefix of the page, kept in the banner's link. */
  prefix: LanguagePrefix | null;
}

/**
 * The messaging layer (exposed as './MessagingLayer'; docs/CONTRACTS.md "What each remote
 * exposes"): mounted once by the host after sign-in, outside the pages, like the call layer.
 * While mounted it runs the signed-in user's message store — which feeds the shell's unread
 * summary through the SDK's one writer, applyUnreadSummary, and the chat pages of this remote —
 * and shows the incoming-message banner on every page. Unmounted (sign-out), the store closes.
 */
export function MessagingLayer({ routeName, prefix }: MessagingLayerProps) {
  useEffect(() => watchMessageStore(), []);
  return <MessageBanner routeName={routeName} prefix={prefix} />;
}
