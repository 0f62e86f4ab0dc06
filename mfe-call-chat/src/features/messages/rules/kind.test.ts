import { messageKind } from './kind';

const base = { messageType: 1, messageTypeValue: 0, senderId: 5 };

describe('message kind derivation (spec 2 §4)', () => {
  test.each([
    ['text: type 1 value 0', base, 'txt'],
    [
      'image: type 1 value 3 with picture_url',
      { ...base, messageTypeValue: 3, picture_url: '/u/a.png' },
      'img',
    ],
    ['type 1 value 3 without picture_url is not an image', { ...base, messageTypeValue: 3 }, null],
    ['gift: type 1 value 4 giftId > 0', { ...base, messageTypeValue: 4, giftId: 7 }, 'gift'],
    ['type 1 value 4 giftId 0 is not a gift', { ...base, messageTypeValue: 4, giftId: 0 }, null],
    [
      'gift: type 5 with giftId',
      { ...base, messageType: 5, messageTypeValue: 0, giftId: 3 },
      'gift',
    ],
    ['type 5 without giftId', { ...base, messageType: 5 }, null],
    ['friend: addType set', { ...base, addType: 1 }, 'friend'],
    ['friend: addType 2 (reply) on type 2', { ...base, messageType: 2, addType: 2 }, 'friend'],
    ['friend: addType 0 still counts as set', { ...base, addType: 0 }, 'friend'],
    ['video-call record: type 10', { ...base, messageType: 10, messageTypeValue: 0 }, 'video'],
    ['system: sender < 0 and value -3', { ...base, senderId: -1, messageTypeValue: -3 }, 'system'],
    [
      'system wins over addType',
      { ...base, senderId: -2, messageTypeValue: -3, addType: 1 },
      'system',
    ],
    ['sender < 0 with value 0 is text', { ...base, senderId: -2 }, 'txt'],
    [
      'gift request: type 4 with source and giftId > 0',
      { ...base, messageType: 4, source: 1, giftId: 9 },
      'giftAsk',
    ],
    ['type 4 without source', { ...base, messageType: 4, giftId: 9 }, null],
    ['type 4 with giftId 0', { ...base, messageType: 4, source: 1, giftId: 0 }, null],
    ['unknown type 99', { ...base, messageType: 99 }, null],
  ])('%s', (_name, msg, kind) => {
    expect(messageKind(msg)).toBe(kind);
  });
});
