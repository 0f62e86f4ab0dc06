// The call service's request and response types (the backend types its handlers with them). The
// calls themselves, callApi, are mfe-call-chat's (features/call/engine/callApi.ts): only its call
// layer makes them.
import type { CallRoomState, HangupReason } from '../../constants/call';
import type { BalanceFields } from './page';

/** spec 2 §3 "Call data" remoteUserInfo: the other party of a call. */
export interface CallUserInfo {
  id: number;
  headImg: string;
  userName: string;
  /** 1 male, 2 female. */
  gender: number;
  birthday: string;
  countryId: number;
  /** 2 friend, 3 pending, 4 not yet (spec 2 §3). */
  relation: number;
  /** A host (goddess): the call is priced by the host's call price. */
  isHost: boolean;
}

/**
 * Where the two parties meet for media (project): `channel` is callMediaChannel(roomNum).
 * With Agora, `appId`, a per-room RTC `token` and the `uid` to join with; locally no token.
 */
export type CallMedia =
  | { provider: 'local'; channel: string }
  | {
      provider: 'agora';
      channel: string;
      appId: string;
      token: string;
      uid: string;
      expiresAt: number;
    };

/**
 * One room as every call action answers it (project's shape; spec 2 §3 "Call data", "Call
 * invitation" fields by their names). Times are server ms; videoTime is whole seconds of
 * connected call (0 until the first frame). The payer's balance fields are present only in the
 * payer's answers (goldNum + balanceSeq for applyBalance; isGoldEnough: the next minute is covered).
 */
export interface CallRoomView extends Partial<BalanceFields> {
  roomNum: string;
  state: CallRoomState;
  /** The asking user's side of the call. */
  role: 'caller' | 'callee';
  callerUserId: number;
  calleeUserId: number;
  callLocation: number;
  /** spec 2 §4 rule 7: 100 for a random-match call. */
  goddessLocation: number;
  /** Coins per minute the caller pays (0 for a free call). spec 2 §7 "callPrice". */
  callPrice: number;
  /** spec 2 §3 "Call data" pricePerMinute (the same number as callPrice). */
  pricePerMinute: number;
  /** A VIP's free call to a liked user (spec 2 §6). */
  free: boolean;
  /** The callee is a seeded host answered by the server's own media peer (spec 2 §7 "server call"). */
  serverCall: boolean;
  matchId?: string;
  remoteUserInfo: CallUserInfo;
  media: CallMedia;
  createdAt: number;
  /** When the ringing stops on its own (created + 30 s). */
  ringExpiresAt: number;
  answeredAt?: number;
  /** First frame: billing started. */
  startedAt?: number;
  endedAt?: number;
  hangupReason?: HangupReason;
  hangupUserId?: number;
  videoTime: number;
  minutesBilled: number;
  coinsCharged: number;
  /** The payer's answers: whether the balance covers the next minute (spec 2 §3 "isGoldEnough"). */
  isGoldEnough?: boolean;
  /** Connected rooms: when the next minute is charged (server ms). */
  nextChargeAt?: number;
}

/** GET /api/call/getPriceAndCurrentCoinAndUserInfo (spec 2 §3 "Call price response" + the callee). */
export interface CallPriceInfo extends BalanceFields {
  /** The caller's coins (spec 2 §3 currentCoin). */
  currentCoin: number;
  /** Coins per minute (spec 2 §4: a fixed 80 when the callee's gender is 1). */
  price: number;
  /** The callee's gender. */
  gender: number;
  /** The next minute is free: a VIP's liked-user call (location 108) with free minutes left today. */
  free: boolean;
  /**
   * Location 108 for a VIP: free minutes left today (VIP_FREE_CALL_MINUTES_PER_DAY a UTC day);
   * the minutes after them cost the callee's price (`price` once none are left).
   */
  freeMinutesLeft?: number;
  userInfo: CallUserInfo;
}

export interface LaunchParams {
  calleeUserId: number;
  /** CALL_LOCATION: where the call starts. */
  callLocation: number;
  /** A random-match call (matching/fetch `match.matchId`); callLocation is then 100. */
  matchId?: string;
}

/** POST /api/call/record (spec 2 §7 "call record reports with many fields"; project's fields). */
export interface CallRecordReport {
  roomNum: string;
  /** The reporter's view of the duration (s); the server keeps its own clock. */
  videoTime: number;
  hangupReason?: number;
  callLocation?: number;
  /** Tap → first remote frame (ms), when known. */
  firstFrameMs?: number;
  /** Media reconnects during the call. */
  reconnects?: number;
  /** 'local' or 'agora'. */
  provider?: string;
  /** Free text from the client (e.g. a failure reason), at most 200 characters. */
  note?: string;
}

/** Multipart query of the snapshot upload (spec 2 §7). */
export interface SnapshotQuery {
  gender?: number;
  location?: number;
  matchUserId: number;
  videoType?: number;
  page?: number;
  model?: string;
  remoteUserId?: number;
  /** The room number. */
  id: string;
}

export interface SnapshotResult {
  id: number;
  url: string;
}
