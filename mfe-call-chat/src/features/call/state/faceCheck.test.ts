import { FACE_CHECK_SECONDS } from 'shared-sdk/constants';
import {
  CHECK_H,
  CHECK_W,
  faceCheckMessage,
  frameStats,
  isBlurred,
  peerNotice,
  selfNotice,
  toGray,
} from './faceCheck';

const pic = (f: (x: number, y: number) => number) =>
  Array.from({ length: CHECK_W * CHECK_H }, (_, i) => f(i % CHECK_W, Math.floor(i / CHECK_W)));

describe('face and blur check (spec 2 §4)', () => {
  it('is sent at 1, 2, 3 and 6 seconds after the call starts', () => {
    expect(FACE_CHECK_SECONDS).toEqual([1, 2, 3, 6]);
  });

  const PICTURES: Array<[what: string, blurred: boolean, gray: number[]]> = [
    ['a black picture (camera covered)', true, pic(() => 0)],
    ['a dark picture with detail', true, pic((x, y) => ((x + y) % 2 ? 20 : 0))],
    ['one flat grey (lens covered by a finger, out of focus)', true, pic(() => 128)],
    ['a soft gradient (no detail)', true, pic((x) => 60 + x)],
    ['a checkerboard (sharp detail)', false, pic((x, y) => (((x >> 2) + (y >> 2)) % 2 ? 220 : 40))],
    ['noise-like texture', false, pic((x, y) => ((x * 37 + y * 91) % 200) + 30)],
  ];
  it.each(PICTURES)('%s → blurred %s', (_what, blurred, gray) => {
    expect(isBlurred(frameStats(gray, CHECK_W, CHECK_H))).toBe(blurred);
  });

  it('grey from RGBA weighs green most', () => {
    expect(Array.from(toGray([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255]))).toEqual([
      76, 150, 29,
    ]);
  });

  const NOTICES: Array<
    [
      what: string,
      self: string | null,
      peer: string | null,
      check: { face: boolean | null; blur: boolean },
    ]
  > = [
    ['blurred', 'blurred', 'blurred', { face: null, blur: true }],
    ['blurred wins over no face', 'blurred', 'blurred', { face: false, blur: true }],
    ['no face seen', 'noFace', null, { face: false, blur: false }],
    ['a face, clear', null, null, { face: true, blur: false }],
    ['the browser cannot tell, clear', null, null, { face: null, blur: false }],
  ];
  it.each(NOTICES)('%s → self %s, peer %s', (_what, self, peer, check) => {
    expect(selfNotice(check)).toBe(self);
    expect(peerNotice(check)).toBe(peer);
  });

  it('the message is a 1050 action 103 for the room', () => {
    expect(faceCheckMessage('r1', { second: 6, face: null, blur: false }, 5)).toEqual({
      bizType: 1050,
      action: 103,
      roomNum: 'r1',
      second: 6,
      face: null,
      blur: false,
      timestamp: 5,
    });
  });
});
