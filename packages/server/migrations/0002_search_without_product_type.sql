-- The product type (eBook / Print Book) made the two editions of one title rank differently for
-- the same words; it is a facet, not search text. Rebuild the generated column without it.
-- DROP + ADD rather than ALTER ... SET EXPRESSION, which PostgreSQL before 17 lacks.

DROP INDEX IF EXISTS products_search_idx;
ALTER TABLE products DROP COLUMN search;
ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce(full_title, '')), 'A') ||
  setweight(to_tsvector('english', coalesce(authors, '')), 'B') ||
  setweight(to_tsvector('english', coalesce(publisher_name, '') || ' ' || coalesce(genre, '')), 'C') ||
  setweight(to_tsvector('english', coalesce(description, '')), 'D')
) STORED;
CREATE INDEX products_search_idx ON products USING gin (search);
