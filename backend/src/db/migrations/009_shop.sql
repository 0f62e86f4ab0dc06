-- Coin shop, orders, payments, refunds, cards, subscriptions, limited offers (spec 3 §3, §4, §7,
-- §8; docs/CONTRACTS.md "Shop and payment contract"). src/modules/shop and src/modules/payments.
-- Money is integer minor units with its currency (amount 499 + currency 'USD' = $4.99).

-- One row per order. order_no is the order id the client sees (random part: not enumerable).
CREATE TABLE shop_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users (id),
  coin_id INTEGER NOT NULL,
  coin_type INTEGER NOT NULL DEFAULT 0,
  item_name TEXT NOT NULL,
  coins INTEGER NOT NULL CHECK (coins > 0),
  amount INTEGER NOT NULL CHECK (amount > 0),
  currency TEXT NOT NULL,
  country_code TEXT NOT NULL,
  pay_company_code TEXT NOT NULL,
  channel_code TEXT NOT NULL,
  channel_name TEXT NOT NULL,
  -- The provider that really handles it (locally the test provider stands in for all 20).
  provider TEXT NOT NULL,
  provider_ref TEXT UNIQUE,
  status TEXT NOT NULL
    CHECK (status IN ('created', 'pending', 'success', 'failed', 'refunding', 'refunded')),
  offer_id INTEGER,
  subscription_id INTEGER,
  recurring INTEGER NOT NULL DEFAULT 0,
  first_purchase_bonus INTEGER NOT NULL DEFAULT 0,
  coupon_id TEXT,
  trace_id TEXT,
  device_id TEXT,
  card_id INTEGER,
  return_url TEXT,
  -- Billing details; blanked when the account is deleted (the order itself stays for accounting).
  billing_name TEXT,
  billing_email TEXT,
  ledger_entry_id INTEGER,
  fail_reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  paid_at INTEGER
);
CREATE INDEX shop_orders_user ON shop_orders (user_id, id);
CREATE INDEX shop_orders_subscription ON shop_orders (subscription_id, id);

-- Every state change of an order (audit trail; the state machine is in shared-sdk shop/orderState).
CREATE TABLE shop_order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES shop_orders (id),
  from_status TEXT,
  to_status TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX shop_order_events_order ON shop_order_events (order_id, id);

-- Provider notifications already applied: a callback is applied once per provider transaction
-- and event, whatever the number of deliveries (the insert is the idempotency check, in the
-- same transaction as the order change and the ledger credit).
CREATE TABLE shop_provider_events (
  provider TEXT NOT NULL,
  txn_id TEXT NOT NULL,
  event TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES shop_orders (id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, txn_id, event)
);

-- One refund request per order (a second one is refused).
CREATE TABLE shop_refunds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL UNIQUE REFERENCES shop_orders (id),
  user_id INTEGER,
  reason INTEGER NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  email TEXT,
  bill_img_ids TEXT NOT NULL DEFAULT '[]',
  status TEXT NOT NULL
    CHECK (status IN ('processing', 'successful', 'failed', 'refunded', 'coins_credited', 'rejected')),
  message TEXT NOT NULL DEFAULT '',
  debit_entry_id INTEGER,
  reversal_entry_id INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Saved cards: the provider's token and what the user sees; never the number or the CVV.
CREATE TABLE shop_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  provider TEXT NOT NULL,
  token TEXT NOT NULL,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  holder_name TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  deleted_at INTEGER
);
CREATE INDEX shop_cards_user ON shop_cards (user_id, id);

CREATE TABLE shop_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  coin_id INTEGER NOT NULL,
  period TEXT NOT NULL CHECK (period IN ('weekly', 'monthly')),
  coins INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  country_code TEXT NOT NULL,
  channel_code TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelled', 'ended')),
  current_period_end INTEGER NOT NULL,
  cancel_at_period_end INTEGER NOT NULL DEFAULT 0,
  first_order_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER
);
CREATE INDEX shop_subscriptions_user ON shop_subscriptions (user_id, id);

-- Limited coin offers granted to a user (spec 3 §3 webFlashUserSeals). One per user.
CREATE TABLE shop_offer_seals (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users (id),
  coins INTEGER NOT NULL,
  discount INTEGER NOT NULL,
  limit_minutes INTEGER NOT NULL,
  country_code TEXT NOT NULL,
  currency TEXT NOT NULL,
  before_amount INTEGER NOT NULL,
  after_amount INTEGER NOT NULL,
  end_time INTEGER NOT NULL,
  web_flash_version INTEGER NOT NULL,
  used_order_id INTEGER,
  created_at INTEGER NOT NULL
);

-- Refund captchas (getValidateImg): the code's hash, single use, short-lived.
CREATE TABLE shop_captchas (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Receipts uploaded for a refund request (uploadBillImg).
CREATE TABLE shop_bill_images (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id),
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_at INTEGER NOT NULL
);

-- The billing details a user last typed per provider (getPayExtParams); never card data.
CREATE TABLE shop_pay_ext (
  user_id INTEGER NOT NULL REFERENCES users (id),
  pay_company_code TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  ext_fields TEXT NOT NULL DEFAULT '{}',
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, pay_company_code)
);

-- The test payment provider's own books (its sandbox): one row per payment it was asked for.
CREATE TABLE test_provider_payments (
  ref TEXT PRIMARY KEY,
  order_no TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('created', 'pending', 'captured', 'failed', 'refunded')),
  txn_id TEXT NOT NULL UNIQUE,
  method TEXT NOT NULL,
  card_last4 TEXT,
  return_url TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
