-- Forgiving search (issue 18): accents folded, every index word known with its document count so a
-- mistyped word finds its nearest neighbour ("histroy" → history), and no pending GIN list.

CREATE EXTENSION IF NOT EXISTS unaccent;

-- English stemming with accents folded first: "Zoë Brontë" is indexed and searched as zoe bront.
CREATE TEXT SEARCH CONFIGURATION shelfmark_search (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION shelfmark_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
-- The words as typed (lower case, accents folded, no stemming, no stop words removed): the lexicon.
CREATE TEXT SEARCH CONFIGURATION shelfmark_words (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION shelfmark_words ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

-- The search vector again, with accents folded. DROP + ADD (PostgreSQL before 17 has no SET EXPRESSION).
DROP INDEX IF EXISTS products_search_idx;
ALTER TABLE products DROP COLUMN search;
ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('shelfmark_search', coalesce(full_title, '')), 'A') ||
  setweight(to_tsvector('shelfmark_search', coalesce(authors, '')), 'B') ||
  setweight(to_tsvector('shelfmark_search', coalesce(publisher_name, '') || ' ' || coalesce(genre, '')), 'C') ||
  setweight(to_tsvector('shelfmark_search', coalesce(description, '')), 'D')
) STORED;
-- fastupdate off: a write goes straight into the index. With it on, new rows wait in a pending list
-- that every search reads in full until VACUUM merges it, and PGlite never vacuums.
CREATE INDEX products_search_idx ON products USING gin (search) WITH (fastupdate = off);
ALTER INDEX products_title_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('products_title_trgm_idx'::regclass);

-- The lexicon: every word of a title, author, publisher or genre, with the number of products that
-- have it. Kept by the triggers below in the transaction that writes products, so it is always the
-- catalogue's own, whichever server process (or import) wrote it.
CREATE TABLE search_terms (
  term text COLLATE "C" PRIMARY KEY,
  documents integer NOT NULL
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gist (term gist_trgm_ops);
-- Words whose last product went (a delete or an update), removed at the end of the same statement.
CREATE INDEX search_terms_gone_idx ON search_terms (term) WHERE documents <= 0;

CREATE FUNCTION search_terms_of(title text, authors text, publisher text, genre text) RETURNS text[]
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT tsvector_to_array(to_tsvector('shelfmark_words',
      coalesce(title, '') || ' ' || coalesce(authors, '') || ' ' || coalesce(publisher, '') || ' ' || coalesce(genre, '')))
  $$;

CREATE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS s (term, documents)
    SELECT term, count(*) FROM added, unnest(search_terms_of(full_title, authors, publisher_name, genre)) AS term
    GROUP BY term ORDER BY term
  ON CONFLICT (term) DO UPDATE SET documents = s.documents + excluded.documents;
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_terms_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_terms s SET documents = s.documents - gone.n
    FROM (SELECT term, count(*)::int AS n FROM removed, unnest(search_terms_of(full_title, authors, publisher_name, genre)) AS term
          GROUP BY term) gone
    WHERE s.term = gone.term;
  DELETE FROM search_terms WHERE documents <= 0;
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_terms_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS s (term, documents)
    SELECT term, sum(n)::int FROM (
      SELECT term, 1 AS n FROM added, unnest(search_terms_of(full_title, authors, publisher_name, genre)) AS term
      UNION ALL
      SELECT term, -1 FROM removed, unnest(search_terms_of(full_title, authors, publisher_name, genre)) AS term
    ) d GROUP BY term HAVING sum(n) <> 0 ORDER BY term
  ON CONFLICT (term) DO UPDATE SET documents = s.documents + excluded.documents;
  DELETE FROM search_terms WHERE documents <= 0;
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_terms_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_terms;
  RETURN NULL;
END;
$$;

CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_terms_change();
CREATE TRIGGER products_search_terms_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_remove();
CREATE TRIGGER products_search_terms_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_clear();

INSERT INTO search_terms (term, documents)
  SELECT term, count(*) FROM products, unnest(search_terms_of(full_title, authors, publisher_name, genre)) AS term GROUP BY term;
