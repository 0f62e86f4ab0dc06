import type { BizSource, LiveBiz } from 'shared-sdk';
import { BIZ_TYPE_LIVE } from 'shared-sdk/constants';
import { liveEventOf } from './bizEvents';
import type { LiveEvent } from './types';

const biz = (fields: Partial<LiveBiz>): LiveBiz =>
  ({ bizType: BIZ_TYPE_LIVE, timestamp: 1, action: 'liveInfo', ...fields }) as LiveBiz;
const CHANNEL: BizSource = { kind: 'channel', channel: 'c1', from: '9' };
const CHANNEL_PUSH: BizSource = { kind: 'push', channel: 'c1' };
const PUSH: BizSource = { kind: 'push' };
const PEER: BizSource = { kind: 'peer', from: '77' };

// spec 3 §3, §4: the 1052 actions liveInfo, endLive, left, joined, chat, gift, join, praise, kick, plus mute.
// prettier-ignore
const TABLE: Array<[string, LiveBiz, BizSource, LiveEvent | null]> = [
  ['liveInfo → the counts', biz({ action: 'liveInfo', praiseNum: 5, profit: 2, audienceNum: 3 }), CHANNEL, { type: 'liveInfo', channelId: 'c1', patch: { praiseNum: 5, profit: 2, audienceNum: 3 } }],
  ['liveInfo with top audiences', biz({ action: 'liveInfo', topAudiences: [{ userId: 4, userName: 'D' }] }), CHANNEL_PUSH, { type: 'liveInfo', channelId: 'c1', patch: { topAudiences: [{ userId: 4, userName: 'D', userIconUrl: undefined }] } }],
  ['liveInfo with nothing in it is dropped', biz({ action: 'liveInfo' }), CHANNEL, null],
  ['praise → the praise count', biz({ action: 'praise', praiseNum: 12 }), CHANNEL, { type: 'liveInfo', channelId: 'c1', patch: { praiseNum: 12 } }],
  ['endLive', biz({ action: 'endLive' }), CHANNEL, { type: 'liveEnded', channelId: 'c1' }],
  ['left with its leftType', biz({ action: 'left', userId: 5, leftType: 11 }), CHANNEL, { type: 'userLeft', channelId: 'c1', userId: 5, leftType: 11 }],
  ['left without a user is dropped', biz({ action: 'left' }), CHANNEL, null],
  ['join → a list line', biz({ action: 'join', userId: 6, userName: 'E', userIconUrl: '/e.png' }), CHANNEL, { type: 'message', channelId: 'c1', message: { action: 'join', userId: 6, userName: 'E', iconUrl: '/e.png' } }],
  ['joined with coverUrl', biz({ action: 'joined', userId: 6, coverUrl: '/c.png' }), CHANNEL, { type: 'message', channelId: 'c1', message: { action: 'joined', userId: 6, userName: '', iconUrl: '/c.png' } }],
  ['chat → a list line', biz({ action: 'chat', senderId: 7, senderName: 'F', message: 'hi' }), CHANNEL, { type: 'message', channelId: 'c1', message: { action: 'chat', userId: 7, userName: 'F', text: 'hi' } }],
  ['chat keeps the server id of the message', biz({ action: 'chat', senderId: 7, message: 'hi', messageId: 'chat-1' }), CHANNEL, { type: 'message', channelId: 'c1', message: { action: 'chat', userId: 7, userName: '', text: 'hi', id: 'chat-1' } }],
  ['chat in msg', biz({ action: 'chat', senderId: 7, msg: 'yo' }), CHANNEL, { type: 'message', channelId: 'c1', message: { action: 'chat', userId: 7, userName: '', text: 'yo' } }],
  ['empty chat is dropped', biz({ action: 'chat', senderId: 7 }), CHANNEL, null],
  ['gift', biz({ action: 'gift', senderName: 'G', giftId: 3 }), CHANNEL, { type: 'gift', channelId: 'c1', gift: { senderName: 'G', giftId: 3 } }],
  ['gift without an id is dropped', biz({ action: 'gift', senderName: 'G' }), CHANNEL, null],
  ['kick', biz({ action: 'kick', kickedAudienceId: 5 }), CHANNEL, { type: 'kicked', channelId: 'c1', audienceId: 5 }],
  ['kick pushed to this user names its channel', biz({ action: 'kick', kickedAudienceId: 5, channelId: 'c1' }), PUSH, { type: 'kicked', channelId: 'c1', audienceId: 5 }],
  ['a push to this user about no channel is dropped', biz({ action: 'kick', kickedAudienceId: 5 }), PUSH, null],
  ['mute pushed to this user', biz({ action: 'mute', muted: true }), PUSH, { type: 'muteChanged', muted: true }],
  ['unmute pushed to this user', biz({ action: 'mute', muted: false }), PUSH, { type: 'muteChanged', muted: false }],
  ['mute in a channel is not for this user', biz({ action: 'mute', muted: true }), CHANNEL, null],
  ['a peer frame is never taken', biz({ action: 'endLive', channelId: 'c1' }), PEER, null],
  ['a peer frame cannot mute', biz({ action: 'mute', muted: true }), PEER, null],
  ['a channel frame claiming another channel is dropped', biz({ action: 'endLive', channelId: 'c2' }), CHANNEL, null],
  ['a channel push claiming another channel is dropped', biz({ action: 'endLive', channelId: 'c2' }), CHANNEL_PUSH, null],
];

describe('1052 messages → room events', () => {
  it.each(TABLE)('%s', (_rule, b, source, event) => {
    expect(liveEventOf(b, source)).toEqual(event);
  });
});
