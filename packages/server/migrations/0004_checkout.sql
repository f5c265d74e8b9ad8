-- Checkout (issue 4): promo codes and the coupons on a cart, shippers and the cart's shipping,
-- card payments through the provider, the provider simulator's own records, and one order per cart.
-- Helper tables reference carts with ON DELETE CASCADE: placing an order deletes its cart.

CREATE TABLE promo_codes (
  code text PRIMARY KEY,
  description text NOT NULL DEFAULT '',
  percent_off numeric(5, 2) NOT NULL DEFAULT 0 CHECK (percent_off >= 0 AND percent_off <= 100),
  free_shipping boolean NOT NULL DEFAULT false,
  expires_at timestamptz
);

CREATE TABLE cart_coupons (
  cart_code text NOT NULL REFERENCES carts(code) ON DELETE CASCADE,
  code text NOT NULL REFERENCES promo_codes(code) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_code, code)
);

-- Failed promo-code attempts, for the throttle that answers timeLeft (CHK-03).
CREATE TABLE promo_attempts (
  user_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promo_attempts_user_idx ON promo_attempts (user_uid, attempted_at);

CREATE TABLE shippers (
  code text PRIMARY KEY,
  name text NOT NULL,
  cost numeric(10, 2) NOT NULL,
  -- Countries served (ISO 3166-1 alpha-2) and regions within them that are not.
  countries jsonb NOT NULL DEFAULT '[]'::jsonb,
  excluded_regions jsonb NOT NULL DEFAULT '[]'::jsonb,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE cart_shipping (
  cart_code text PRIMARY KEY REFERENCES carts(code) ON DELETE CASCADE,
  shipper_code text NOT NULL REFERENCES shippers(code),
  cost numeric(10, 2) NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);

-- A card payment requested for a cart; the provider's verified result is recorded on it.
CREATE TABLE card_payments (
  transaction_uuid text PRIMARY KEY,
  user_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  cart_code text NOT NULL,
  purchase_order_number text NOT NULL,
  special_shipping_instructions text NOT NULL DEFAULT '',
  amount numeric(12, 2) NOT NULL,
  currency char(3) NOT NULL,
  return_url text NOT NULL,
  status text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN ('REQUESTED', 'ACCEPT', 'DECLINE', 'ERROR')),
  reason_code text,
  message text,
  provider_transaction_id text,
  result_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_payments_cart_idx ON card_payments (user_uid, cart_code, created_at DESC);

-- The provider simulator's ledger: each transaction uuid is processed once.
CREATE TABLE provider_transactions (
  transaction_uuid text PRIMARY KEY,
  reference_number text NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency char(3) NOT NULL,
  decision text NOT NULL,
  reason_code text NOT NULL,
  transaction_id text NOT NULL,
  card_type text,
  card_suffix text,
  processed_at timestamptz NOT NULL DEFAULT now()
);

-- One order per cart: the primary key on cart_code makes a second placement of a cart impossible.
CREATE SEQUENCE web_order_number_seq START 6000001;
CREATE TABLE order_placements (
  cart_code text PRIMARY KEY,
  order_number text NOT NULL UNIQUE REFERENCES orders(order_number) ON DELETE CASCADE,
  user_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  payment_type text NOT NULL CHECK (payment_type IN ('ACCOUNT', 'CARD')),
  transaction_uuid text UNIQUE,
  answer jsonb NOT NULL,
  placed_at timestamptz NOT NULL DEFAULT now()
);
