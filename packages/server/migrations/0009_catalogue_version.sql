-- Search (SRCH-01) keeps the facet counts of searches without text (the whole catalogue, or it
-- narrowed by facets and brand) until the catalogue changes. Every statement that writes products
-- (insert, update, delete, truncate: the seeder and any import) replaces this one row's token in
-- the same transaction, so every server process on the database sees the change with its next
-- search; a search reads the token and computes its counts again when it differs. The token is
-- random (not a counter), so a database restored from a copy never matches counts kept for another.

CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  token text NOT NULL
);
INSERT INTO catalogue_version (id, token) VALUES (true, md5(random()::text || clock_timestamp()::text));

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET token = md5(random()::text || clock_timestamp()::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- Searches without text (browsing) read the first rows of their sort in order instead of sorting
-- every product: one index per sort order of searchProducts.ts (relevance is the title order there).
CREATE INDEX products_title_order_idx ON products (full_title, isbn13);
CREATE INDEX products_title_desc_order_idx ON products (full_title DESC, isbn13);
CREATE INDEX products_date_desc_order_idx ON products (publication_date DESC NULLS LAST, full_title, isbn13);
CREATE INDEX products_date_asc_order_idx ON products (publication_date ASC NULLS LAST, full_title, isbn13);
CREATE INDEX products_price_desc_order_idx ON products (price DESC NULLS LAST, full_title, isbn13);
CREATE INDEX products_price_asc_order_idx ON products (price ASC NULLS LAST, full_title, isbn13);
