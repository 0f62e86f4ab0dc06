/**
 * Who may be in a call room's media channel (issue 8's gateway channel policy asks this): only
 * the room's two parties while the room is open. The seeded host's media peer signs in as the
 * host, so it is the callee party. Media channels are `call-<roomNum>` (callMediaChannel);
 * the local provider signals on `rtc:call-<roomNum>`.
 */
import { CALL_MEDIA_CHANNEL_PREFIX } from './sdk';
import type { CallService } from './service';

const SIGNAL_PREFIX = 'rtc:';

/** The room number a channel belongs to, or null when it is not a call channel. */
export function callChannelRoom(channel: string): string | null {
  const name = channel.startsWith(SIGNAL_PREFIX) ? channel.slice(SIGNAL_PREFIX.length) : channel;
  if (!name.startsWith(CALL_MEDIA_CHANNEL_PREFIX)) return null;
  const room = name.slice(CALL_MEDIA_CHANNEL_PREFIX.length);
  return /^[0-9]{1,24}$/.test(room) ? room : '';
}

/**
 * The call rule of the channel policy: undefined when `channel` is not a call channel (another
 * rule decides), else whether `userId` may subscribe and publish there.
 */
export function callChannelAccess(
  calls: Pick<CallService, 'isParty'>,
  userId: number,
  channel: string,
): boolean | undefined {
  const room = callChannelRoom(channel);
  if (room === null) return undefined;
  return room !== '' && calls.isParty(userId, room);
}
