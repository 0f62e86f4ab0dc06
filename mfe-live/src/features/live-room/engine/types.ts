/**
 * The live room's words: what the machine remembers (LiveState), what happens to it (LiveEvent)
 * and what it asks the driver to do (LiveCommand). Commands are data; nothing here runs anything.
 */
import type { ConnectionState } from 'shared-sdk';

/** spec 3 §3 topAudiences entry. */
export interface LiveAudience {
  userId: number;
  userIconUrl?: string;
  userName?: string;
}

/**
 * spec 3 §3 LiveInfo, as the room needs it: the live layer maps the API's LiveInfo to this shape
 * (features/live-layer/ports/liveMapping.ts).
 */
export interface LiveInfo {
  id: number;
  channelId: string;
  hostId: number;
  name: string;
  coverUrl: string;
  /** The host's avatar (the room's header; the cover stands in when absent). */
  headImg?: string;
  /** Guest viewing (spec 3 §1, live/{shareId}). */
  shareId?: string;
  profit: number;
  audienceNum: number;
  praiseNum: number;
  topAudiences: LiveAudience[];
  /** spec 3 §3 hostDetail; relation 1 followed, 2 friends, 3 or 4 not yet followed. */
  hostDetail?: {
    countryId?: number;
    gender?: number;
    birthday?: string;
    languageNames?: string[];
    interestLabels?: string[];
    relation?: number;
    /** Whole years (the backend sends no birthday: a profile shows the age, never the date). */
    age?: number | null;
  };
}

/** What a live message or push may change (spec 3 §4 "Live info update"). */
export type LiveInfoPatch = Partial<
  Pick<LiveInfo, 'profit' | 'praiseNum' | 'audienceNum' | 'topAudiences'>
>;

/** The id and channel of a live: what every API call about it names. */
export type LiveRef = Pick<LiveInfo, 'id' | 'channelId'>;

/**
 * Who watches (spec 3 §1, §6): a signed-in user, a tourist (stored tourist id, tourist API
 * variants, viewing-time limit) or a guest of a shared link (shareId; no login).
 */
export interface Viewer {
  kind: 'user' | 'tourist' | 'guest';
  /** User id, or the stored tourist id (tourists and guests: their `audienceId`). */
  id: number | string | null;
  shareId?: string;
}

export const LIVE_STATUSES = [
  'idle',
  'entering',
  'joining',
  'watching',
  'reconnecting',
  'minimised',
  'ended',
  'left',
] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** The media of the room: waiting for the first frame, playing, or stalled (rejoining). */
export type MediaPhase = 'waiting' | 'playing' | 'stalled';

/** entering: closing the previous live (500 ms), asking to join, or the join request failed (retry). */
export type EnterPhase = 'closing' | 'joining' | 'failed';

export type SwipeDirection = 'next' | 'previous';

/** Why the room closed (status `left`). */
export type LeftReason =
  | 'closed'
  | 'back'
  | 'removed'
  | 'removedSilently'
  | 'kicked'
  | 'joinRefused'
  | 'networkError'
  | 'messagingError'
  | 'hidden'
  | 'ended'
  | 'more'
  | 'viewingLimit';

/** Toast keys: mfe-live locales `liveRoom.toast.*` (texts.ts; spec 3 §4, §8). */
export type LiveToast =
  | 'systemError'
  | 'removed'
  | 'kicked'
  | 'liveEnded'
  | 'peopleMax'
  | 'touristLiveEnded'
  | 'touristPeopleMax'
  | 'muted'
  | 'noMoreLives'
  | 'networkEnded'
  | 'giftSystemError'
  | 'error'
  | 'joinFailed'
  | 'loadFailed'
  | 'sendFailed'
  | 'viewingLimit';

/** Timers the driver runs; `key` tells apart the gift messages' own timers. */
export type TimerName =
  | 'entryLock'
  | 'closeBeforeEnter'
  | 'heartbeat'
  | 'praise'
  | 'tipsHide'
  | 'miniProfile'
  | 'friendBanner'
  | 'acceptSuccess'
  | 'reenter'
  | 'giftShown';

/** A line of the room's message list (spec 3 §3 "Live message"). */
export interface LiveMessage {
  /** Local sequence (list key). */
  seq: number;
  action: 'join' | 'joined' | 'chat' | 'gift' | 'left';
  userId: number;
  userName: string;
  iconUrl?: string;
  /** chat: the text; gift: the gift id as text. */
  text?: string;
  /** chat, gift: the server's id of the message (messageId): a line met twice shows once. */
  id?: string;
}
export type LiveMessageIn = Omit<LiveMessage, 'seq'>;

/** spec 3 §3 "Gift message", shown for GIFT_MESSAGE_DISPLAY_MS. */
export interface GiftMessage {
  seq: number;
  senderName: string;
  senderIconUrl?: string;
  giftId: number;
  /** The server's id of the gift message (messageId). */
  id?: string;
}
export type GiftMessageIn = Omit<GiftMessage, 'seq'>;

/** spec 3 §3 "Friend request" (userName, friendRelation) from `userId`. */
export interface FriendRequest {
  userId: number;
  userName: string;
  friendRelation: number;
  /** The accept request is on its way. */
  accepting: boolean;
}

/** What belongs to one live: reset on every entry. */
export interface RoomData {
  /** Muted by the host or the server check (spec 3 §4 "Mute"): the input is disabled. */
  chatMuted: boolean;
  /** The user's own mute button (the room's sound). */
  audioMuted: boolean;
  /** Praise taps not sent yet (spec 3 §5: sent after PRAISE_BATCH_MS of inactivity). */
  praisePending: number;
  messages: LiveMessage[];
  gifts: GiftMessage[];
  /** Next local sequence for messages and gifts. */
  seq: number;
  /** The live tips (hidden after LIVE_TIPS_HIDE_MS). */
  tipsShown: boolean;
  miniProfile: boolean;
  friendRequest: FriendRequest | null;
  /** The accept-friend success message (FRIEND_ACCEPT_SUCCESS_MS). */
  acceptSuccess: boolean;
  rankingOpen: boolean;
  /** The recharge dialog (offer) or the coin recharge iframe (open). */
  recharge: 'offer' | 'open' | null;
  /** The close confirmation is showing. */
  confirmingClose: boolean;
}

/** A live closed by hiding the page on a phone, entered again when the page shows. */
export interface Remembered {
  live: LiveInfo;
  viewer: Viewer;
  minimised: boolean;
  /** The page showed again while messaging was not back yet: enter once it is online. */
  due: boolean;
}

/** Everything the machine remembers. Immutable: every change is a new object. */
export interface LiveState {
  status: LiveStatus;
  live: LiveInfo | null;
  viewer: Viewer | null;
  /** entering only. */
  enterPhase: EnterPhase | null;
  /** A join request is on its way (first join or rejoin). */
  joinPending: boolean;
  /** The room's media; the full-screen status follows it (joining / watching / reconnecting). */
  media: MediaPhase;
  /** spec 3 §4: entries are ignored for LIVE_ENTRY_LOCK_MS after one starts. */
  entryLocked: boolean;
  /** The messaging connection's state as the driver last reported it. */
  messaging: ConnectionState;
  /** spec 3 §3 isRtmError: messaging failed (entries then toast 'System error …'). */
  messagingError: boolean;
  /** Messaging dropped while in a room (a gateway restart): rejoin when it is back. */
  messagingLost: boolean;
  /** Rejoins since the video last played (capped: LIVE_REJOIN_MAX). */
  rejoins: number;
  /** A swipe is loading the next or previous live. */
  switching: SwipeDirection | null;
  remembered: Remembered | null;
  leftReason: LeftReason | null;
  room: RoomData;
}

export type LiveEvent =
  | { type: 'enter'; live: LiveInfo; viewer: Viewer }
  | { type: 'messaging'; state: ConnectionState }
  | {
      type: 'joinAnswered';
      liveId: number;
      channelId: string;
      /** The API's code (200 success, spec 3 §8 codes; CODE_NETWORK when no answer came). */
      code: number;
      rtc?: { appId: string; token: string };
    }
  | { type: 'retryJoin' }
  | { type: 'liveInfo'; channelId: string; patch: LiveInfoPatch }
  | { type: 'firstFrame' }
  | { type: 'mediaStalled' }
  | { type: 'mediaRecovered' }
  | { type: 'mediaFailed' }
  | { type: 'liveEnded'; channelId: string }
  | { type: 'userLeft'; channelId: string; userId: number; leftType?: number }
  | { type: 'kicked'; channelId: string; audienceId: number }
  | { type: 'muteChanged'; muted: boolean }
  | { type: 'message'; channelId: string; message: LiveMessageIn }
  | { type: 'gift'; channelId: string; gift: GiftMessageIn }
  | { type: 'friendRequest'; userId: number; userName: string; friendRelation: number }
  | { type: 'acceptFriend' }
  | { type: 'acceptAnswered'; ok: boolean }
  | { type: 'dismissFriendRequest' }
  | { type: 'praiseTap' }
  | { type: 'sendChat'; text: string }
  | { type: 'chatAnswered'; ok: boolean }
  | { type: 'sendGift'; giftId: number }
  | {
      type: 'giftAnswered';
      channelId: string;
      code: number;
      coinBalance?: number;
      balanceSeq?: number;
    }
  | { type: 'follow' }
  | { type: 'followAnswered'; hostId: number; code: number }
  | { type: 'toggleAudio' }
  | { type: 'openRanking' }
  | { type: 'closeRanking' }
  | { type: 'openMiniProfile' }
  | { type: 'closeMiniProfile' }
  | { type: 'openRecharge' }
  | { type: 'closeRecharge' }
  | { type: 'swipe'; direction: SwipeDirection }
  | { type: 'neighbourLoaded'; direction: SwipeDirection; live: LiveInfo | null }
  | { type: 'neighbourFailed' }
  | { type: 'minimise' }
  | { type: 'restore' }
  | { type: 'requestClose' }
  | { type: 'cancelClose' }
  | { type: 'confirmClose' }
  /** Close without a confirmation: the mini player's ×, the end page, a failed entry. */
  | { type: 'close' }
  /** Back navigation leaves the room (spec 3 §2). */
  | { type: 'back' }
  /** The end page's More button (spec 3 §2: GoddessWall). */
  | { type: 'more' }
  | { type: 'pageHidden'; mobile: boolean }
  | { type: 'pageShown' }
  | { type: 'viewingLimitReached' }
  | { type: 'timer'; name: TimerName; key?: number };

export type LiveEventType = LiveEvent['type'];

export type LiveCommand =
  | { type: 'requireLogin'; source: string }
  | { type: 'join'; live: LiveRef; viewer: Viewer }
  | { type: 'loadRoomInfo'; live: LiveRef; viewer: Viewer }
  | { type: 'leave'; live: LiveRef; viewer: Viewer }
  | { type: 'joinMedia'; channelId: string; appId: string; token: string }
  | { type: 'leaveMedia' }
  | { type: 'subscribeChannel'; channelId: string }
  | { type: 'unsubscribeChannel'; channelId: string }
  | { type: 'heartbeat'; live: LiveRef; viewer: Viewer }
  | { type: 'checkMuted'; live: LiveRef }
  | { type: 'praise'; live: LiveRef; viewer: Viewer; num: number }
  | { type: 'sendChat'; live: LiveRef; content: string }
  | { type: 'sendGift'; live: LiveRef; giftId: number }
  | { type: 'applyBalance'; goldNum: number; seq: number }
  | { type: 'follow'; hostId: number }
  | { type: 'acceptFriend'; userId: number }
  | { type: 'fetchNeighbour'; live: LiveRef; viewer: Viewer; direction: SwipeDirection }
  | { type: 'loadEndPage'; live: LiveRef }
  | { type: 'setAudioMuted'; muted: boolean }
  | { type: 'showMiniPlayer'; live: LiveInfo }
  | { type: 'closeMiniPlayer' }
  | { type: 'toast'; key: LiveToast; ms?: number; vars?: Record<string, string | number> }
  | { type: 'navigate'; route: 'LivCam' | 'GoddessWall' }
  | { type: 'startTimer'; name: TimerName; ms: number; key?: number }
  /** Cancels each named timer (every key of a keyed one). */
  | { type: 'cancelTimer'; names: readonly TimerName[] };

export type LiveCommandType = LiveCommand['type'];

export interface Transition {
  state: LiveState;
  commands: LiveCommand[];
}
