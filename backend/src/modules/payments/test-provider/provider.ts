/**
 * The test payment provider: a local stand-in for every provider of spec 3 §2, behaving like a
 * real provider's sandbox. It keeps its own books (table test_provider_payments), hosts a payment
 * page (/stand-in/pay/{ref}: Pay, Decline, Leave pending, Pay with a late callback, Pay with the
 * callback sent five times), and tells the backend what happened through signed notifications
 * (HMAC-SHA256 over the body, header X-Test-Provider-Signature) delivered to
 * POST /payment/notify/test, retried like a real provider when the backend does not answer 200.
 *
 * Test cards (like the sandboxes of real providers): 4000 0000 0000 0002 is declined at once;
 * 4000 0000 0000 9995 is declined for insufficient funds; every other valid number goes to the
 * payment page (where a real provider would run 3-D Secure). Loopback only: see ../standins.ts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../../../db';
import type {
  CreatePaymentInput,
  CreatePaymentResult,
  NotificationEvent,
  PaymentProvider,
  PaymentStatus,
  ProviderNotification,
  ProviderPaymentState,
} from '../provider';
import { cardBrand, cardDigits } from '../../../sdk';

export const TEST_PROVIDER = 'test';
export const SIGNATURE_HEADER = 'x-test-provider-signature';
export const DECLINED_CARD = '4000000000000002';
export const INSUFFICIENT_FUNDS_CARD = '4000000000009995';
/** A refund settles this long after the provider accepted it (sandbox timing). */
export const REFUND_SETTLE_MS = 1_000;
/** Delay of the "late callback" choice (spec: "calls back late"). */
export const LATE_CALLBACK_MS = 5_000;
/** Delivery retries when the backend does not answer 200. */
const RETRY_DELAYS_MS = [500, 2_000, 5_000];

interface Row {
  ref: string;
  order_no: string;
  amount: number;
  currency: string;
  state: ProviderPaymentState;
  txn_id: string;
  method: string;
  card_last4: string | null;
  return_url: string;
  created_at: number;
  updated_at: number;
}

export type PageChoice = 'pay' | 'decline' | 'pending' | 'late' | 'repeat';

/** Sends a notification body to the backend; resolves true when it answered 200. */
export type Deliver = (body: string, signature: string) => Promise<boolean>;

export interface TestProviderOptions {
  db: DB;
  now: () => number;
  /** Webhook secret shared with the backend (derived from the server key: never leaves it). */
  secret: string;
  deliver: Deliver;
}

export interface TestProvider extends PaymentProvider {
  /** What the payment page and the test API do: settle a payment and notify, `times` times. */
  settle(
    ref: string,
    outcome: 'captured' | 'failed' | 'pending',
    o?: { times?: number; delayMs?: number },
  ): Promise<Row | null>;
  /** Resend the current state's notification (a provider retrying, or a duplicate). */
  notifyAgain(ref: string, times: number): Promise<boolean>;
  payment(ref: string): Row | null;
  paymentForOrder(orderNo: string): Row | null;
  /** Refunds fail from now on (true) or succeed (false): the sandbox's refund switch. */
  setRefundsFail(fail: boolean): void;
  /** The next createPayment answers 'unavailable' (the order then answers 500). */
  failNextCreate(): void;
  /** Waits until every scheduled notification was delivered (tests). */
  idle(): Promise<void>;
  close(): void;
}

export function createTestProvider(o: TestProviderOptions): TestProvider {
  const { db, now, secret, deliver } = o;
  const st = {
    get: db.prepare('SELECT * FROM test_provider_payments WHERE ref = ?'),
    byOrder: db.prepare(
      'SELECT * FROM test_provider_payments WHERE order_no = ? ORDER BY created_at DESC LIMIT 1',
    ),
    insert: db.prepare(`INSERT INTO test_provider_payments
      (ref, order_no, amount, currency, state, txn_id, method, card_last4, return_url, created_at, updated_at)
      VALUES (@ref, @order_no, @amount, @currency, @state, @txn_id, @method, @card_last4, @return_url, @now, @now)`),
    setState: db.prepare(
      'UPDATE test_provider_payments SET state = ?, updated_at = ? WHERE ref = ?',
    ),
  };
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  let refundsFail = false;
  let failCreate = false;

  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const get = (ref: string) => (st.get.get(ref) as Row | undefined) ?? null;

  function later(ms: number, fn: () => Promise<unknown>): void {
    if (closed) return;
    let done: () => void = () => undefined;
    const p = new Promise<void>((r) => (done = r));
    inFlight.add(p);
    const t = setTimeout(() => {
      timers.delete(t);
      fn().finally(() => {
        inFlight.delete(p);
        done();
      });
    }, ms);
    timers.add(t);
  }

  /** One delivery with the provider's retries; never throws. */
  async function send(n: ProviderNotification): Promise<boolean> {
    const body = JSON.stringify(n);
    for (let attempt = 0; ; attempt++) {
      if (closed) return false;
      const delivered = await deliver(body, sign(body)).catch(() => false);
      if (delivered) return true;
      const wait = RETRY_DELAYS_MS[attempt];
      if (wait === undefined) return false;
      await new Promise((r) => setTimeout(r, wait));
    }
  }

  function notification(row: Row, event: NotificationEvent): ProviderNotification {
    return {
      event,
      providerRef: row.ref,
      txnId: row.txn_id,
      orderNo: row.order_no,
      amount: row.amount,
      currency: row.currency,
    };
  }

  /** `times` deliveries of one event, all at once (a provider sending duplicates concurrently). */
  async function burst(row: Row, event: NotificationEvent, times: number): Promise<boolean> {
    const results = await Promise.all(
      Array.from({ length: times }, () => send(notification(row, event))),
    );
    return results.every(Boolean);
  }

  const eventOf: Record<'captured' | 'failed' | 'pending', NotificationEvent> = {
    captured: 'payment.succeeded',
    failed: 'payment.failed',
    pending: 'payment.pending',
  };

  const provider: TestProvider = {
    name: TEST_PROVIDER,

    async createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult> {
      if (failCreate) {
        failCreate = false;
        return {
          ok: false,
          reason: 'unavailable',
          message: 'The test provider is unavailable (forced by the test API)',
        };
      }
      const ref = `tp_${randomBytes(12).toString('hex')}`;
      const digits = input.card ? cardDigits(input.card.number) : null;
      const base = {
        ref,
        order_no: input.orderNo,
        amount: input.amount,
        currency: input.currency,
        txn_id: `txn_${randomBytes(10).toString('hex')}`,
        method: input.method,
        card_last4: digits ? digits.slice(-4) : input.cardToken ? input.cardToken.slice(-4) : null,
        return_url: input.returnUrl,
        now: now(),
      };
      if (digits === DECLINED_CARD || digits === INSUFFICIENT_FUNDS_CARD) {
        st.insert.run({ ...base, state: 'failed' });
        return {
          ok: false,
          reason: 'declined',
          providerRef: ref,
          message:
            digits === DECLINED_CARD ? 'Your card was declined' : 'Insufficient funds on the card',
        };
      }
      st.insert.run({ ...base, state: 'created' });
      const card =
        input.card && digits
          ? {
              token: `tok_test_${randomBytes(8).toString('hex')}${digits.slice(-4)}`,
              brand: cardBrand(digits),
              last4: digits.slice(-4),
              expMonth: input.card.expMonth,
              expYear: input.card.expYear,
              fingerprint: createHmac('sha256', secret)
                .update(`card|${digits}`)
                .digest('hex')
                .slice(0, 32),
            }
          : undefined;
      if (input.offSession) {
        // A renewal on a saved card: captured at once, the notification follows.
        const row = get(ref) as Row;
        later(0, () => provider.settle(row.ref, 'captured'));
        return { ok: true, providerRef: ref, redirectUrl: input.returnUrl, card };
      }
      return {
        ok: true,
        providerRef: ref,
        redirectUrl: `${input.origin}/stand-in/pay/${ref}`,
        card,
      };
    },

    async status(ref: string): Promise<PaymentStatus | null> {
      const r = get(ref);
      return r ? { state: r.state, txnId: r.txn_id, amount: r.amount, currency: r.currency } : null;
    },

    async refund(ref: string, amount: number, currency: string) {
      const r = get(ref);
      if (!r || r.state !== 'captured')
        return { accepted: false, message: 'No captured payment to refund' };
      if (r.amount !== amount || r.currency !== currency)
        return { accepted: false, message: 'Refund amount does not match the payment' };
      if (refundsFail) {
        later(REFUND_SETTLE_MS, () => burst(r, 'refund.failed', 1));
        return { accepted: true };
      }
      later(REFUND_SETTLE_MS, async () => {
        st.setState.run('refunded', now(), ref);
        return burst(r, 'refund.succeeded', 1);
      });
      return { accepted: true };
    },

    parseNotification(headers, rawBody) {
      const given = headers[SIGNATURE_HEADER];
      if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
      const expected = Buffer.from(sign(rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
      try {
        const n = JSON.parse(rawBody) as ProviderNotification;
        return typeof n.providerRef === 'string' && typeof n.txnId === 'string' ? n : null;
      } catch {
        return null;
      }
    },

    async settle(ref, outcome, opt = {}) {
      const r = get(ref);
      if (!r) return null;
      // A sandbox does not move a settled payment back (captured stays captured).
      const allowed = r.state === 'created' || (r.state === 'pending' && outcome !== 'pending');
      if (allowed) st.setState.run(outcome, now(), ref);
      const row = get(ref) as Row;
      if (!allowed) return row;
      const times = Math.max(0, Math.min(100, opt.times ?? 1));
      const event = eventOf[outcome];
      if (opt.delayMs) later(opt.delayMs, () => burst(row, event, times));
      else {
        const p = burst(row, event, times);
        inFlight.add(p);
        await p.finally(() => inFlight.delete(p));
      }
      return row;
    },

    async notifyAgain(ref, times) {
      const r = get(ref);
      if (!r) return false;
      const event: NotificationEvent | null =
        r.state === 'captured'
          ? 'payment.succeeded'
          : r.state === 'failed'
            ? 'payment.failed'
            : r.state === 'pending'
              ? 'payment.pending'
              : null;
      if (!event) return false;
      return burst(r, event, Math.max(1, Math.min(100, times)));
    },

    payment: get,
    paymentForOrder: (orderNo) => (st.byOrder.get(orderNo) as Row | undefined) ?? null,
    setRefundsFail: (fail) => void (refundsFail = fail),
    failNextCreate: () => void (failCreate = true),
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
  return provider;
}

/** Maps a page choice to what the provider does. */
export function choiceEffect(c: PageChoice): {
  outcome: 'captured' | 'failed' | 'pending';
  times?: number;
  delayMs?: number;
} {
  switch (c) {
    case 'pay':
      return { outcome: 'captured' };
    case 'decline':
      return { outcome: 'failed' };
    case 'pending':
      return { outcome: 'pending' };
    case 'late':
      return { outcome: 'captured', delayMs: LATE_CALLBACK_MS };
    case 'repeat':
      return { outcome: 'captured', times: 5 };
  }
}
