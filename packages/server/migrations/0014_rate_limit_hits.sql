-- Rate-limit counters shared by every server process on this database, so a fleet of N processes
-- behind a load balancer enforces one limit rather than N (docs/reliability.md). One row per rule and
-- client; a window starts with the client's first request and lasts the rule's length. The server
-- counts with one atomic upsert (http/rateLimitCounters.ts) and purges expired rows now and then.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_expires_idx ON rate_limit_hits (expires_at);
