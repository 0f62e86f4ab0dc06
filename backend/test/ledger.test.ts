import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { Codes } from '../src/codes';
import { makeApp, tempDir } from './helpers';

const run = promisify(execFile);

describe('coins ledger', () => {
  let app: FastifyInstance;
  let dataDir: string;
  const newUser = async () =>
    (await app.inject({ method: 'POST', url: '/dev/api/users', payload: {} })).json().data
      .userId as number;
  beforeAll(async () => {
    dataDir = tempDir();
    app = await makeApp({ dataDir });
  });
  afterAll(() => app.close());

  test('credit and debit write one row each and move the balance', async () => {
    const { ledger } = app.services;
    const id = await newUser();
    expect(ledger.credit(id, 100, 'test', 'k1')).toMatchObject({
      ok: true,
      balance: 100,
      duplicate: false,
    });
    expect(ledger.debit(id, 30, 'test', 'k2')).toMatchObject({ ok: true, balance: 70 });
    expect(ledger.balance(id)).toBe(70);
    const rows = ledger.history(id);
    expect(rows.map((r) => [r.amount, r.balanceAfter, r.reason])).toEqual([
      [-30, 70, 'test'],
      [100, 100, 'test'],
    ]);
  });

  test('a repeated idempotency key changes nothing and returns the first result', async () => {
    const { ledger } = app.services;
    const id = await newUser();
    const first = ledger.credit(id, 50, 'reward', `once:${id}`);
    const again = ledger.credit(id, 50, 'reward', `once:${id}`);
    expect(again).toMatchObject({ ok: true, duplicate: true, balance: 50 });
    if (first.ok && again.ok) expect(again.entry).toEqual(first.entry);
    expect(ledger.history(id)).toHaveLength(1);
    // Reusing a key for a different amount is refused, not silently applied.
    expect(ledger.credit(id, 60, 'reward', `once:${id}`)).toMatchObject({
      ok: false,
      error: 'key_reused',
    });
    expect(ledger.balance(id)).toBe(50);
  });

  test('a debit beyond the balance fails and writes no row', async () => {
    const { ledger } = app.services;
    const id = await newUser();
    ledger.credit(id, 5, 'test', `small:${id}`);
    expect(ledger.debit(id, 6, 'test', `big:${id}`)).toMatchObject({
      ok: false,
      error: 'insufficient_funds',
      balance: 5,
    });
    expect(ledger.history(id)).toHaveLength(1);
    expect(ledger.debit(id, 0, 'test', `zero:${id}`)).toMatchObject({
      ok: false,
      error: 'invalid_amount',
    });
    expect(ledger.debit(999999, 1, 'test', 'nouser')).toMatchObject({
      ok: false,
      error: 'no_such_user',
    });
  });

  test('50 parallel debits of 10 on a balance of 100 → exactly 10 succeed (HTTP)', async () => {
    const id = await newUser();
    await app.inject({
      method: 'POST',
      url: '/dev/api/ledger',
      payload: { userId: id, amount: 100 },
    });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/dev/api/ledger',
          payload: { userId: id, amount: -10, idempotencyKey: `p:${id}:${i}` },
        }),
      ),
    );
    const codes = results.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === Codes.NOT_ENOUGH_COINS)).toHaveLength(40);
    expect(app.services.ledger.balance(id)).toBe(0);
  });

  test('debits from 4 processes on one database file never overdraw', async () => {
    const id = await newUser();
    app.services.ledger.credit(id, 100, 'test', `proc-seed:${id}`);
    const tsx = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
    const worker = path.join(__dirname, 'fixtures', 'debit-worker.ts');
    const outs = await Promise.all(
      [0, 1, 2, 3].map((w) =>
        run(tsx, [worker, dataDir, String(id), '10', '13', `w${w}:${id}`], { timeout: 30_000 }),
      ),
    );
    const succeeded = outs.reduce((n, o) => n + Number(o.stdout.trim()), 0);
    expect(succeeded).toBe(10);
    expect(app.services.ledger.balance(id)).toBe(0);
    expect(app.services.ledger.history(id, 100)).toHaveLength(11);
  }, 40_000);

  test('the database refuses a negative balance even from raw SQL', () => {
    expect(() =>
      app.services.db.prepare('UPDATE users SET gold_num = -1 WHERE id = 20003').run(),
    ).toThrow(/CHECK/);
  });
});
