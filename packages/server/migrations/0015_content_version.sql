-- Anonymous storefront pages are kept between requests (static/keptPages.ts) until the content or the catalogue
-- changes. Every statement that writes content pages or menus (a publish, the seeder) replaces this one row's token
-- in the same transaction, as catalogue_version's does for products, so every server process on the database sees
-- the change with its next page request. Random, so a database restored from a copy never matches a kept page.

CREATE TABLE content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  token text NOT NULL
);
INSERT INTO content_version (id, token) VALUES (true, md5(random()::text || clock_timestamp()::text));

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET token = md5(random()::text || clock_timestamp()::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER content_pages_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();

CREATE TRIGGER content_menus_content_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
