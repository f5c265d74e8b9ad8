-- Search answers keep the products they show (issue 18), and a product's answer holds its
-- references (other format, newer edition, bundle components) and catalogue details too: a write
-- to either table now replaces the catalogue version like a write to products (migration 0009), so
-- nothing kept outlives the rows it was read from.

CREATE TRIGGER product_references_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_references
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

CREATE TRIGGER product_catalogue_details_catalogue_version
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_catalogue_details
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
