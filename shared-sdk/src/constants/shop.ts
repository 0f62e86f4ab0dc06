/**
 * Coin shop, limited offers and payments (spec 3 §2 "Shop and payment pages", §3, §4 "Limited
 * offer" and "Payment results", §5, §7, §8, §9). Values the spec gives cite it; the rest are this
 * project's choices (docs/CONTRACTS.md "Shop and payment contract"), kept here so the backend
 * and the web app read the same numbers.
 */

/** spec 3 §7 "Shop and payment (base version 1)": path prefixes of the shop's calls. */
export const SHOP_API_VERSION = 1;
export const SHOP_PATHS = {
  /** Coin packs, orders list, refunds, captcha, bill images (thirdPaymentRecon). */
  recon: `/thirdPaymentRecon/${SHOP_API_VERSION}`,
  /** Order placement and order lookup, provider-specific calls (thirdPayment). */
  pay: `/thirdPayment/${SHOP_API_VERSION}`,
  /** Saved cards: `{cards}/{userId}/cardList`, `{cards}/{userId}/deleteCard`. */
  cards: `/usersync/api/users/${SHOP_API_VERSION}`,
  /** iDEAL issuers (spec 3 §7 "GET ideal paymentMethod"). */
  ideal: `/payment/api/payments/ideal/${SHOP_API_VERSION}`,
} as const;

// ---- order placement codes (spec 3 §8 "Order placement") ----
/** spec 3 §8 — data.code: pay channel unavailable, order aborted. */
export const ORDER_CHANNEL_UNAVAILABLE = [20001, 20002] as const;
/** spec 3 §8 — special deal already used. */
export const ORDER_DEAL_USED = 10097;
/** spec 3 §8 — code 500: pay failed, retry; confirm reloads. */
export const ORDER_PAY_FAILED = 500;
/** spec 3 §8 — data.code: subscribed already, confirm reloads. */
export const ORDER_SUBSCRIBED = 30001;
/** spec 3 §8 — data.code: payment info incorrect, confirm reloads. */
export const ORDER_INFO_INCORRECT = 400;
/** spec 3 §8 — order success code. */
export const ORDER_OK = 0;

// ---- packs, offers and refunds ----
/** spec 3 §3, §9 — rcpCoinCountry.coinType: 1 is the discounted (limited offer) pack (spec 3 §9 "Discounted pack coinType 1"). */
export const COIN_TYPE = { normal: 0, discounted: 1, subscription: 2 } as const;

/** spec 3 §3 "Subscription packages are weekly or monthly". */
export const SUBSCRIPTION_PERIODS = ['weekly', 'monthly'] as const;
export type SubscriptionPeriod = (typeof SUBSCRIPTION_PERIODS)[number];

/** spec 3 §3 "first-purchase bonus": extra coins on the first pack (project's figure). */
export const FIRST_PURCHASE_BONUS_PERCENT = 50;

/** Order states (spec 3 §4 "Payment results"; the moves are in shop/orderState.ts). */
export const ORDER_STATUSES = [
  'created',
  'pending',
  'success',
  'failed',
  'refunding',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** spec 3 §4 "Payment results": refund order states. */
export const REFUND_STATUSES = [
  'processing',
  'successful',
  'failed',
  'refunded',
  'coins_credited',
  'rejected',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** spec 3 §4 "Payment results": what the result page shows. */
export const PAY_RESULT_STATES = ['success', 'failed', 'pending', 'processing'] as const;
export type PayResultState = (typeof PAY_RESULT_STATES)[number];

/**
 * Refund reasons (spec 3 §2 "refunds (reasons …)"; the list is the project's). Reason 1 asks the
 * provider whether the money arrived (coins credited, or the request is rejected); the others ask
 * for the money back.
 */
export const REFUND_REASONS = [
  { code: 1, key: 'coinsNotReceived', text: 'I paid but did not get my coins' },
  { code: 2, key: 'chargedTwice', text: 'I was charged twice' },
  { code: 3, key: 'byMistake', text: 'I bought it by mistake' },
  { code: 4, key: 'unauthorised', text: 'I did not make this purchase' },
  { code: 5, key: 'other', text: 'Another reason' },
] as const;
export const REFUND_REASON_COINS_NOT_RECEIVED = 1;

/** spec 3 §5 "Captcha required for refund reporting": characters in the picture (digits). */
export const CAPTCHA_LENGTH = 4;
/** Captcha lifetime (project's choice). */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/**
 * Captcha attempts (project's limits, backend/README.md "Security model"): one answer per picture;
 * per user at most CAPTCHA_MAX_FAILS wrong answers and CAPTCHA_IMAGES_MAX new pictures in
 * CAPTCHA_LIMIT_WINDOW_MS (then SHOP_CODES.captchaLocked with the wait).
 */
export const CAPTCHA_MAX_FAILS = 5;
export const CAPTCHA_IMAGES_MAX = 20;
export const CAPTCHA_LIMIT_WINDOW_MS = 15 * 60 * 1000;
/** Refund description: same limit as report details (spec 3 §5, §9: 200). */
export const REFUND_DESCRIPTION_MAX = 200;
/** Bill images attached to one refund request (project's choice); each ≤ IMAGE_MAX_BYTES. */
export const BILL_IMAGES_MAX = 3;

/** spec 3 §5 — card form limits (project's figures where the spec gives none). */
export const CARD_LIMITS = {
  numberMinDigits: 12,
  numberMaxDigits: 19,
  holderNameMax: 60,
  billingEmailMax: 100,
} as const;

/** Result page: waiting for the provider, with countdown (spec 3 §4; 60 s is the project's). */
export const PAY_RESULT_COUNTDOWN_S = 60;
/** Result page asks for the order's state this often while waiting (project's choice). */
export const PAY_RESULT_POLL_MS = 2_000;
/** Refund status page refresh while the refund is not final (project's choice). */
export const REFUND_STATUS_POLL_MS = 2_000;

/** spec 3 §9 — limited coin offer only when the flash version equals 2 (mobile). */
export const LIMITED_OFFER_FLASH_VERSION = 2;
/** spec 3 §9 — discounted pack coins on the checkout card channel. */
export const DISCOUNTED_PACK_COINS = 299;
/** spec 3 §9 — shop bubble mentions up to 20 % extra coins. */
export const SHOP_EXTRA_COINS_PERCENT = 20;
/** spec 3 §9 — refund guarantee in one string (hours). */
export const REFUND_GUARANTEE_HOURS = 72;
/** spec 3 §9 — refund window in the other strings (days). */
export const REFUND_WINDOW_DAYS = 14;
/** spec 2 §9; spec 3 §4 — shown discount is 100 minus the discount. */
export const DISCOUNT_BASE = 100;
/** spec 3 §9 — payment spinner hides after 2 s. */
export const PAYMENT_SPINNER_HIDE_MS = 2_000;
/** spec 3 §9 — countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1_000;
/** Limited offer (spec 3 §3, §4): the campaign's length and price (project's figures). */
export const LIMITED_OFFER_MINUTES = 60;
/** spec 3 §4: stored discount value; the page shows 100 minus it ("40% off"). */
export const LIMITED_OFFER_DISCOUNT = 60;

/** spec 3 §2 "Install, push, offers": routes whose pages show the offer countdown bubble. */
export const OFFER_BUBBLE_ROUTES = ['LivCam', 'GoddessWall', 'MessagePage', 'FriendsPage'] as const;
/** spec 3 §2: routes where the coin popup may show. */
export const COIN_POPUP_ROUTES = [
  'GoddessWall',
  'CardPage',
  'SearchPage',
  'LivCam',
  'FriendPage',
  'MessagePage',
] as const;

/** Placing orders: at most this many unfinished orders per user in 10 minutes (project's). */
export const OPEN_ORDERS_MAX = 10;
export const OPEN_ORDERS_WINDOW_MS = 10 * 60 * 1000;
/**
 * Limited offer (spec 3 §8 code 10097, "already used this special deal"): placing the discounted
 * order reserves the offer for this long (project's figure), so one open order at a time can
 * hold it; a failed order releases it at once. The first of its orders to be paid uses it.
 */
export const OFFER_RESERVATION_MS = 30 * 60 * 1000;

/**
 * Shop error codes the spec does not show (project's choice; spec 3 §8's are ORDER_* above).
 * Each has a message in the backend and a text in mfe-shop.
 */
export const SHOP_CODES = {
  /** The order cannot be refunded (not paid, outside 14 days, not the last recurring one). */
  notRefundable: 47001,
  /** A refund for this order was already requested. */
  refundExists: 47002,
  /** No captcha given. */
  captchaMissing: 47003,
  /** Captcha wrong or expired. */
  captchaWrong: 47004,
  /** Too many wrong captcha answers or new pictures for now (`data.waitSeconds`). */
  captchaLocked: 47009,
  /** The order's coins were already spent: the money cannot be returned. */
  coinsSpent: 47005,
  /** Too many unfinished orders. */
  tooManyOrders: 47006,
  /** Bill image refused (not a JPEG, PNG or WebP picture, or over 5M). */
  photoNotApproved: 47007,
  /** Subscription or card not found (or not the caller's). */
  notFound: 47008,
  /** The limited offer has ended. */
  offerEnded: 10098,
} as const;

// ---- providers and regions (spec 3 §2, "Localisation") ----
/** spec 3 §2 "Shop and payment pages" — payment providers with their own pages. */
export const PAYMENT_PROVIDERS = [
  'giropay',
  'ideal',
  'checkout',
  'payermax',
  'codapay',
  'livpay',
  'pagsmile',
  'paydibs',
  'payssion',
  'klarna',
  'cpay',
  'dlocal',
  'xendit',
  'rapyd',
  'pingpong',
  'stripe',
  'thunes',
  'jindou',
  'onerway',
  'qart',
] as const;
/** spec 3 "Localisation" — countries grouped as GL. */
export const GL_COUNTRIES = ['IR', 'SY', 'CN', 'SG'] as const;
/** ISO 4217 minor-unit exponents of the currencies the shop sells in. */
export const CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  TRY: 2,
  BRL: 2,
  MXN: 2,
  COP: 2,
  INR: 2,
  IDR: 2,
  PHP: 2,
  VND: 0,
  THB: 2,
  JPY: 0,
  UAH: 2,
  MYR: 2,
};

type Provider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * spec 3 "Localisation": "A fixed country list controls which payment options appear … payment
 * company lists differ by region". Shop country codes (GL for IR, SY, CN, SG; MYC/MYNC as MY)
 * per provider; 'all' = every country. The list itself is the project's.
 */
export const PROVIDER_COUNTRIES: Readonly<Record<Provider, 'all' | readonly string[]>> = {
  checkout: 'all',
  stripe: 'all',
  livpay: 'all',
  giropay: ['DE'],
  ideal: ['NL'],
  klarna: ['DE', 'NL', 'GB', 'US', 'FR', 'ES'],
  payermax: ['TR', 'ID', 'PH', 'TH', 'VN', 'BR', 'MX'],
  codapay: ['ID', 'PH', 'TH', 'VN', 'MY'],
  pagsmile: ['BR', 'MX', 'CO'],
  paydibs: ['MY'],
  payssion: ['TR', 'UA', 'JP'],
  cpay: ['GL'],
  dlocal: ['BR', 'MX', 'CO', 'IN', 'TR', 'ID'],
  xendit: ['ID', 'PH'],
  rapyd: ['GB', 'NL', 'DE', 'FR', 'ES', 'JP', 'PH'],
  pingpong: ['US', 'GB'],
  thunes: ['PH', 'ID', 'VN', 'TH'],
  jindou: ['GL'],
  onerway: ['US', 'GB', 'NL', 'DE', 'FR', 'ES'],
  qart: ['IN'],
};

/** How a provider is paid: card form, wallet, bank redirect, local method (project's). */
export const PROVIDER_KIND: Readonly<Record<Provider, 'card' | 'wallet' | 'bank' | 'local'>> = {
  checkout: 'card',
  stripe: 'card',
  onerway: 'card',
  pingpong: 'card',
  livpay: 'wallet',
  giropay: 'bank',
  ideal: 'bank',
  klarna: 'bank',
  payermax: 'local',
  codapay: 'local',
  pagsmile: 'local',
  paydibs: 'local',
  payssion: 'local',
  cpay: 'local',
  dlocal: 'local',
  xendit: 'local',
  rapyd: 'bank',
  thunes: 'local',
  jindou: 'local',
  qart: 'local',
};

/** spec 3 §2 "Labels for Apple pay and Google Pay exist": wallet labels on card channels. */
export const WALLET_LABELS = { applePay: 'Apple Pay', googlePay: 'Google Pay' } as const;

/** spec 3 "Localisation": countries grouped as GL buy from the GL price list. */
export const SHOP_GLOBAL_COUNTRY = 'GL';
