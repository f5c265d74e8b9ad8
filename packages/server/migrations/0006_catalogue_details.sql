-- The non-ecommerce catalogue page's fields (spec 002 §3 "Product (non-ecommerce)", NECP-01):
-- audiences, content type, the links to the product on the first brand's platform ({product}Links)
-- and the collections the product is included in (includedInProducts.entry). One row per product
-- that has any of them; books have none. The seeder empties it with products (seedDatabase.ts).
CREATE TABLE product_catalogue_details (
  isbn13 char(13) PRIMARY KEY REFERENCES products(isbn13) ON DELETE CASCADE,
  -- ["Academic", "Public libraries"]
  audiences jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(audiences) = 'array'),
  -- ["Articles", "Primary documents"]
  content_types jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(content_types) = 'array'),
  -- [{"url": "https://..."}]
  platform_links jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(platform_links) = 'array'),
  -- [{"key": "research-complete", "value": "Research Complete Collection"}], in display order
  included_collections jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(included_collections) = 'array'),
  -- Image id for the image service (the product's own ISBN-13 when null).
  epi text
);
