import { callReturn, noteShopReturn, takeShopReturn } from './openShop';

test('the way back to a call: the person and the place it started from; a random match has no call to restart', () => {
  const peer = { id: 5, userName: 'Ann', headImg: '/a.png', gender: 2, relation: 2 };
  expect(callReturn(peer, { callLocation: 104 })).toEqual({
    kind: 'call',
    peer: { id: 5, userName: 'Ann', headImg: '/a.png', gender: 2 },
    callLocation: 104,
  });
  expect(callReturn(peer, { callLocation: 100, matchId: 'm1' })).toEqual({
    kind: 'call',
    peer: { id: 5, userName: 'Ann', headImg: '/a.png', gender: 2 },
  });
  expect(callReturn(null, { callLocation: 104 })).toBeNull();
  expect(callReturn(peer, null)).toBeNull();
});

test('a noted way back is taken once', () => {
  noteShopReturn({ kind: 'chat', peer: { id: 9 } });
  expect(takeShopReturn()).toEqual({ kind: 'chat', peer: { id: 9 } });
  expect(takeShopReturn()).toBeNull();
});
