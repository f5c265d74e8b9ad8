import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';

/** One counted request: how many the client has sent in the current window, and how long that window still runs. */
export interface Hit {
  hits: number;
  ttlMs: number;
}

/**
 * Fixed-window request counters. A window starts with a client's first request and lasts `windowMs`;
 * the next request after it starts a new one. `hit` counts the request and answers the count so far,
 * in one step, so two requests at once never both read the same count.
 */
export interface HitCounter {
  hit(key: string, windowMs: number): Promise<Hit>;
}

/** Counters in this process only: one server, or tests without a database. */
export function createMemoryHitCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  let nextSweep = now() + 60_000;
  return {
    async hit(key, windowMs) {
      const at = now();
      if (at >= nextSweep) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
        nextSweep = at + 60_000;
      }
      let current = windows.get(key);
      if (!current || current.endsAt <= at) {
        current = { hits: 0, endsAt: at + windowMs };
        windows.set(key, current);
      }
      current.hits += 1;
      return { hits: current.hits, ttlMs: current.endsAt - at };
    },
  };
}

/** How often one process deletes the windows that have ended (any process may; the others find nothing). */
const PURGE_EVERY_MS = 60_000;

/**
 * Counters in the `rate_limit_hits` table, shared by every process on the database: behind a load
 * balancer, N processes enforce one limit, not N. Each request is one upsert: the row lock of
 * INSERT … ON CONFLICT … DO UPDATE orders requests at once, and the database's clock decides when a
 * window ends, so processes whose clocks differ still agree.
 */
export function createDbHitCounter(database: Pick<Database, 'query'>, now: () => number = Date.now): HitCounter {
  let nextPurge = now() + PURGE_EVERY_MS;
  const purge = () => {
    nextPurge = now() + PURGE_EVERY_MS;
    database
      .query(sql`DELETE FROM rate_limit_hits WHERE expires_at <= clock_timestamp()`)
      .catch(() => undefined /* the next purge tries again; a closed database has nothing left to purge */);
  };
  return {
    async hit(key, windowMs) {
      if (now() >= nextPurge) purge();
      const rows = await database.query<{ hits: number; ttl_ms: number }>(sql`
        INSERT INTO rate_limit_hits AS r (key, hits, expires_at)
        VALUES (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.expires_at <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
          expires_at = CASE WHEN r.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE r.expires_at END
        RETURNING hits, GREATEST(0, EXTRACT(EPOCH FROM (expires_at - clock_timestamp())) * 1000)::float8 AS ttl_ms`);
      const row = rows[0]!;
      return { hits: Number(row.hits), ttlMs: Number(row.ttl_ms) };
    },
  };
}
