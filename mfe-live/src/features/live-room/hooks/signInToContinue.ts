import { requestLive, requireLogin } from 'shared-sdk';
import { liveRoomStore, type LiveRoomStore, type LiveStatus } from '../engine';

/** In a live: the one a visitor signs in to go on watching (the viewing limit just closed it too). */
const WATCHING = new Set<LiveStatus>([
  'entering',
  'joining',
  'watching',
  'reconnecting',
  'minimised',
]);

/**
 * What needs an account (spec 3 §5, §6: chat, gifts, follow, report, the viewing-time limit …).
 * A tourist or guest in a live signs in and goes on watching the same live, now as the user (the
 * SDK opens it once they are signed in); anywhere else, the plain login popup. Either way the
 * popup says `source`.
 */
export function signInToContinue(source: string, store: LiveRoomStore = liveRoomStore): void {
  const s = store.getState();
  const watching =
    WATCHING.has(s.status) || (s.status === 'left' && s.leftReason === 'viewingLimit');
  const visitorInLive = s.viewer && s.viewer.kind !== 'user' && s.live && watching;
  const asked =
    visitorInLive && s.live
      ? requestLive({ channelId: s.live.channelId, source, signInFirst: true })
      : requireLogin(source);
  void asked.catch(() => undefined);
}
