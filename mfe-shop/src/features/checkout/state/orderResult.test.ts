import type { ApiResult, PlacedOrder } from 'shared-sdk';
import { orderReaction } from './orderResult';

const placed: PlacedOrder = {
  code: 0,
  orderId: 'LC1',
  price: 499,
  currency: 'USD',
  itemName: '525 coins',
  status: 'created',
  payUrl: 'http://127.0.0.1:4000/stand-in/pay/tp_1',
};
const fail = (code: number, msg = 'server says'): ApiResult<PlacedOrder> => ({
  ok: false,
  code,
  msg,
  data: null,
});

// spec 3 §8 "Order placement", row by row.
test.each([
  [
    'code 0 → go on with the data',
    { ok: true, code: 0, msg: 'success', data: placed } as ApiResult<PlacedOrder>,
    { kind: 'go', order: placed },
  ],
  [
    '20001 → pay-channel-unavailable toast',
    fail(20001),
    { kind: 'toast', message: 'channelUnavailable' },
  ],
  [
    '20002 → pay-channel-unavailable toast',
    fail(20002),
    { kind: 'toast', message: 'channelUnavailable' },
  ],
  ['10097 → special-deal toast', fail(10097), { kind: 'toast', message: 'dealUsed' }],
  [
    '500 → pay failed and retry, confirm reloads',
    fail(500),
    { kind: 'confirmReload', message: 'payFailedRetry', detail: '' },
  ],
  [
    '30001 → subscribed already, confirm reloads',
    fail(30001),
    { kind: 'confirmReload', message: 'subscribedAlready', detail: '' },
  ],
  [
    '400 → payment info incorrect, confirm reloads',
    fail(400, 'This card has expired'),
    { kind: 'confirmReload', message: 'payInfoIncorrect', detail: 'This card has expired' },
  ],
  [
    'network → a toast, nothing charged',
    fail(-1, 'network'),
    { kind: 'toast', message: 'network' },
  ],
  [
    'anything else → the server message',
    fail(47006, 'Too many unfinished orders'),
    { kind: 'toastServer', text: 'Too many unfinished orders' },
  ],
  [
    '200 is not the order success code',
    { ok: false, code: 200, msg: 'odd', data: null } as ApiResult<PlacedOrder>,
    { kind: 'toastServer', text: 'odd' },
  ],
])('%s', (_name, res, reaction) => {
  expect(orderReaction(res)).toEqual(reaction);
});
