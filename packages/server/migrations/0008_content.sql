-- CMS content (CMS-01, HDR-01, FTR-01) and the configurable form (FORM-01, FORM-02).
-- Both sites are served from one database: pages and menus are keyed by site (brand).

CREATE TABLE content_pages (
  site text NOT NULL,
  -- A route path ('/cart') or a pattern with one trailing parameter ('/products/:code').
  path text NOT NULL,
  -- The published page document (pageDocumentSchema without `path`/`preview`).
  document jsonb NOT NULL,
  -- The editor's unpublished version, answered in preview mode; NULL when it equals the published one.
  draft jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site, path)
);

CREATE TABLE content_menus (
  site text NOT NULL,
  name text NOT NULL,
  menu jsonb NOT NULL,
  PRIMARY KEY (site, name)
);

-- The stored definition every submission is validated against (never the one the browser sends).
CREATE TABLE content_forms (
  form_id text PRIMARY KEY,
  settings jsonb NOT NULL
);

CREATE TABLE form_submissions (
  id text PRIMARY KEY,
  form_id text NOT NULL REFERENCES content_forms (form_id) ON DELETE CASCADE,
  form_target text,
  site text NOT NULL,
  user_uid text,
  field_values jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_submissions_form_idx ON form_submissions (form_id, created_at);
