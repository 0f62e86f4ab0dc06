import { audienceLeft, mergeLiveInfo } from './liveInfo';
import type { LiveInfo, LiveInfoPatch } from './types';

const LIVE: LiveInfo = {
  id: 1,
  channelId: 'c1',
  hostId: 9,
  name: 'Host',
  coverUrl: '/c.jpg',
  profit: 500,
  audienceNum: 10,
  praiseNum: 2_000,
  topAudiences: [{ userId: 3 }, { userId: 4 }],
};

describe('live info updates (spec 3 §4: profit and praise never decrease)', () => {
  it.each<[string, LiveInfoPatch, Partial<LiveInfo>]>([
    ['more praise shows', { praiseNum: 2_100 }, { praiseNum: 2_100 }],
    ['less praise (a late message) is ignored', { praiseNum: 1_900 }, { praiseNum: 2_000 }],
    ['more profit shows', { profit: 600 }, { profit: 600 }],
    ['less profit is ignored', { profit: 100 }, { profit: 500 }],
    ['the audience count follows the server either way', { audienceNum: 7 }, { audienceNum: 7 }],
    [
      'top audiences are replaced',
      { topAudiences: [{ userId: 8 }] },
      { topAudiences: [{ userId: 8 }] },
    ],
    ['nothing sent changes nothing', {}, {}],
    ['bad numbers are ignored', { praiseNum: Number.NaN, audienceNum: -4, profit: Infinity }, {}],
  ])('%s', (_rule, patch, changed) => {
    expect(mergeLiveInfo(LIVE, patch)).toEqual({ ...LIVE, ...changed });
  });
});

describe('another viewer left', () => {
  it.each([
    ['a top audience leaves the avatars, the count drops', LIVE, 3, [4], 9],
    ['someone else: the count drops', LIVE, 77, [3, 4], 9],
    ['the count never goes below 0', { ...LIVE, audienceNum: 0 }, 3, [4], 0],
  ] as const)('%s', (_rule, live, userId, top, num) => {
    const after = audienceLeft(live, userId);
    expect(after.topAudiences.map((a) => a.userId)).toEqual(top);
    expect(after.audienceNum).toBe(num);
  });
});
