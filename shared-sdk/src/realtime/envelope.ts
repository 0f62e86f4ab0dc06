/**
 * The typed business-message envelope carried by peer messages, pushes and channel messages.
 * spec 2 §4: "Messages use business types 1050 (call), 1052 and 1040"; spec 3 §4: 1052 is the
 * live room. 1040 is not named by the spec: this project uses it for instant messages and
 * notices (the spec 2 §3 "Chat message" fields), the remaining realtime use in spec 2 §7
 * ("Real-time messaging is used for invitations and chat").
 *
 * Shape (project's choice, the spec does not show it): flat JSON, `{ bizType, timestamp, ... }`,
 * as the spec 2 §3 chat message carries bizType and timestamp among its own fields. Anything
 * that does not parse is dropped silently (spec 2 §8).
 */
import {
  BIZ_TYPE_1040,
  BIZ_TYPE_CALL,
  BIZ_TYPE_LIVE,
  CALL_EVENT,
  CALL_IN_CALL_EVENT,
  LIVE_ACTIONS,
} from '../constants';

export const BizType = { call: BIZ_TYPE_CALL, live: BIZ_TYPE_LIVE, im: BIZ_TYPE_1040 } as const;
export type BizTypeCode = (typeof BizType)[keyof typeof BizType];

interface BizBase {
  /** Server ms; the stale rule compares it with the moment the layer came online. */
  timestamp: number;
  messageUuid?: string;
  /** Expiry (ms); spec 2 §4: expired notices are dropped. */
  expire?: number;
}

/** spec 2 §3 "Call action codes (incoming real-time messages)". */
export type CallEventCode =
  | (typeof CALL_EVENT)[keyof typeof CALL_EVENT]
  | (typeof CALL_IN_CALL_EVENT)[keyof typeof CALL_IN_CALL_EVENT];

/** 1050 — call lifecycle (spec 2 §3 call invitation, call data, coin deduction). */
export interface CallBiz extends BizBase {
  bizType: typeof BIZ_TYPE_CALL;
  action: CallEventCode;
  roomNum: string;
  callerUserId?: number;
  calleeUserId?: number;
  hangupReason?: number;
  hangupUserId?: number;
  videoTime?: number;
  callLocation?: number;
  goddessLocation?: number;
  pricePerMinute?: number;
  /** 101 coins deducted (spec 2 §3 "Coin deduction message"). */
  goldNum?: number;
  isGoldEnough?: boolean;
  /** 101: ledger sequence of goldNum, for applyBalance (session/balance.ts). */
  balanceSeq?: number;
  /** 101: the minute just paid (1 = the first); with videoTime, the server's call clock. */
  minute?: number;
  /** 1: the price the caller pays per minute (0 for a free call); spec 2 §7 "callPrice". */
  callPrice?: number;
  /** 1: set when the room is a random-match call (matching/fetch `match.matchId`). */
  matchId?: string;
  /** 102 (CALL_IN_CALL_EVENT.addFriend): spec 2 §3 "Add-friend state" — who, 'friend', 1 or 2. */
  friendId?: number;
  type?: string;
  times?: number;
  /** 103 (CALL_IN_CALL_EVENT.faceCheck): the second of the check, a face seen (null: unknown), blurred. */
  second?: number;
  face?: boolean | null;
  blur?: boolean;
  remoteUserInfo?: {
    id: number;
    headImg?: string;
    userName?: string;
    gender?: number;
    birthday?: string;
    countryId?: number;
    relation?: number;
  };
}

/** spec 3 §4 live actions, plus `mute` (spec 3 §4 "Mute: set by a point-to-point push"). */
export type LiveAction = (typeof LIVE_ACTIONS)[number] | 'mute';
const LIVE_ACTION_SET: ReadonlySet<string> = new Set<string>([...LIVE_ACTIONS, 'mute']);

/** 1052 — live room messages (spec 3 §3 "Live message", "Gift message", LiveInfo). */
export interface LiveBiz extends BizBase {
  bizType: typeof BIZ_TYPE_LIVE;
  action: LiveAction;
  channelId?: string;
  /**
   * chat, gift: the server's id of this one message (unique across restarts), so a client that
   * meets it twice (after a reconnect, or the channel's copy and its own answer) shows it once.
   */
  messageId?: string;
  liveStudioId?: number;
  /** join, joined, left */
  userId?: number;
  userName?: string;
  userIconUrl?: string;
  coverUrl?: string;
  /** left: 11 removed by the host, 12 silent (spec 3 §4); 1 left, 2 heartbeat lost (project). */
  leftType?: number;
  /** join, joined, left: a simulated viewer (spec 3 §4 "Simulated audiences"). */
  simulated?: boolean;
  /** chat */
  senderId?: number;
  senderName?: string;
  senderIconUrl?: string;
  message?: string;
  msg?: string;
  /** gift */
  giftId?: number;
  /** gift: its price in coins. */
  gold?: number;
  /** praise: the taps of this batch (praiseNum is the live's total after it). */
  num?: number;
  /** endLive: LIVE_END_TYPE. */
  endType?: number;
  /** liveInfo, praise (never decrease: spec 3 §4) */
  profit?: number;
  praiseNum?: number;
  audienceNum?: number;
  topAudiences?: Array<{ userId: number; userIconUrl?: string; userName?: string }>;
  /** kick */
  kickedAudienceId?: number;
  /** mute */
  muted?: boolean;
}

/** 1040 — instant message or notice (spec 2 §3 "Chat message"). */
export interface ImBiz extends BizBase {
  bizType: typeof BIZ_TYPE_1040;
  senderId: number;
  receiverId?: number;
  messageId?: string;
  messageType?: number;
  messageTypeValue?: number;
  content?: string;
  croomId?: string;
  noticeType?: number;
  /** A server notice's text key and values (ChatMessage.noticeKey). */
  noticeKey?: string;
  noticeValues?: Record<string, string | number>;
  showInAppBanner?: boolean;
  giftId?: number;
  giftStar?: number;
  addType?: number;
  accept?: number;
  picture_url?: string;
  picture_width?: number;
  picture_height?: number;
  bizData?: { sendUserId?: number; sendPlatformType?: number; sendTranslateCode?: number };
}

export type BizEnvelope = CallBiz | LiveBiz | ImBiz;

const CALL_CODES: ReadonlySet<number> = new Set([
  ...Object.values(CALL_EVENT),
  ...Object.values(CALL_IN_CALL_EVENT),
]);
const isObj = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const num = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

/**
 * Parse a payload (object or JSON text, as Agora delivers strings) into a business envelope,
 * or null when it is not one. Numeric strings are accepted for bizType, action and timestamp.
 */
export function parseBizEnvelope(payload: unknown): BizEnvelope | null {
  let v = payload;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (!isObj(v)) return null;
  const bizType = num(v.bizType);
  const timestamp = num(v.timestamp ?? v.timeStamp);
  if (timestamp === undefined) return null;
  switch (bizType) {
    case BIZ_TYPE_CALL: {
      const action = num(v.action);
      if (
        action === undefined ||
        !CALL_CODES.has(action) ||
        v.roomNum === undefined ||
        v.roomNum === null
      )
        return null;
      return {
        ...v,
        bizType,
        timestamp,
        action: action as CallEventCode,
        roomNum: String(v.roomNum),
      } as CallBiz;
    }
    case BIZ_TYPE_LIVE:
      if (typeof v.action !== 'string' || !LIVE_ACTION_SET.has(v.action)) return null;
      return { ...v, bizType, timestamp } as LiveBiz;
    case BIZ_TYPE_1040: {
      const senderId = num(v.senderId);
      if (senderId === undefined) return null;
      return { ...v, bizType, timestamp, senderId } as ImBiz;
    }
    default:
      return null;
  }
}

type WithOptionalTimestamp<E> = E extends BizEnvelope
  ? Omit<E, 'timestamp'> & { timestamp?: number }
  : never;

/** Build an envelope (backend modules and tests); `timestamp` defaults to now. */
export function makeBizEnvelope<E extends BizEnvelope = BizEnvelope>(
  e: WithOptionalTimestamp<E>,
): E {
  return { ...e, timestamp: e.timestamp ?? Date.now() } as unknown as E;
}

/**
 * Whether a message is a push the server made to this user (not a peer's frame, not a channel's).
 * 1040 — chat messages and their notices — is taken from nowhere else: any signed-in
 * user can send a peer frame to anyone, so a 1040 in one could pose as a friend's message. Who
 * sent a peer or channel frame is `source.from`, which the gateway (or Agora) sets, never the
 * payload's own claim.
 */
export const isServerPush = (source: BizSource): boolean =>
  source.kind === 'push' && source.channel === undefined;

/** Where a business envelope came from; `from` is the stamped sender (PeerMessage.from). */
export type BizSource =
  | { kind: 'peer'; from: string }
  | { kind: 'channel'; channel: string; from: string }
  | { kind: 'push'; channel?: string };

/** The sources a business envelope is taken from: 1040 only from the server's push to this user. */
export const bizAllowedFrom = (e: BizEnvelope, source: BizSource): boolean =>
  e.bizType !== BIZ_TYPE_1040 || isServerPush(source);

export const isCallBiz = (e: BizEnvelope): e is CallBiz => e.bizType === BIZ_TYPE_CALL;
export const isLiveBiz = (e: BizEnvelope): e is LiveBiz => e.bizType === BIZ_TYPE_LIVE;
export const isImBiz = (e: BizEnvelope): e is ImBiz => e.bizType === BIZ_TYPE_1040;
