import type { FastifyInstance } from 'fastify';
import { testProviderOf } from '../../src/modules/payments/standins';
import { makeApp } from '../helpers';
import {
  buy,
  captchaFor,
  cardOrder,
  choose,
  devPost,
  get,
  newUser,
  order,
  place,
  post,
  R,
} from './helpers';

// Which orders offer a refund, decided on the server's data: a paid order whose coins were spent
// offers none (and a forced request is refused with the reason); "Paid but no coins?" is offered
// only for an order the payment provider has seen a payment for.

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

type OrderView = { orderId: string; refundable: boolean; refundBlock: string | null };

const listed = async (s: Parameters<typeof get>[1], orderId: string) => {
  const list = await get<{ list: OrderView[] }>(app, s, `${R}/getOrderListByUserId/${s.userId}`);
  return list.data.list.find((o) => o.orderId === orderId);
};

test('a paid order whose coins were spent offers no refund, and a forced request is refused with the reason', async () => {
  const s = await newUser(app);
  const orderId = await buy(app, s, 1); // 100 coins + 50 first-purchase bonus
  expect((await order(app, s, orderId)).data).toMatchObject({
    refundable: true,
    refundBlock: null,
  });

  // 100 of the 150 coins go on a call.
  await devPost(app, '/dev/api/ledger', { userId: s.userId, amount: -100 });
  expect((await order(app, s, orderId)).data).toMatchObject({
    refundable: false,
    refundBlock: 'coinsSpent',
  });
  expect(await listed(s, orderId)).toMatchObject({ refundable: false, refundBlock: 'coinsSpent' });

  const r = await post(app, s, `${R}/submitUserFeedback`, {
    orderId,
    reason: 3,
    ...(await captchaFor(app, s)),
  });
  expect(r).toMatchObject({
    code: 47005,
    msg: 'The coins from this order were already used, so the money cannot be returned',
  });
  expect(app.services.ledger.balance(s.userId)).toBe(50);
  expect((await order(app, s, orderId)).data).toMatchObject({ status: 'success', refund: null });
});

test('the balance decides: coins bought again make the first order whole, so it can be refunded', async () => {
  const s = await newUser(app);
  const first = await buy(app, s, 1); // 150
  await devPost(app, '/dev/api/ledger', { userId: s.userId, amount: -149 });
  expect((await order(app, s, first)).data.refundBlock).toBe('coinsSpent');
  await buy(app, s, 1); // +100 (no bonus the second time): 101 < 150, still spent
  expect((await order(app, s, first)).data.refundBlock).toBe('coinsSpent');
  await devPost(app, '/dev/api/ledger', { userId: s.userId, amount: 49 });
  expect((await order(app, s, first)).data).toMatchObject({ refundable: true, refundBlock: null });
});

test('"Paid but no coins?" only where the provider saw a payment: not for an order left on its page or declined', async () => {
  const s = await newUser(app);
  // Left on the provider's page: no payment reached it.
  const left = await place(app, s, cardOrder(1));
  expect((await order(app, s, left.data.orderId)).data).toMatchObject({
    status: 'created',
    refundable: false,
    refundBlock: 'noPayment',
  });
  // Declined by the provider: nothing was charged.
  const declined = await place(app, s, cardOrder(1));
  await choose(app, declined.data.payUrl, 'decline');
  await testProviderOf(app)!.idle();
  expect(await listed(s, declined.data.orderId)).toMatchObject({
    refundable: false,
    refundBlock: 'noPayment',
  });
  // The provider said "pending": a payment is on its way, the report is offered.
  const pending = await place(app, s, cardOrder(1));
  await choose(app, pending.data.payUrl, 'pending');
  await testProviderOf(app)!.idle();
  expect((await order(app, s, pending.data.orderId)).data).toMatchObject({
    status: 'pending',
    refundable: true,
    refundBlock: null,
  });
  // Captured by the provider but its callback never came: the provider's books show the payment.
  const lost = await place(app, s, cardOrder(1));
  app.services.db
    .prepare("UPDATE test_provider_payments SET state = 'captured' WHERE order_no = ?")
    .run(lost.data.orderId);
  expect((await order(app, s, lost.data.orderId)).data).toMatchObject({
    status: 'created',
    refundable: true,
    refundBlock: null,
  });
});
