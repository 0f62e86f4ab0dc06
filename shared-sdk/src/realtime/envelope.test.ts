import {
  BizType,
  isCallBiz,
  isImBiz,
  isLiveBiz,
  makeBizEnvelope,
  parseBizEnvelope,
  type CallBiz,
} from './envelope';

describe('business envelope (spec 2 §4, spec 3 §4)', () => {
  it('names the three business types', () => {
    expect(BizType).toEqual({ call: 1050, live: 1052, im: 1040 });
  });

  it('parses a call message from an object or JSON text, with numeric strings', () => {
    const e = parseBizEnvelope(
      JSON.stringify({ bizType: '1050', timestamp: '1700', action: '3', roomNum: 77 }),
    );
    expect(e).toMatchObject({ bizType: 1050, timestamp: 1700, action: 3, roomNum: '77' });
    expect(e && isCallBiz(e)).toBe(true);
  });

  it('parses live and IM messages', () => {
    const live = parseBizEnvelope({
      bizType: 1052,
      timestamp: 1,
      action: 'gift',
      giftId: 3,
      senderName: 'a',
    });
    expect(live && isLiveBiz(live)).toBe(true);
    const mute = parseBizEnvelope({ bizType: 1052, timestamp: 1, action: 'mute', muted: true });
    expect(mute).toMatchObject({ action: 'mute' });
    const im = parseBizEnvelope({ bizType: 1040, timeStamp: 5, senderId: '12', content: 'hi' });
    expect(im).toMatchObject({ bizType: 1040, timestamp: 5, senderId: 12 });
    expect(im && isImBiz(im)).toBe(true);
  });

  it('drops what is not a valid envelope (spec 2 §8: dropped silently)', () => {
    for (const bad of [
      null,
      'not json',
      '[1]',
      { bizType: 1050, action: 1, roomNum: 'r' }, // no timestamp
      { bizType: 1050, timestamp: 1, action: 99, roomNum: 'r' }, // unknown action
      { bizType: 1050, timestamp: 1, action: 1 }, // no room
      { bizType: 1052, timestamp: 1, action: 'dance' },
      { bizType: 1040, timestamp: 1 },
      { bizType: 1090, timestamp: 1 },
    ]) {
      expect(parseBizEnvelope(bad)).toBeNull();
    }
  });

  it('makeBizEnvelope stamps the time', () => {
    const e = makeBizEnvelope<CallBiz>({ bizType: 1050, action: 1, roomNum: 'r' });
    expect(typeof e.timestamp).toBe('number');
    expect(parseBizEnvelope(e)).toEqual(e);
  });
});
