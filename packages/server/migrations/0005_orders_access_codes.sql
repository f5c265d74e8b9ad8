-- Order history lookups (ORD-01, TRK-01) and the access code checker (ACC-01).

CREATE INDEX IF NOT EXISTS orders_bill_to_idx ON orders (bill_to_account, ship_to_account, order_date DESC);
CREATE INDEX IF NOT EXISTS orders_po_idx ON orders (lower(po_number));
CREATE INDEX IF NOT EXISTS orders_invoice_idx ON orders (invoice_number) WHERE invoice_number IS NOT NULL;

CREATE TABLE access_codes (
  access_code text PRIMARY KEY,
  status text NOT NULL,
  returnable boolean NOT NULL DEFAULT false,
  product_name text NOT NULL,
  registered_to text,
  email text,
  activation_date date,
  refund_eligibility text
);
