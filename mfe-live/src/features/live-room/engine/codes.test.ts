import { CODE_NETWORK } from 'shared-sdk/constants';
import { followOutcome, giftOutcome, joinOutcome, type JoinOutcome } from './codes';

// spec 3 §8: every join, gift and follow code, one row each.
describe('join codes', () => {
  it.each<[number, 'user' | 'tourist' | 'guest', JoinOutcome]>([
    [200, 'user', { kind: 'joined' }],
    [CODE_NETWORK, 'user', { kind: 'retry' }],
    [1406, 'user', { kind: 'refused', toast: 'peopleMax' }],
    [1406, 'tourist', { kind: 'refused', toast: 'touristPeopleMax' }],
    [1406, 'guest', { kind: 'refused', toast: 'touristPeopleMax' }],
    [1002, 'user', { kind: 'refused', toast: 'liveEnded' }],
    [1003, 'user', { kind: 'refused', toast: 'liveEnded' }],
    [1004, 'user', { kind: 'refused', toast: 'liveEnded' }],
    [1004, 'tourist', { kind: 'refused', toast: 'touristLiveEnded' }],
    [1403, 'user', { kind: 'refused', toast: 'kicked' }],
    [1407, 'user', { kind: 'refused', toast: 'kicked' }],
    [1408, 'guest', { kind: 'refused', toast: 'kicked' }],
    [500, 'user', { kind: 'refused', toast: 'joinFailed' }],
    [1405, 'user', { kind: 'refused', toast: 'joinFailed' }],
    [1413, 'tourist', { kind: 'viewingLimit' }],
    [1413, 'guest', { kind: 'viewingLimit' }],
    [1413, 'user', { kind: 'refused', toast: 'joinFailed' }],
  ])('%p for a %s → %j', (code, viewer, outcome) => {
    expect(joinOutcome(code, viewer)).toEqual(outcome);
  });
});

describe('gift codes', () => {
  it.each([
    [200, { kind: 'sent' }],
    [1602, { kind: 'recharge' }],
    [1002, { kind: 'closeRoom', toast: 'liveEnded' }],
    [1003, { kind: 'closeRoom', toast: 'liveEnded' }],
    [1004, { kind: 'toast', toast: 'giftSystemError', vars: { code: 1004 } }],
    [500, { kind: 'toast', toast: 'giftSystemError', vars: { code: 500 } }],
    [CODE_NETWORK, { kind: 'toast', toast: 'giftSystemError', vars: { code: CODE_NETWORK } }],
  ])('%p → %j', (code, outcome) => {
    expect(giftOutcome(code)).toEqual(outcome);
  });
});

describe('follow codes', () => {
  it.each([
    [200, { kind: 'followed' }],
    [20001, { kind: 'recharge' }],
    [20002, { kind: 'toast', toast: 'error' }],
    [CODE_NETWORK, { kind: 'toast', toast: 'error' }],
  ])('%p → %j', (code, outcome) => {
    expect(followOutcome(code)).toEqual(outcome);
  });
});
