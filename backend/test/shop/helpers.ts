/** Shop test helpers: a user with a session, signed calls to the shop paths, the test provider. */
import type { FastifyInstance } from 'fastify';
import { call, login, type Session } from '../helpers';

export const R = '/thirdPaymentRecon/1';
export const P = '/thirdPayment/1';
export const C = '/usersync/api/users/1';
export const RETURN_URL = 'http://127.0.0.1:8080/payRes';
export const GOOD_CARD = {
  name: 'Ana Lima',
  email: 'ana@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvv: '123',
};

export async function newUser(app: FastifyInstance, countryId?: number): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/dev/api/users',
    payload: { userName: 'Shop Tester', countryId },
  });
  return login(app, (res.json() as { data: { userId: number } }).data.userId);
}

export async function get<T = unknown>(
  app: FastifyInstance,
  s: Session,
  path: string,
  query?: Record<string, string | number>,
) {
  const res = await call(app, path, { session: s, query });
  return res.json() as { code: number; msg: string; data: T };
}

export async function post<T = unknown>(
  app: FastifyInstance,
  s: Session,
  path: string,
  body: unknown,
) {
  const res = await call(app, path, { session: s, body, method: 'POST' });
  return res.json() as { code: number; msg: string; data: T };
}

export async function devPost<T = unknown>(app: FastifyInstance, url: string, payload: unknown) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object });
  return res.json() as { code: number; msg: string; data: T };
}

/** A card order for pack `coinId` in `country` on `provider`. */
export function cardOrder(
  coinId = 2,
  country = 'US',
  provider = 'checkout',
  extra: Record<string, unknown> = {},
) {
  return {
    coinId,
    channelCode: `${provider}:${coinId}:${country}`,
    countryCode: country,
    returnUrl: RETURN_URL,
    payInfo: GOOD_CARD,
    ext: { traceId: 'test+1' },
    ...extra,
  };
}

export interface Placed {
  orderId: string;
  payUrl: string;
  status: string;
  price: number;
  currency: string;
}

export async function place(app: FastifyInstance, s: Session, body: unknown) {
  return post<Placed & { code: number }>(app, s, `${P}/placeOrder`, body);
}

/** The user's choice on the test provider's page (a form post), as a browser would send it. */
export async function choose(app: FastifyInstance, payUrl: string, choice: string) {
  const url = new URL(payUrl).pathname;
  return app.inject({
    method: 'POST',
    url,
    payload: `choice=${choice}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function order(app: FastifyInstance, s: Session, orderId: string) {
  return get<{
    status: string;
    coins: number;
    goldNum: number;
    balanceSeq: number;
    payStatus: number;
    refund: { status: string } | null;
    refundable: boolean;
    refundBlock: string | null;
  }>(app, s, `${P}/getOrderById/${orderId}`);
}

/** Places a card order and pays it on the provider's page; returns the order id. */
export async function buy(app: FastifyInstance, s: Session, coinId = 2, country = 'US') {
  const placed = await place(app, s, cardOrder(coinId, country));
  if (placed.code !== 0) throw new Error(`placeOrder: ${JSON.stringify(placed)}`);
  await choose(app, placed.data.payUrl, 'pay');
  return placed.data.orderId;
}

/** A fresh refund captcha of the user's and its code (read through the test API). */
export async function captchaFor(app: FastifyInstance, s: Session) {
  const img = await get<{ captchaId: string; img: string }>(app, s, `${R}/getValidateImg`);
  const res = await app.inject({
    method: 'GET',
    url: `/dev/api/shop/captcha?captchaId=${img.data.captchaId}`,
  });
  const code = (res.json() as { data: { code: string } }).data.code;
  return { captchaId: img.data.captchaId, captcha: code, img: img.data.img };
}
