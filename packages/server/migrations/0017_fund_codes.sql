-- Fund codes (the library fund paying for a line): the ship-to's list of funds the cart offers, the code set on each
-- cart line, and the code kept on the order line when the order is placed. Optional everywhere: a line without one
-- stays NULL, an account without funds has an empty list.
ALTER TABLE accounts ADD COLUMN IF NOT EXISTS funds jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE cart_entries ADD COLUMN IF NOT EXISTS fund_code text;
ALTER TABLE order_lines ADD COLUMN IF NOT EXISTS fund_code text;
