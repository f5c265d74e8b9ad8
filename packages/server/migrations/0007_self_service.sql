-- Self-service: registrations in the identity provider, and prices agreed per account.
-- No foreign keys to users / accounts, so the seeder's TRUNCATE of those tables keeps working; it
-- empties these two itself (src/seed/seedDatabase.ts).

-- The identity-provider side of a registration (spec 001 §3 "Registration payload": oktaUser with its
-- profile and one group id). The storefront user itself is a row of users with account_status PENDING.
CREATE TABLE identity_registrations (
  uid text PRIMARY KEY,
  login text NOT NULL,
  group_id text NOT NULL,
  mobile_phone text,
  catalog text NOT NULL CHECK (catalog IN ('shelfmark', 'thorndike')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A discount an account has agreed on the catalogue price (price and availability per account, PNA-01).
-- Accounts without a row pay the catalogue price.
CREATE TABLE account_pricing (
  account_number text PRIMARY KEY,
  discount_percent numeric(5, 2) NOT NULL CHECK (discount_percent >= 0 AND discount_percent < 100)
);
