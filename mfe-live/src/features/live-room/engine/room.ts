/**
 * What happens inside a joined room (spec 3 §4 "Live room lifecycle", §5, §8): live info and
 * messages, gifts, praise, chat, follow, the friend request, the mini profile, tips, ranking,
 * recharge and mute. Pure, like machine.ts, which hands every event it does not own to
 * `roomTransition`.
 */
import { HOST_RELATION } from '../constants';
import {
  closeRoom,
  inRoom,
  isFull,
  isVisitor,
  ofChannel,
  ref,
  stay,
  visitorLoginSource,
} from './base';
import { hasMessage, prepareChat, pushMessage } from './chat';
import { followOutcome, giftOutcome } from './codes';
import { expireGift, pushGift } from './giftQueue';
import { audienceLeft, mergeLiveInfo } from './liveInfo';
import { flushPraise, tapPraise } from './praise';
import { hostFollowed, startTimer } from './timers';
import type { LiveEvent, LiveInfo, LiveState, LiveToast, RoomData, Transition } from './types';

/** What needs an account asks a visitor to log in. */
const login = (s: LiveState) =>
  ({ type: 'requireLogin', source: visitorLoginSource(s.viewer) }) as const;
const toast = (key: LiveToast) => ({ type: 'toast', key }) as const;

const eventTypes = (...types: LiveEvent['type'][]): ReadonlySet<LiveEvent['type']> =>
  new Set(types);
const withRoom = (s: LiveState, room: Partial<RoomData>): LiveState => ({
  ...s,
  room: { ...s.room, ...room },
});
const withLive = (s: LiveState, live: LiveInfo): LiveState => ({ ...s, live });

/** Events of the room's own channel, while joined (full screen or minimised). */
function channelEvent(s: LiveState, e: LiveEvent): Transition {
  const live = s.live as LiveInfo;
  const room = s.room;
  switch (e.type) {
    case 'liveInfo':
      return { state: withLive(s, mergeLiveInfo(live, e.patch)), commands: [] };
    case 'message':
      if (hasMessage(room.messages, e.message.id)) return { state: s, commands: [] };
      return {
        state: withRoom(s, {
          messages: pushMessage(room.messages, { ...e.message, seq: room.seq }),
          seq: room.seq + 1,
        }),
        commands: [],
      };
    case 'gift': {
      if (hasMessage(room.messages, e.gift.id)) return { state: s, commands: [] };
      // The gift shows in the list and, for a while, over the video.
      const line = {
        seq: room.seq,
        action: 'gift',
        userId: 0,
        userName: e.gift.senderName,
        iconUrl: e.gift.senderIconUrl,
        text: String(e.gift.giftId),
        ...(e.gift.id && { id: e.gift.id }),
      } as const;
      const queued = pushGift(room.gifts, { ...e.gift, seq: room.seq + 1 });
      return {
        state: withRoom(s, {
          messages: pushMessage(room.messages, line),
          gifts: queued.gifts,
          seq: room.seq + 2,
        }),
        commands: queued.commands,
      };
    }
    case 'userLeft': {
      // Another viewer: this viewer's own leaving is the lifecycle's (machine.ts).
      const userName = live.topAudiences.find((a) => a.userId === e.userId)?.userName ?? '';
      const line = { seq: room.seq, action: 'left', userId: e.userId, userName } as const;
      return {
        state: withRoom(withLive(s, audienceLeft(live, e.userId)), {
          messages: pushMessage(room.messages, line),
          seq: room.seq + 1,
        }),
        commands: [],
      };
    }
    default:
      return stay(s);
  }
}

/** spec 3 §5: guests are asked to log in on chat, gift, follow, profile, mute, ranking or recharge. */
const LOGIN_ONLY = eventTypes(
  'sendChat',
  'sendGift',
  'follow',
  'toggleAudio',
  'openRanking',
  'openMiniProfile',
  'openRecharge',
);

/** The viewer's own actions, on the full-screen room. */
function action(s: LiveState, e: LiveEvent): Transition {
  const live = s.live as LiveInfo;
  const room = s.room;
  if (LOGIN_ONLY.has(e.type) && isVisitor(s)) return { state: s, commands: [login(s)] };
  switch (e.type) {
    case 'praiseTap': {
      const { pending, commands } = tapPraise(room.praisePending);
      return { state: withRoom(s, { praisePending: pending }), commands };
    }
    case 'sendChat': {
      if (room.chatMuted) return { state: s, commands: [toast('muted')] };
      const chat = prepareChat(e.text);
      if (!chat.ok) return stay(s);
      return { state: s, commands: [{ type: 'sendChat', live: ref(live), content: chat.content }] };
    }
    case 'sendGift':
      return { state: s, commands: [{ type: 'sendGift', live: ref(live), giftId: e.giftId }] };
    case 'follow':
      if (hostFollowed(live)) return stay(s);
      return { state: s, commands: [{ type: 'follow', hostId: live.hostId }] };
    case 'toggleAudio':
      return {
        state: withRoom(s, { audioMuted: !room.audioMuted }),
        commands: [{ type: 'setAudioMuted', muted: !room.audioMuted }],
      };
    case 'openRanking':
      return room.rankingOpen
        ? stay(s)
        : { state: withRoom(s, { rankingOpen: true }), commands: [] };
    case 'closeRanking':
      return room.rankingOpen
        ? { state: withRoom(s, { rankingOpen: false }), commands: [] }
        : stay(s);
    case 'openMiniProfile':
      if (room.miniProfile) return stay(s);
      return {
        state: withRoom(s, { miniProfile: true }),
        commands: [{ type: 'cancelTimer', names: ['miniProfile'] }],
      };
    case 'closeMiniProfile':
      return room.miniProfile
        ? { state: withRoom(s, { miniProfile: false }), commands: [] }
        : stay(s);
    case 'openRecharge':
      // The recharge dialog's offer accepted, or the recharge button: the coin iframe opens.
      return room.recharge === 'open'
        ? stay(s)
        : { state: withRoom(s, { recharge: 'open' }), commands: [] };
    case 'closeRecharge':
      return room.recharge ? { state: withRoom(s, { recharge: null }), commands: [] } : stay(s);
    case 'acceptFriend': {
      const fr = room.friendRequest;
      if (!fr || fr.accepting) return stay(s);
      return {
        state: withRoom(s, { friendRequest: { ...fr, accepting: true } }),
        commands: [{ type: 'acceptFriend', userId: fr.userId }],
      };
    }
    case 'dismissFriendRequest':
      if (!room.friendRequest) return stay(s);
      return {
        state: withRoom(s, { friendRequest: null }),
        commands: [{ type: 'cancelTimer', names: ['friendBanner'] }],
      };
    default:
      return stay(s);
  }
}

/** Answers to the viewer's requests and the room's timers (full screen or minimised). */
function answer(s: LiveState, e: LiveEvent): Transition {
  const live = s.live as LiveInfo;
  const room = s.room;
  switch (e.type) {
    case 'chatAnswered':
      return e.ok ? stay(s) : { state: s, commands: [toast('sendFailed')] };
    case 'giftAnswered': {
      const out = giftOutcome(e.code);
      if (out.kind === 'sent')
        return {
          state: s,
          commands:
            typeof e.coinBalance === 'number' && typeof e.balanceSeq === 'number'
              ? [{ type: 'applyBalance', goldNum: e.coinBalance, seq: e.balanceSeq }]
              : [],
        };
      if (out.kind === 'recharge')
        return { state: withRoom(s, { recharge: 'offer' }), commands: [] };
      if (out.kind === 'closeRoom') return closeRoom(s, 'ended', [toast(out.toast)]);
      return { state: s, commands: [{ type: 'toast', key: out.toast, vars: out.vars }] };
    }
    case 'followAnswered': {
      const out = followOutcome(e.code);
      if (out.kind === 'followed')
        return {
          state: withLive(s, {
            ...live,
            hostDetail: { ...live.hostDetail, relation: HOST_RELATION.followed },
          }),
          commands: [{ type: 'cancelTimer', names: ['miniProfile'] }],
        };
      if (out.kind === 'recharge')
        return { state: withRoom(s, { recharge: 'offer' }), commands: [] };
      return { state: s, commands: [toast(out.toast)] };
    }
    case 'muteChanged':
      return room.chatMuted === e.muted
        ? stay(s)
        : { state: withRoom(s, { chatMuted: e.muted }), commands: [] };
    case 'friendRequest':
      // spec 3 §4: a banner, hidden after FRIEND_REQUEST_BANNER_MS; a newer request replaces it.
      return {
        state: withRoom(s, {
          friendRequest: {
            userId: e.userId,
            userName: e.userName,
            friendRelation: e.friendRelation,
            accepting: false,
          },
        }),
        commands: [startTimer('friendBanner')],
      };
    case 'acceptAnswered':
      if (!room.friendRequest?.accepting) return stay(s);
      if (!e.ok)
        return {
          state: withRoom(s, { friendRequest: { ...room.friendRequest, accepting: false } }),
          commands: [toast('error')],
        };
      // spec 3 §4: after accept a success message shows for FRIEND_ACCEPT_SUCCESS_MS.
      return {
        state: withRoom(s, { friendRequest: null, acceptSuccess: true }),
        commands: [{ type: 'cancelTimer', names: ['friendBanner'] }, startTimer('acceptSuccess')],
      };
    case 'timer':
      switch (e.name) {
        case 'praise':
          if (!room.praisePending || !s.viewer) return stay(s);
          return {
            state: withRoom(
              withLive(s, { ...live, praiseNum: live.praiseNum + room.praisePending }),
              { praisePending: 0 },
            ),
            commands: flushPraise(room.praisePending, ref(live), s.viewer),
          };
        case 'tipsHide':
          return room.tipsShown
            ? { state: withRoom(s, { tipsShown: false }), commands: [] }
            : stay(s);
        case 'miniProfile':
          // spec 3 §4: shown after 60 s only if the host is still not followed.
          return room.miniProfile || hostFollowed(live)
            ? stay(s)
            : { state: withRoom(s, { miniProfile: true }), commands: [] };
        case 'friendBanner':
          // A request being accepted waits for its answer.
          return room.friendRequest && !room.friendRequest.accepting
            ? { state: withRoom(s, { friendRequest: null }), commands: [] }
            : stay(s);
        case 'acceptSuccess':
          return room.acceptSuccess
            ? { state: withRoom(s, { acceptSuccess: false }), commands: [] }
            : stay(s);
        case 'giftShown': {
          const gifts = e.key === undefined ? room.gifts : expireGift(room.gifts, e.key);
          return gifts === room.gifts ? stay(s) : { state: withRoom(s, { gifts }), commands: [] };
        }
        default:
          return stay(s);
      }
    default:
      return stay(s);
  }
}

/** Answers and pushes that apply full screen and minimised alike. */
const ANSWERS = eventTypes(
  'chatAnswered',
  'giftAnswered',
  'followAnswered',
  'muteChanged',
  'friendRequest',
  'acceptAnswered',
  'timer',
);

/** The room's channel messages. */
const CHANNEL_EVENTS = eventTypes('liveInfo', 'message', 'gift', 'userLeft');

/**
 * The in-room transition: anything outside a joined room, or about another live (a late answer
 * of the room before a swipe), is ignored.
 */
export function roomTransition(s: LiveState, e: LiveEvent): Transition {
  // The room stats asked for with the join may come before its answer.
  if (e.type === 'liveInfo' && s.status === 'entering' && s.live && ofChannel(s, e.channelId))
    return { state: withLive(s, mergeLiveInfo(s.live, e.patch)), commands: [] };
  if (!inRoom(s) || !s.live || !s.viewer) return stay(s);
  if ('channelId' in e && !ofChannel(s, e.channelId)) return stay(s);
  if ('hostId' in e && e.hostId !== s.live.hostId) return stay(s);
  if (CHANNEL_EVENTS.has(e.type)) return channelEvent(s, e);
  if (ANSWERS.has(e.type)) return answer(s, e);
  return isFull(s) ? action(s, e) : stay(s);
}
