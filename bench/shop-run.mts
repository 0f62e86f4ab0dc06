/**
 * The shop backend alone, for bench/shop.mjs: a fresh app (temp data folder, test provider on),
 * driven in-process through its full HTTP stack (app.inject: verification plugin, schemas,
 * routes). Prints one JSON line with the figures. Measures, never asserts.
 * - placeOrderMs: p50 / p95 of a signed card placeOrder (order row + the provider's payment).
 * - callbacksPerSecond: distinct provider notifications applied per second, 50 in flight
 *   (each: HMAC check, one IMMEDIATE transaction with the order's move, the event row and the
 *   ledger credit).
 * - duplicatesPerSecond: the same notification again (answered `duplicate`, nothing written).
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../backend/src/app';
import { testProviderSecret } from '../backend/src/modules/payments/standins';
import { signedParts } from './signed-post';

const ORDERS = 400;
const IN_FLIGHT = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livcam-shop-bench-'));
const app = await buildApp({ dataDir, allowTestApi: true });

async function signed(
  pathname: string,
  s: { userId: number; loginToken: string; deviceId: string },
  body: unknown,
) {
  const text = JSON.stringify(body);
  const { url, headers } = await signedParts(pathname, s, text);
  return app.inject({ method: 'POST', url, payload: text, headers });
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0) * 100) / 100;
};

async function pool<T>(items: T[], fn: (t: T) => Promise<unknown>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (i < items.length) await fn(items[i++] as T);
    }),
  );
}

try {
  const user = (
    await app.inject({ method: 'POST', url: '/dev/api/users', payload: { userName: 'Bench' } })
  ).json().data.userId as number;
  const s = (
    await app.inject({ method: 'POST', url: '/dev/api/session', payload: { userId: user } })
  ).json().data;
  const card = {
    name: 'Bench',
    email: 'b@example.com',
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvv: '123',
  };
  const place: number[] = [];
  const orderNos: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    // Spread over users: the open-orders limit (10 in 10 min) is per user.
    const u =
      i % 10 === 0 && i > 0
        ? (
            await app.inject({
              method: 'POST',
              url: '/dev/api/users',
              payload: { userName: 'Bench' },
            })
          ).json().data.userId
        : null;
    if (u)
      Object.assign(
        s,
        (
          await app.inject({ method: 'POST', url: '/dev/api/session', payload: { userId: u } })
        ).json().data,
      );
    const t0 = performance.now();
    const r = await signed('/thirdPayment/1/placeOrder', s, {
      coinId: 1,
      channelCode: 'checkout:1:US',
      countryCode: 'US',
      returnUrl: 'http://127.0.0.1:8080/payRes',
      payInfo: card,
    });
    place.push(performance.now() - t0);
    const j = r.json();
    if (j.code !== 0) throw new Error(`placeOrder ${j.code} ${j.msg}`);
    orderNos.push(j.data.orderId);
  }
  const secret = testProviderSecret(app.services.keys.privateKeyPem);
  const bodies = orderNos.map((orderNo) => {
    const row = app.services.db
      .prepare('SELECT * FROM test_provider_payments WHERE order_no = ?')
      .get(orderNo) as { ref: string; txn_id: string; amount: number; currency: string };
    const body = JSON.stringify({
      event: 'payment.succeeded',
      providerRef: row.ref,
      txnId: row.txn_id,
      orderNo,
      amount: row.amount,
      currency: row.currency,
    });
    return { body, sig: createHmac('sha256', secret).update(body).digest('hex') };
  });
  const deliver = async (b: { body: string; sig: string }) => {
    const r = await app.inject({
      method: 'POST',
      url: '/payment/notify/test',
      payload: b.body,
      headers: { 'content-type': 'application/json', 'x-test-provider-signature': b.sig },
    });
    return r.json().data.result as string;
  };
  let t0 = performance.now();
  await pool(bodies, deliver);
  const appliedMs = performance.now() - t0;
  t0 = performance.now();
  await pool(bodies, deliver);
  const dupMs = performance.now() - t0;
  const paid = (
    app.services.db
      .prepare("SELECT COUNT(*) AS n FROM shop_orders WHERE status = 'success'")
      .get() as { n: number }
  ).n;
  process.stdout.write(
    `${JSON.stringify({
      orders: ORDERS,
      placeOrderMs: { p50: pct(place, 50), p95: pct(place, 95) },
      callbacksPerSecond: Math.round(ORDERS / (appliedMs / 1000)),
      duplicatesPerSecond: Math.round(ORDERS / (dupMs / 1000)),
      paidOrders: paid,
      inFlight: IN_FLIGHT,
    })}\n`,
  );
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
