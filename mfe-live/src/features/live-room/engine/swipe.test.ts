import { neighbourOutcome, swipeDecision } from './swipe';
import type { LiveInfo } from './types';

describe('swipe threshold (spec 3 §4, §9: more than 170 px)', () => {
  it.each([
    [500, 500, 'snapBack'],
    [500, 400, 'snapBack'],
    [500, 330, 'snapBack'], // exactly 170 up: not more than 170
    [500, 329, 'next'], // 171 up
    [500, 100, 'next'],
    [300, 470, 'snapBack'], // exactly 170 down
    [300, 471, 'previous'],
    [0, 800, 'previous'],
    [Number.NaN, 100, 'snapBack'],
  ])('from y %p to y %p → %p', (start, end, decision) => {
    expect(swipeDecision(start, end)).toBe(decision);
  });
});

describe('next or previous live found or not', () => {
  const live = { id: 2, channelId: 'c2' } as LiveInfo;
  it.each([
    ['next', live, { kind: 'switch', live }],
    ['previous', live, { kind: 'switch', live }],
    ['next', null, { kind: 'snapBack', toast: 'noMoreLives' }],
    ['previous', null, { kind: 'snapBack' }],
  ] as const)('%s, %p → %j', (direction, found, outcome) => {
    expect(neighbourOutcome(direction, found)).toEqual(outcome);
  });
});
