-- Shelfmark reference server: initial schema. Runs unchanged on PGlite and on PostgreSQL 14+.
-- Applied once, in file-name order, and recorded in schema_migrations (see src/db/migrate.ts).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  uid text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  title text,
  department_name text,
  work_phone text,
  cellphone text,
  store_name text,
  brand text NOT NULL CHECK (brand IN ('shelfmark', 'thorndike')),
  has_purchaser_rights boolean NOT NULL DEFAULT false,
  is_inquiry_only boolean NOT NULL DEFAULT false,
  is_cengage_employee boolean NOT NULL DEFAULT false,
  is_ngl_user boolean NOT NULL DEFAULT false,
  is_international boolean NOT NULL DEFAULT false,
  account_status text NOT NULL DEFAULT 'ACTIVE' CHECK (account_status IN ('ACTIVE', 'PENDING')),
  tier_level text,
  roles jsonb NOT NULL DEFAULT '[]'::jsonb,
  org_unit_uid text,
  org_unit_account_number text,
  default_ship_to_account text,
  default_bill_to_account text,
  current_ship_to_account text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ship-to and bill-to accounts (org units). A parent unit groups ship-tos.
CREATE TABLE accounts (
  account_number text PRIMARY KEY,
  uid text NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SHIP_TO', 'BILL_TO', 'PARENT')),
  active boolean NOT NULL DEFAULT true,
  addresses jsonb NOT NULL DEFAULT '[]'::jsonb,
  parent_uid text,
  intermediate_unit boolean NOT NULL DEFAULT false,
  is_e1_account boolean NOT NULL DEFAULT false,
  e1_account_number text
);

CREATE TABLE user_accounts (
  user_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  account_number text NOT NULL REFERENCES accounts(account_number) ON DELETE CASCADE,
  PRIMARY KEY (user_uid, account_number)
);

CREATE TABLE products (
  isbn13 char(13) PRIMARY KEY,
  code text NOT NULL UNIQUE,
  isbn10 text,
  brand text NOT NULL CHECK (brand IN ('shelfmark', 'thorndike')),
  full_title text NOT NULL,
  name text NOT NULL,
  authors text,
  author_last_name text,
  edition text,
  publication_date date,
  publication_status text,
  copyright_year text,
  binding_format text,
  page_count integer,
  carton_count integer,
  product_group text,
  cl_custom boolean NOT NULL DEFAULT false,
  is_purchasable boolean NOT NULL DEFAULT true,
  is_ecommerce boolean NOT NULL DEFAULT true,
  media_type text NOT NULL,
  product_type text NOT NULL,
  genre text,
  weight numeric(8, 3),
  weight_uom text NOT NULL DEFAULT 'LB',
  publisher_name text,
  imprint text,
  dimensions text,
  description text,
  long_description text,
  feature_benefits jsonb,
  table_of_content text,
  quotes jsonb,
  grade_levels jsonb NOT NULL DEFAULT '[]'::jsonb,
  cat_discipline jsonb NOT NULL DEFAULT '[]'::jsonb,
  non_ecomm_cat_discipline jsonb NOT NULL DEFAULT '[]'::jsonb,
  non_ecomm_cat_section jsonb NOT NULL DEFAULT '[]'::jsonb,
  reading_level text,
  languages jsonb NOT NULL DEFAULT '[]'::jsonb,
  price numeric(10, 2),
  list_price numeric(10, 2),
  stock_level integer NOT NULL DEFAULT 0,
  search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(full_title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(authors, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(publisher_name, '') || ' ' || coalesce(genre, '') || ' ' || coalesce(product_type, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'D')
  ) STORED
);
CREATE INDEX products_search_idx ON products USING gin (search);
CREATE INDEX products_title_trgm_idx ON products USING gin (full_title gin_trgm_ops);
CREATE INDEX products_brand_idx ON products (brand);
CREATE INDEX products_isbn10_idx ON products (isbn10);

-- NEWER_EDITION, OTHER_FORMAT (print <-> ebook), BUNDLE_COMPONENT.
CREATE TABLE product_references (
  source_isbn13 char(13) NOT NULL REFERENCES products(isbn13) ON DELETE CASCADE,
  reference_type text NOT NULL,
  target_isbn13 char(13) NOT NULL REFERENCES products(isbn13) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (source_isbn13, reference_type, target_isbn13)
);
CREATE INDEX product_references_target_idx ON product_references (target_isbn13, reference_type);

CREATE SEQUENCE cart_code_seq START 10000;

CREATE TABLE carts (
  code text PRIMARY KEY,
  user_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  name text,
  saved boolean NOT NULL DEFAULT false,
  ship_to_account text,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX carts_user_idx ON carts (user_uid, saved, created_at DESC);

CREATE TABLE cart_entries (
  cart_code text NOT NULL REFERENCES carts(code) ON DELETE CASCADE,
  entry_number integer NOT NULL,
  isbn13 char(13) NOT NULL REFERENCES products(isbn13),
  quantity integer NOT NULL CHECK (quantity > 0),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_code, entry_number)
);

CREATE TABLE orders (
  order_number text PRIMARY KEY,
  user_uid text NOT NULL REFERENCES users(uid) ON DELETE CASCADE,
  ship_to_account text NOT NULL,
  bill_to_account text NOT NULL,
  internet_reference text,
  po_number text,
  order_date date NOT NULL,
  ship_date_requested date,
  ship_date date,
  ship_status text,
  backorder_quantity integer NOT NULL DEFAULT 0,
  invoice_number text,
  invoice_type text,
  order_type text NOT NULL DEFAULT 'SO',
  custom_type text NOT NULL DEFAULT 'PURCHASES',
  active_flag boolean NOT NULL DEFAULT false,
  is_archived boolean NOT NULL DEFAULT false,
  document_company text,
  payment_type text,
  special_shipping_instructions text,
  subtotal numeric(12, 2) NOT NULL DEFAULT 0,
  taxes numeric(12, 2) NOT NULL DEFAULT 0,
  shipping numeric(12, 2) NOT NULL DEFAULT 0,
  total numeric(12, 2) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_uid, order_date DESC);

CREATE TABLE order_lines (
  order_number text NOT NULL REFERENCES orders(order_number) ON DELETE CASCADE,
  line_number integer NOT NULL,
  isbn13 char(13) NOT NULL,
  title text NOT NULL,
  author text,
  edition text,
  copyright_year text,
  media_type text,
  unit_price numeric(10, 2) NOT NULL,
  quantity_ordered integer NOT NULL,
  quantity_shipped integer NOT NULL DEFAULT 0,
  actual_ship_date date,
  quantity_backordered integer NOT NULL DEFAULT 0,
  quantity_cancelled integer NOT NULL DEFAULT 0,
  tracking_number text,
  ship_via_code text,
  PRIMARY KEY (order_number, line_number)
);

CREATE TABLE kv_store (
  namespace text NOT NULL,
  key text NOT NULL,
  value jsonb,
  expires_at timestamptz,
  PRIMARY KEY (namespace, key)
);
CREATE INDEX kv_store_expires_idx ON kv_store (expires_at) WHERE expires_at IS NOT NULL;
