#!/usr/bin/env node
/**
 * `node bench/load/pageStore.mjs`: where should a kept anonymous page live — in each server process, or in
 * PostgreSQL, shared by the fleet? Both must read the catalogue and content version tokens on every request (that is
 * what keeps a copy correct after an edit through any process); a page kept in PostgreSQL must also read the page.
 * On a throwaway PostgreSQL server (scripts/lib/postgresServer.mjs) it measures, with PAGE_STORE_CLIENTS (default 8)
 * connections at a time for PAGE_STORE_SECONDS (default 10) each:
 *   1. the tokens alone (what a page kept in the process costs the database per request);
 *   2. the tokens and the page's HTML from a table keyed by address, in one statement (what a page kept in
 *      PostgreSQL would cost), for PAGE_STORE_KB (default 48: a search or product page's HTML, uncompressed)
 *      and 1,000 kept addresses.
 * A benchmark, not a test: it prints statements a second and p50/p95 ms.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startPostgresServer } from '../../scripts/lib/postgresServer.mjs';
import { percentile } from '../lib/stats.mjs';

const clients = Number(process.env.PAGE_STORE_CLIENTS ?? 8);
const seconds = Number(process.env.PAGE_STORE_SECONDS ?? 10);
const pageKB = Number(process.env.PAGE_STORE_KB ?? 48);
const ADDRESSES = 1000;

const server = await startPostgresServer({ log: () => {} });
const pool = new pg.Pool({ connectionString: server.url, max: clients });
try {
  await pool.query(`
    CREATE TABLE catalogue_version (token text NOT NULL);
    CREATE TABLE content_version (token text NOT NULL);
    INSERT INTO catalogue_version VALUES (md5(random()::text));
    INSERT INTO content_version VALUES (md5(random()::text));
    CREATE TABLE kept_pages (key text PRIMARY KEY, version text NOT NULL, headers jsonb NOT NULL, body bytea NOT NULL);`);
  const body = Buffer.alloc(pageKB * 1000, '<div class="card">A title, an author, a price</div>');
  for (let i = 0; i < ADDRESSES; i += 1) {
    await pool.query(
      `INSERT INTO kept_pages VALUES ($1, (SELECT token FROM catalogue_version) || ':' || (SELECT token FROM content_version), '{"cache-control":"public, s-maxage=60"}', $2)`,
      [`desk https://store.example/search?q=word${i}`, body],
    );
  }
  await pool.query('ANALYZE');
  const tokens = `SELECT (SELECT token FROM catalogue_version) || ':' || (SELECT token FROM content_version) AS version`;
  const kinds = [
    { name: 'tokens (page kept in the process)', run: () => pool.query(tokens) },
    {
      name: `tokens + ${pageKB} kB page (page kept in PostgreSQL)`,
      run: (i) =>
        pool.query(
          `SELECT v.version, k.version = v.version AS fresh, k.headers, k.body FROM (${tokens}) v LEFT JOIN kept_pages k ON k.key = $1`,
          [`desk https://store.example/search?q=word${i % ADDRESSES}`],
        ),
    },
  ];
  console.log(
    `PostgreSQL page store or in-process pages: ${server.version}, ${clients} connections, ${seconds} s each, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const kind of kinds) {
    const times = [];
    let n = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          await kind.run(n++);
          times.push(performance.now() - start);
        }
      }),
    );
    times.sort((a, b) => a - b);
    console.log(
      `  ${kind.name}: ${(times.length / seconds).toFixed(0)} a second, p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
    );
  }
} finally {
  await pool.end();
  server.stop();
}
