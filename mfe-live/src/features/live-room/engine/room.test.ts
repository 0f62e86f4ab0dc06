import { INITIAL_ROOM } from './base';
import { transition } from './machine';
import { FOLLOWED, GUEST, LIVE, TOURIST, at } from './testKit';
import type { FriendRequest, LiveEvent, LiveState, LiveStatus, RoomData } from './types';

const room = (r: Partial<RoomData>) => ({ room: { ...INITIAL_ROOM, ...r } });
const watching = (extra: Partial<LiveState> = {}) => at('watching', extra);
const timer = (name: Extract<LiveEvent, { type: 'timer' }>['name'], key?: number): LiveEvent => ({
  type: 'timer',
  name,
  key,
});
const REQUEST: FriendRequest = { userId: 9, userName: 'Ann', friendRelation: 3, accepting: false };
const gift = (giftId: number): LiveEvent => ({
  type: 'gift',
  channelId: 'c1',
  gift: { senderName: 'Bo', giftId },
});

type Row = [
  rule: string,
  from: LiveState,
  event: LiveEvent,
  to: LiveStatus,
  commands: string[],
  check?: (s: LiveState) => void,
];

// Inside a joined room (spec 3 §4 lifecycle, §5 validation, §8 codes), one row per rule.
// prettier-ignore
const TABLE: Row[] = [
  // ---- live info and messages ----
  ['more praise from the server shows', watching(), { type: 'liveInfo', channelId: 'c1', patch: { praiseNum: 500 } }, 'watching', [], (s) => expect(s.live?.praiseNum).toBe(500)],
  ['praise and profit never decrease', watching(), { type: 'liveInfo', channelId: 'c1', patch: { praiseNum: 5, profit: 1 } }, 'watching', [], (s) => expect(s.live).toMatchObject({ praiseNum: 100, profit: 50 })],
  ['room stats may come while entering', at('entering'), { type: 'liveInfo', channelId: 'c1', patch: { audienceNum: 40 } }, 'entering', [], (s) => expect(s.live?.audienceNum).toBe(40)],
  ['after the room closed, info is ignored', at('left'), { type: 'liveInfo', channelId: 'c1', patch: { audienceNum: 40 } }, 'left', [], (s) => expect(s.live?.audienceNum).toBe(10)],
  ["another live's info is ignored", watching(), { type: 'liveInfo', channelId: 'c2', patch: { praiseNum: 500 } }, 'watching', [], (s) => expect(s.live?.praiseNum).toBe(100)],
  ['a chat line joins the list', watching(), { type: 'message', channelId: 'c1', message: { action: 'chat', userId: 7, userName: 'Di', text: 'hi' } }, 'watching', [], (s) => expect(s.room.messages).toEqual([{ seq: 1, action: 'chat', userId: 7, userName: 'Di', text: 'hi' }])],
  ['a chat line met again (same server id, after a reconnect) shows once', watching(room({ messages: [{ seq: 0, action: 'chat', userId: 7, userName: 'Di', text: 'hi', id: 'chat-1' }], seq: 1 })), { type: 'message', channelId: 'c1', message: { action: 'chat', userId: 7, userName: 'Di', text: 'hi', id: 'chat-1' } }, 'watching', [], (s) => expect(s.room.messages).toHaveLength(1)],
  ['a gift met again (same server id) neither lists nor shows twice', watching(room({ messages: [{ seq: 0, action: 'gift', userId: 0, userName: 'Bo', text: '4', id: 'gift-9' }], seq: 1 })), { type: 'gift', channelId: 'c1', gift: { senderName: 'Bo', giftId: 4, id: 'gift-9' } }, 'watching', [], (s) => expect([s.room.messages.length, s.room.gifts.length]).toEqual([1, 0])],
  ['messages arrive in the mini player too', at('minimised'), { type: 'message', channelId: 'c1', message: { action: 'join', userId: 7, userName: 'Di' } }, 'minimised', [], (s) => expect(s.room.messages).toHaveLength(1)],
  ['a gift: a list line and 3 s over the video', watching(), gift(4), 'watching', ['startTimer'], (s) => expect([s.room.messages.length, s.room.gifts.length]).toEqual([1, 1])],
  ['a fourth gift drops the oldest shown', watching(room({ gifts: [1, 2, 3].map((seq) => ({ seq, senderName: 'x', giftId: seq })), seq: 4 })), gift(9), 'watching', ['startTimer'], (s) => expect(s.room.gifts.map((g) => g.seq)).toEqual([2, 3, 5])],
  ["a gift's 3 s are up", watching(room({ gifts: [{ seq: 2, senderName: 'x', giftId: 1 }] })), timer('giftShown', 2), 'watching', [], (s) => expect(s.room.gifts).toEqual([])],
  ['another viewer left: off the avatars, one fewer', watching(), { type: 'userLeft', channelId: 'c1', userId: 3 }, 'watching', [], (s) => expect([s.live?.topAudiences, s.live?.audienceNum, s.room.messages[0]?.userName]).toEqual([[], 9, 'Bo'])],
  // ---- mute (spec 3 §4 "Mute") ----
  ['muted by the host', watching(), { type: 'muteChanged', muted: true }, 'watching', [], (s) => expect(s.room.chatMuted).toBe(true)],
  ["muted: chat refused with 'You're muted.'", watching(room({ chatMuted: true })), { type: 'sendChat', text: 'hi' }, 'watching', ['toast']],
  ['unmuted again', watching(room({ chatMuted: true })), { type: 'muteChanged', muted: false }, 'watching', [], (s) => expect(s.room.chatMuted).toBe(false)],
  // ---- chat (spec 3 §5) ----
  ['chat is sent', watching(), { type: 'sendChat', text: ' hello ' }, 'watching', ['sendChat']],
  ['empty chat is not sent', watching(), { type: 'sendChat', text: '   ' }, 'watching', []],
  ['a tourist is asked to log in to chat', watching({ viewer: TOURIST }), { type: 'sendChat', text: 'hi' }, 'watching', ['requireLogin']],
  ['a message that did not go out says so', watching(), { type: 'chatAnswered', ok: false }, 'watching', ['toast']],
  ['chat from the mini player is not possible', at('minimised'), { type: 'sendChat', text: 'hi' }, 'minimised', []],
  // ---- praise (spec 3 §5, §9) ----
  ['a tap is counted, the batch timer restarts', watching(), { type: 'praiseTap' }, 'watching', ['startTimer'], (s) => expect(s.room.praisePending).toBe(1)],
  ['tourists praise too', watching({ viewer: TOURIST }), { type: 'praiseTap' }, 'watching', ['startTimer']],
  ['1.5 s without a tap: one request for all', watching(room({ praisePending: 3 })), timer('praise'), 'watching', ['praise'], (s) => expect([s.room.praisePending, s.live?.praiseNum]).toEqual([0, 103])],
  ['nothing pending, nothing sent', watching(), timer('praise'), 'watching', []],
  // ---- gifts (spec 3 §8 gift codes) ----
  ['a gift is sent', watching(), { type: 'sendGift', giftId: 3 }, 'watching', ['sendGift']],
  ['a guest is asked to log in to send a gift', watching({ viewer: GUEST }), { type: 'sendGift', giftId: 3 }, 'watching', ['requireLogin']],
  ['sent: the new balance is applied', watching(), { type: 'giftAnswered', channelId: 'c1', code: 200, coinBalance: 90, balanceSeq: 12 }, 'watching', ['applyBalance']],
  ['1602 not enough gold: a recharge offer', watching(), { type: 'giftAnswered', channelId: 'c1', code: 1602 }, 'watching', [], (s) => expect(s.room.recharge).toBe('offer')],
  ['1002: the room closes with a toast', watching(), { type: 'giftAnswered', channelId: 'c1', code: 1002 }, 'left', ['cancelTimer', 'leaveMedia', 'unsubscribeChannel', 'leave', 'toast']],
  ['1003: the room closes with a toast', watching(), { type: 'giftAnswered', channelId: 'c1', code: 1003 }, 'left', ['cancelTimer', 'leaveMedia', 'unsubscribeChannel', 'leave', 'toast']],
  ['the gift answer of the live before a swipe is ignored', watching(), { type: 'giftAnswered', channelId: 'c0', code: 1002 }, 'watching', []],
  ["another code: 'code:system error'", watching(), { type: 'giftAnswered', channelId: 'c1', code: 1500 }, 'watching', ['toast']],
  // ---- recharge ----
  ['the offer accepted: the recharge iframe', watching(room({ recharge: 'offer' })), { type: 'openRecharge' }, 'watching', [], (s) => expect(s.room.recharge).toBe('open')],
  ['recharge closed', watching(room({ recharge: 'open' })), { type: 'closeRecharge' }, 'watching', [], (s) => expect(s.room.recharge).toBeNull()],
  ['a tourist is asked to log in to recharge', watching({ viewer: TOURIST }), { type: 'openRecharge' }, 'watching', ['requireLogin']],
  // ---- follow ----
  ['follow the host', watching(), { type: 'follow' }, 'watching', ['follow']],
  ['a followed host is not followed again', watching({ live: FOLLOWED }), { type: 'follow' }, 'watching', []],
  ['followed: relation 1, the mini profile timer stops', watching(), { type: 'followAnswered', hostId: 9, code: 200 }, 'watching', ['cancelTimer'], (s) => expect(s.live?.hostDetail?.relation).toBe(1)],
  ['20001 not enough gold: recharge offer', watching(), { type: 'followAnswered', hostId: 9, code: 20001 }, 'watching', [], (s) => expect(s.room.recharge).toBe('offer')],
  ['the follow answer for another host is ignored', watching(), { type: 'followAnswered', hostId: 8, code: 200 }, 'watching', []],
  ["another failure: toast 'error'", watching(), { type: 'followAnswered', hostId: 9, code: 500 }, 'watching', ['toast']],
  // ---- the friend request (spec 3 §4: banner 8 s, success 5 s) ----
  ['a friend request shows a banner for 8 s', watching(), { type: 'friendRequest', userId: 9, userName: 'Ann', friendRelation: 3 }, 'watching', ['startTimer'], (s) => expect(s.room.friendRequest).toEqual(REQUEST)],
  ['accept', watching(room({ friendRequest: REQUEST })), { type: 'acceptFriend' }, 'watching', ['acceptFriend']],
  ['accept twice sends once', watching(room({ friendRequest: { ...REQUEST, accepting: true } })), { type: 'acceptFriend' }, 'watching', []],
  ['accepted: success for 5 s', watching(room({ friendRequest: { ...REQUEST, accepting: true } })), { type: 'acceptAnswered', ok: true }, 'watching', ['cancelTimer', 'startTimer'], (s) => expect([s.room.friendRequest, s.room.acceptSuccess]).toEqual([null, true])],
  ['accept failed: the banner again, toast', watching(room({ friendRequest: { ...REQUEST, accepting: true } })), { type: 'acceptAnswered', ok: false }, 'watching', ['toast']],
  ['8 s are up: the banner hides', watching(room({ friendRequest: REQUEST })), timer('friendBanner'), 'watching', [], (s) => expect(s.room.friendRequest).toBeNull()],
  ['a banner being accepted waits for the answer', watching(room({ friendRequest: { ...REQUEST, accepting: true } })), timer('friendBanner'), 'watching', []],
  ['5 s are up: the success hides', watching(room({ acceptSuccess: true })), timer('acceptSuccess'), 'watching', [], (s) => expect(s.room.acceptSuccess).toBe(false)],
  ['the banner dismissed', watching(room({ friendRequest: REQUEST })), { type: 'dismissFriendRequest' }, 'watching', ['cancelTimer']],
  // ---- mini profile, tips, ranking, audio ----
  ['60 s, host not followed: the mini profile shows', watching(), timer('miniProfile'), 'watching', [], (s) => expect(s.room.miniProfile).toBe(true)],
  ['60 s, host followed meanwhile: nothing', watching({ live: FOLLOWED }), timer('miniProfile'), 'watching', []],
  ['the mini profile opened by hand stops its timer', watching(), { type: 'openMiniProfile' }, 'watching', ['cancelTimer']],
  ['a guest is asked to log in to open the profile', watching({ viewer: GUEST }), { type: 'openMiniProfile' }, 'watching', ['requireLogin']],
  ['the mini profile closed', watching(room({ miniProfile: true })), { type: 'closeMiniProfile' }, 'watching', [], (s) => expect(s.room.miniProfile).toBe(false)],
  ['180 s: the tips hide', watching(), timer('tipsHide'), 'watching', [], (s) => expect(s.room.tipsShown).toBe(false)],
  ['the ranking opens', watching(), { type: 'openRanking' }, 'watching', [], (s) => expect(s.room.rankingOpen).toBe(true)],
  ['a guest is asked to log in for the ranking', watching({ viewer: GUEST }), { type: 'openRanking' }, 'watching', ['requireLogin']],
  ['the ranking closes', watching(room({ rankingOpen: true })), { type: 'closeRanking' }, 'watching', []],
  ['mute the sound', watching(), { type: 'toggleAudio' }, 'watching', ['setAudioMuted'], (s) => expect(s.room.audioMuted).toBe(true)],
  ['a tourist is asked to log in to mute', watching({ viewer: TOURIST }), { type: 'toggleAudio' }, 'watching', ['requireLogin']],
];

test('a guest is asked with source login_btn, a tourist with the room tag', () => {
  const cmd = (viewer: typeof GUEST | typeof TOURIST) =>
    transition(watching({ viewer }), { type: 'sendChat', text: 'hi' }).commands[0];
  expect(cmd(GUEST)).toEqual({ type: 'requireLogin', source: 'login_btn' });
  expect(cmd(TOURIST)).toEqual({ type: 'requireLogin', source: 'live_room' });
});

describe('in-room table', () => {
  // A rest parameter: jest would pass `done` for the rows without a check otherwise.
  it.each(TABLE)('%s', (...row) => {
    const [, from, event, to, commands, check] = row;
    const { state, commands: cmds } = transition(from, event);
    expect(state.status).toBe(to);
    expect(cmds.map((c) => c.type)).toEqual(commands);
    check?.(state);
  });
});

describe('in-room details', () => {
  it('chat goes out trimmed and cut to 100 characters', () => {
    const { commands } = transition(watching(), { type: 'sendChat', text: `  ${'x'.repeat(150)}` });
    expect(commands).toEqual([
      { type: 'sendChat', live: { id: 1, channelId: 'c1' }, content: 'x'.repeat(100) },
    ]);
  });

  it("the gift error toast carries the code; muted chat says 'muted'", () => {
    expect(
      transition(watching(), { type: 'giftAnswered', channelId: 'c1', code: 1500 }).commands,
    ).toEqual([{ type: 'toast', key: 'giftSystemError', vars: { code: 1500 } }]);
    expect(
      transition(watching(room({ chatMuted: true })), { type: 'sendChat', text: 'x' }).commands,
    ).toEqual([{ type: 'toast', key: 'muted' }]);
  });

  it('a gift answer applies the server balance with its sequence', () => {
    expect(
      transition(watching(), {
        type: 'giftAnswered',
        channelId: 'c1',
        code: 200,
        coinBalance: 90,
        balanceSeq: 12,
      }).commands,
    ).toEqual([{ type: 'applyBalance', goldNum: 90, seq: 12 }]);
    expect(
      transition(watching(), { type: 'giftAnswered', channelId: 'c1', code: 200 }).commands,
    ).toEqual([]);
  });

  it('praise goes out with the live and the viewer', () => {
    expect(
      transition(watching({ viewer: TOURIST, ...room({ praisePending: 2 }) }), timer('praise'))
        .commands,
    ).toEqual([
      { type: 'praise', live: { id: LIVE.id, channelId: LIVE.channelId }, viewer: TOURIST, num: 2 },
    ]);
  });

  it('the friend request and accept timers run 8 s and 5 s', () => {
    expect(
      transition(watching(), {
        type: 'friendRequest',
        userId: 9,
        userName: 'Ann',
        friendRelation: 3,
      }).commands,
    ).toEqual([{ type: 'startTimer', name: 'friendBanner', ms: 8_000 }]);
    expect(
      transition(watching(room({ friendRequest: { ...REQUEST, accepting: true } })), {
        type: 'acceptAnswered',
        ok: true,
      }).commands,
    ).toContainEqual({
      type: 'startTimer',
      name: 'acceptSuccess',
      ms: 5_000,
    });
  });

  it('minimising closes the overlays that belong to the full room', () => {
    const { state } = transition(
      watching(room({ rankingOpen: true, confirmingClose: true, recharge: 'open' })),
      { type: 'minimise' },
    );
    expect(state.room).toMatchObject({
      rankingOpen: false,
      confirmingClose: false,
      recharge: null,
    });
  });
});
