import { IM_CODE, IM_TEXT_MAX_CHARS } from 'shared-sdk/constants';
import {
  callRecordText,
  formatCallDuration,
  friendMessageText,
  sendErrorKey,
  sendErrorValues,
} from './wording';

const ME = 10;
const OTHER = 20;

describe('call-record wording by role and hangup reason (spec 2 §4)', () => {
  test.each([
    // role, videoTime, hangupReason, key, duration
    ['caller', 75, 7, 'chat:call.duration', '1:15'],
    ['callee', 75, 2, 'chat:call.duration', '1:15'],
    ['caller', 0, 1, 'chat:call.duration', '0:00'],
    ['callee', undefined, 1, 'chat:call.duration', '0:00'],
    ['caller', 0, 2, 'chat:call.cancelled', undefined],
    ['caller', 0, 3, 'chat:call.no_answer', undefined],
    ['caller', 0, 6, 'chat:call.no_answer', undefined],
    ['caller', undefined, undefined, 'chat:call.no_answer', undefined],
    ['callee', 0, 3, 'chat:call.denied', undefined],
    ['callee', 0, 2, 'chat:call.missed', undefined],
    ['callee', 0, 6, 'chat:call.missed', undefined],
    ['callee', 0, undefined, 'chat:call.missed', undefined],
  ] as const)(
    '%s, videoTime %s, reason %s → %s',
    (role, videoTime, hangupReason, key, duration) => {
      const callerUserId = role === 'caller' ? ME : OTHER;
      const text = callRecordText({ callerUserId, videoTime, hangupReason }, ME);
      expect(text.key).toBe(key);
      expect(text.values?.duration).toBe(duration);
    },
  );

  test('durations', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(59.9)).toBe('0:59');
    expect(formatCallDuration(600)).toBe('10:00');
    expect(formatCallDuration(3725)).toBe('1:02:05');
    expect(formatCallDuration(-3)).toBe('0:00');
  });
});

describe('friend message wording (spec 2 §4)', () => {
  test.each([
    [{ addType: 1, senderId: ME }, 'chat:friend.request_sent'],
    [{ addType: 1, senderId: OTHER }, 'chat:friend.request_received'],
    [{ addType: 2, senderId: ME }, 'chat:friend.declined_sent'],
    [{ addType: 2, senderId: OTHER, accept: 0 }, 'chat:friend.declined_received'],
    [{ addType: 2, senderId: OTHER, accept: 1 }, 'chat:friend.completed'],
    [{ addType: 1, senderId: ME, accept: 1 }, 'chat:friend.completed'],
    [{ addType: 1, senderId: OTHER, accept: 0 }, 'chat:friend.request_received'],
  ])('%o → %s', (m, key) => {
    expect(friendMessageText(m, ME, 'Ann')).toEqual({ key, values: { name: 'Ann' } });
  });
});

describe('send refusals', () => {
  test.each([
    [IM_CODE.blockedByReceiver, 'chat:send.blocked_by_receiver'],
    [IM_CODE.receiverBlocked, 'chat:send.receiver_blocked'],
    [IM_CODE.verification, 'chat:send.verification'],
    [IM_CODE.sayHiLimit, 'chat:send.say_hi_limit'],
    [IM_CODE.tooLong, 'chat:send.too_long'],
    [IM_CODE.self, 'chat:send.self'],
    [500, 'chat:send.failed'],
  ])('%i → %s', (code, key) => expect(sendErrorKey(code)).toBe(key));

  test('a text the server refuses as too long names the limit (the plural count)', () => {
    expect(sendErrorValues(IM_CODE.tooLong)).toEqual({ count: IM_TEXT_MAX_CHARS });
    expect(sendErrorValues(IM_CODE.self)).toEqual({});
  });
});
