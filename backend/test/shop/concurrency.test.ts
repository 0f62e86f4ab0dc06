/**
 * Credited exactly once, never negative: 50 concurrent callbacks for one
 * order and 100 concurrent spends on a small balance — over real HTTP against the listening
 * backend, and from 5 processes on one database file. The figures are printed for the README.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER } from '../../src/modules/payments/test-provider/provider';
import { testProviderSecret } from '../../src/modules/payments/standins';
import { makeApp, tempDir } from '../helpers';
import { cardOrder, newUser, place } from './helpers';

const run = promisify(execFile);
const SPEND = 10;
let app: FastifyInstance;
let base: string;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDir();
  app = await makeApp({ dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** A placed, unpaid order (pack 1: 100 coins + 50 first-purchase bonus) and its provider notification. */
async function unpaidOrder() {
  const s = await newUser(app);
  const placed = await place(app, s, cardOrder(1));
  const row = app.services.db
    .prepare('SELECT * FROM test_provider_payments WHERE order_no = ?')
    .get(placed.data.orderId) as { ref: string; txn_id: string; amount: number; currency: string };
  app.services.db
    .prepare("UPDATE test_provider_payments SET state = 'captured' WHERE ref = ?")
    .run(row.ref);
  const notification = {
    event: 'payment.succeeded',
    providerRef: row.ref,
    txnId: row.txn_id,
    orderNo: placed.data.orderId,
    amount: row.amount,
    currency: row.currency,
  };
  return { s, orderNo: placed.data.orderId, notification };
}

function invariants(userId: number, orderNo: string) {
  const { ledger, db } = app.services;
  const history = ledger.history(userId, 1000);
  const credits = history.filter((e) => e.reason === 'shop:order');
  const spent = history.filter((e) => e.reason === 'spend').length;
  expect(credits).toHaveLength(1);
  expect(credits[0]!.amount).toBe(150);
  expect(history.every((e) => e.balanceAfter >= 0)).toBe(true);
  expect(ledger.balance(userId)).toBe(150 - spent * SPEND);
  expect(ledger.balance(userId)).toBeGreaterThanOrEqual(0);
  const o = db.prepare('SELECT status FROM shop_orders WHERE order_no = ?').get(orderNo) as {
    status: string;
  };
  expect(o.status).toBe('success');
  const events = db
    .prepare(
      "SELECT COUNT(*) AS n FROM shop_order_events e JOIN shop_orders o ON o.id = e.order_id WHERE o.order_no = ? AND e.to_status = 'success'",
    )
    .get(orderNo) as { n: number };
  expect(events.n).toBe(1);
  return { spent, balance: ledger.balance(userId) as number };
}

test('50 concurrent callbacks and 100 concurrent spends over HTTP: one credit, never negative', async () => {
  const { s, orderNo, notification } = await unpaidOrder();
  const body = JSON.stringify(notification);
  const sig = createHmac('sha256', testProviderSecret(app.services.keys.privateKeyPem))
    .update(body)
    .digest('hex');
  const callback = () =>
    fetch(`${base}/payment/notify/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sig },
      body,
    })
      .then((r) => r.json() as Promise<{ code: number; data: { result: string } }>)
      .then((j) => j.data.result);
  const spend = (i: number) =>
    fetch(`${base}/dev/api/ledger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userId: s.userId,
        amount: -SPEND,
        reason: 'spend',
        idempotencyKey: `http-spend:${s.userId}:${i}`,
      }),
    }).then((r) => r.json() as Promise<{ code: number }>);
  const jobs: Promise<unknown>[] = [];
  // Interleaved: a spend between callbacks, so spends race the credit.
  for (let i = 0; i < 100; i++) {
    if (i % 2 === 0) jobs.push(callback());
    jobs.push(spend(i));
  }
  const t0 = performance.now();
  const results = await Promise.all(jobs);
  const ms = performance.now() - t0;
  const callbacks = results.filter((r): r is string => typeof r === 'string');
  expect(callbacks).toHaveLength(50);
  expect(callbacks.filter((r) => r === 'applied')).toHaveLength(1);
  expect(callbacks.filter((r) => r === 'duplicate')).toHaveLength(49);
  const spends = results.filter((r): r is { code: number } => typeof r === 'object');
  const ok = spends.filter((r) => r.code === 200).length;
  expect(ok + spends.filter((r) => r.code === 40010).length).toBe(100);
  const fig = invariants(s.userId, orderNo);
  expect(fig.spent).toBe(ok);
  console.log(
    `[shop concurrency/http] 50 callbacks: 1 applied, 49 duplicate; 100 spends of ${SPEND}: ${ok} ok, ${100 - ok} refused; final balance ${fig.balance}; ${Math.round(ms)} ms`,
  );
}, 30_000);

test('5 processes on one database file: 50 deliveries, 100 spends, one credit, never negative', async () => {
  const { s, orderNo, notification } = await unpaidOrder();
  const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  const worker = path.join(__dirname, '..', 'fixtures', 'shop-worker.ts');
  const outs = await Promise.all(
    [0, 1, 2, 3, 4].map((w) =>
      run(
        tsx,
        [
          worker,
          dataDir,
          JSON.stringify(notification),
          String(s.userId),
          '10',
          '20',
          String(SPEND),
          `proc-spend:${s.userId}:${w}`,
        ],
        {
          timeout: 30_000,
        },
      ),
    ),
  );
  const sum = outs
    .map((o) => JSON.parse(o.stdout) as { applied: number; duplicate: number; spent: number })
    .reduce((a, b) => ({
      applied: a.applied + b.applied,
      duplicate: a.duplicate + b.duplicate,
      spent: a.spent + b.spent,
    }));
  expect(sum.applied).toBe(1);
  expect(sum.duplicate).toBe(49);
  const fig = invariants(s.userId, orderNo);
  expect(fig.spent).toBe(sum.spent);
  console.log(
    `[shop concurrency/processes] 50 deliveries: 1 applied, 49 duplicate; 100 spends of ${SPEND}: ${sum.spent} ok; final balance ${fig.balance}`,
  );
}, 60_000);
