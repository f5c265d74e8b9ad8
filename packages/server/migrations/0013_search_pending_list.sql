-- The search indexes' pending list (issue 18). A GIN index collects new rows in a pending list that
-- every search reads in full until the list is merged into the index: by VACUUM (PGlite never runs
-- it), or when the list passes gin_pending_list_limit (4 MB by default, about 500 pages read by
-- every search of a freshly seeded embedded database). Migration 0010 turned the list off; that made
-- seeding 10,000 books take 65 % more CPU (16.2 s against 9.8 s). A 256 kB list keeps bulk writes
-- batched (10.3 s) and what a search reads extra to at most 32 pages.

ALTER INDEX products_search_idx SET (fastupdate = on, gin_pending_list_limit = 256);
ALTER INDEX products_title_trgm_idx SET (fastupdate = on, gin_pending_list_limit = 256);
