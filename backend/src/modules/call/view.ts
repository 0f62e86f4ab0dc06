/** What the call service answers and pushes: CallRoomView and the 1050 envelopes (CONTRACTS.md). */
import type { CallBiz, CallMedia, CallRoomView, CallUserInfo } from 'shared-sdk/node';
import { absolute } from '../../http/origins';
import type { UserRow } from '../accounts/service';
import { BIZ_TYPE_CALL, CALL_RING_TIMEOUT_MS, makeBizEnvelope } from '../../sdk';
import { otherParty, roleOf, videoTimeOf, type RoomRow } from './store';

/** spec 2 §3 "Call data" remoteUserInfo. */
export function callUserInfo(u: UserRow, relation: number, origin: string): CallUserInfo {
  return {
    id: u.id,
    headImg: absolute(origin, u.head_img),
    userName: u.user_name,
    gender: u.gender,
    birthday: u.birthday ?? '',
    countryId: u.country_id ?? 0,
    relation,
    isHost: u.is_host === 1,
  };
}

export interface ViewContext {
  now: number;
  /** The other party as the viewer sees them. */
  remote: CallUserInfo;
  media: CallMedia;
  /** The payer's balance: only in the payer's own view. */
  balance?: { goldNum: number; balanceSeq: number };
  nextChargeAt?: number;
}

export function roomView(room: RoomRow, viewerId: number, ctx: ViewContext): CallRoomView {
  const role = roleOf(room, viewerId) ?? 'caller';
  const v: CallRoomView = {
    roomNum: room.room_num,
    state: room.state,
    role,
    callerUserId: room.caller_id,
    calleeUserId: room.callee_id,
    callLocation: room.call_location,
    goddessLocation: room.goddess_location,
    callPrice: room.price,
    pricePerMinute: room.price,
    free: room.free === 1,
    serverCall: room.server_call === 1,
    ...(room.match_id ? { matchId: room.match_id } : {}),
    remoteUserInfo: ctx.remote,
    media: ctx.media,
    createdAt: room.created_at,
    ringExpiresAt: room.created_at + CALL_RING_TIMEOUT_MS,
    ...(room.answered_at !== null ? { answeredAt: room.answered_at } : {}),
    ...(room.started_at !== null ? { startedAt: room.started_at } : {}),
    ...(room.ended_at !== null ? { endedAt: room.ended_at } : {}),
    ...(room.hangup_reason !== null ? { hangupReason: room.hangup_reason } : {}),
    ...(room.hangup_user_id !== null ? { hangupUserId: room.hangup_user_id } : {}),
    videoTime: videoTimeOf(room, ctx.now),
    minutesBilled: room.minutes_billed,
    coinsCharged: room.coins_charged,
  };
  if (ctx.balance && role === 'caller') {
    v.goldNum = ctx.balance.goldNum;
    v.balanceSeq = ctx.balance.balanceSeq;
    v.isGoldEnough = ctx.balance.goldNum >= room.price;
    if (ctx.nextChargeAt !== undefined) v.nextChargeAt = ctx.nextChargeAt;
  }
  return v;
}

/** A 1050 envelope about `room` (spec 2 §3 "Call invitation" fields). */
export function callEnvelope(
  room: RoomRow,
  action: CallBiz['action'],
  at: number,
  extra: Partial<CallBiz> = {},
): CallBiz {
  return makeBizEnvelope<CallBiz>({
    bizType: BIZ_TYPE_CALL,
    action,
    roomNum: room.room_num,
    callerUserId: room.caller_id,
    calleeUserId: room.callee_id,
    callLocation: room.call_location,
    goddessLocation: room.goddess_location,
    callPrice: room.price,
    pricePerMinute: room.price,
    ...(room.match_id ? { matchId: room.match_id } : {}),
    ...(room.hangup_reason !== null ? { hangupReason: room.hangup_reason } : {}),
    ...(room.hangup_user_id !== null ? { hangupUserId: room.hangup_user_id } : {}),
    videoTime: videoTimeOf(room, at),
    timestamp: at,
    ...extra,
  });
}

export { otherParty };
