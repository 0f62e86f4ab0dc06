import { chatIdOf, croomIdOf, isSystemId, parseCroomId, peerOf } from './ids';

describe('croomId and chat_id (spec 2 §3)', () => {
  test.each([
    [12, 34, '12-34', '2|12|34'],
    [34, 12, '12-34', '2|12|34'],
    [7, 7, '7-7', '2|7|7'],
    [-2, 123, '-2-123', '2|-2|123'],
    [123, -3, '-3-123', '2|-3|123'],
    [100, 99, '99-100', '2|99|100'],
  ])('%i and %i → %s, %s', (a, b, room, chat) => {
    expect(croomIdOf(a, b)).toBe(room);
    expect(chatIdOf(a, b)).toBe(chat);
  });

  test('parses back, smaller first only', () => {
    expect(parseCroomId('12-34')).toEqual([12, 34]);
    expect(parseCroomId('-2-123')).toEqual([-2, 123]);
    expect(parseCroomId('34-12')).toBeNull();
    expect(parseCroomId('12_34')).toBeNull();
    expect(parseCroomId('')).toBeNull();
  });

  test('peer and system ids', () => {
    expect(peerOf({ senderId: 1, receiverId: 2 }, 1)).toBe(2);
    expect(peerOf({ senderId: 1, receiverId: 2 }, 2)).toBe(1);
    expect(isSystemId(-4)).toBe(true);
    expect(isSystemId(0)).toBe(true);
    expect(isSystemId(5)).toBe(false);
  });
});
