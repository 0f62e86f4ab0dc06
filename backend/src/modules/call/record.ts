/**
 * The call record (spec 2 §4 rule 11 "At the end the product sends call records"; spec 2 §3
 * content kind 10): one messageType 10 chat message per ended call, from the caller to the
 * callee, with callerUserId, calleeUserId, roomNum, callLocation, videoTime and hangupReason.
 *
 * The chat module owns the messages tables; `deliver` is where its store-and-push
 * function plugs in (index.ts). Random-match calls between strangers leave no record.
 */
import type { ChatMessage } from 'shared-sdk/node';
import { MESSAGE_TYPE, MESSAGE_TYPE_VALUE } from '../../sdk';
import { videoTimeOf, type RoomRow } from './store';

/** The record message of an ended room (messageUuid is stable: a retry stores it once). */
export function callRecordMessage(room: RoomRow): ChatMessage {
  const [a, b] = [room.caller_id, room.callee_id].sort((x, y) => x - y);
  return {
    messageUuid: `call-${room.room_num}`,
    croomId: `${a}-${b}`,
    senderId: room.caller_id,
    receiverId: room.callee_id,
    messageType: MESSAGE_TYPE.VIDEO_CALL,
    messageTypeValue: MESSAGE_TYPE_VALUE.text,
    content: '',
    timestamp: room.ended_at ?? room.created_at,
    read: 0,
    callerUserId: room.caller_id,
    calleeUserId: room.callee_id,
    roomNum: room.room_num,
    callLocation: room.call_location,
    videoTime: videoTimeOf(room, room.ended_at ?? room.created_at),
    ...(room.hangup_reason !== null ? { hangupReason: room.hangup_reason } : {}),
  };
}

export const wantsRecord = (room: RoomRow) => room.state === 'ended' && room.match_id === null;
