/**
 * Who may be in a call room's media channel: the gateway's channel policy
 * (src/realtime/channels.ts) admits a call room's two parties once the room is registered there.
 * Rooms are registered when they ring and closed when they end (both parties are then
 * unsubscribed); after a restart the policy asks the resolver, which reads the open rooms from
 * the calls table. The seeded host's media peer signs in as the host, so it is the callee party.
 * Media channels are `call-<roomNum>` (callMediaChannel); the local provider signals on
 * `rtc:call-<roomNum>`.
 */
import type { ChannelPolicy, RoomResolver } from '../../realtime/channels';
import { CALL_MEDIA_CHANNEL_PREFIX, callMediaChannel } from '../../sdk';
import type { CallService } from './service';
import type { CallStore } from './store';

const SIGNAL_PREFIX = 'rtc:';

/** The room number a channel belongs to, or null when it is not a call channel. */
export function callChannelRoom(channel: string): string | null {
  const name = channel.startsWith(SIGNAL_PREFIX) ? channel.slice(SIGNAL_PREFIX.length) : channel;
  if (!name.startsWith(CALL_MEDIA_CHANNEL_PREFIX)) return null;
  const room = name.slice(CALL_MEDIA_CHANNEL_PREFIX.length);
  return /^[0-9]{1,24}$/.test(room) ? room : '';
}

/** The open call room behind a channel id the policy does not hold (after a restart). */
export function callRoomResolver(store: CallStore): RoomResolver {
  return (roomId) => {
    const roomNum = callChannelRoom(roomId);
    if (!roomNum) return null;
    const r = store.get(roomNum);
    if (!r || r.state === 'ended') return null;
    return { kind: 'call', id: roomId, parties: [String(r.caller_id), String(r.callee_id)] };
  };
}

/** Keeps the policy's call rooms in step with the call service. Returns the unsubscriber. */
export function followCallRooms(policy: ChannelPolicy, calls: CallService): () => void {
  return calls.onRoom((e) => {
    const channel = callMediaChannel(e.room.room_num);
    if (e.type === 'invited') policy.openCallRoom(channel, [e.room.caller_id, e.room.callee_id]);
    else if (e.type === 'ended') policy.closeCallRoom(channel);
  });
}
