-- Quotes: a buyer asks the rep's price for titles not sold online to them on a ship-to; staff answer with a unit price
-- per line and the last day it may be accepted; accepting puts the lines in the cart, where each names its quote so it
-- is priced at the quoted price. "expired" is not stored: it is a quoted quote read after expires_on.
CREATE SEQUENCE IF NOT EXISTS quote_number_seq START 1000001;

CREATE TABLE IF NOT EXISTS quotes (
  number text PRIMARY KEY,
  ship_to_account text NOT NULL,
  requested_by text NOT NULL,
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'quoted', 'accepted')),
  note text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  quoted_at timestamptz,
  expires_on date,
  accepted_at timestamptz
);
CREATE INDEX IF NOT EXISTS quotes_ship_to_idx ON quotes (ship_to_account, requested_at DESC);
CREATE INDEX IF NOT EXISTS quotes_status_idx ON quotes (status, requested_at DESC);

CREATE TABLE IF NOT EXISTS quote_lines (
  quote_number text NOT NULL REFERENCES quotes(number) ON DELETE CASCADE,
  line_number integer NOT NULL,
  isbn13 char(13) NOT NULL,
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 9999),
  unit_price numeric(10, 2) CHECK (unit_price >= 0),
  PRIMARY KEY (quote_number, line_number)
);

ALTER TABLE cart_entries ADD COLUMN IF NOT EXISTS quote_number text;
