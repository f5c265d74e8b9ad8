-- Look Inside (PDP-01, issue 16): a product's sample pages, each a title and an address ({ title, url }), shown
-- as the product page's Look Inside menu. The seeder gives them to a share of the books.
ALTER TABLE products ADD COLUMN look_inside jsonb NOT NULL DEFAULT '[]'::jsonb;
