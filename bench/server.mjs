/**
 * Child process of `npm run bench`: a fresh embedded database in a temporary folder (or, with
 * BENCH_DATABASE_URL, an empty PostgreSQL database), migrated and seeded with BENCH_BOOKS books,
 * served by the built `@shelfmark/server` on 127.0.0.1 (a free port). With BENCH_HOST_APP_DIR it
 * also serves the built storefront from that folder, as `npm start` does.
 *
 * With BENCH_PGLITE_CACHE (a folder) the embedded database is seeded once and reused: when the
 * folder holds a seeded data folder, it is copied into the temporary folder and opened (no seeding);
 * otherwise the fresh database is seeded, closed, copied there and opened again. The runner names
 * the folder after the catalogue size and a hash of the built server and its migrations, so a
 * change to either seeds anew. Either way the tables are analyzed before the server listens.
 * Tells the parent over IPC { type: 'ready', port, ... }; on { type: 'stop' }, on SIGTERM/SIGINT or
 * when the parent goes away, closes the server and the database and deletes the folder.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, migrate, openDatabase, pgliteDir, searchIndexSettled, seedDatabase } from '@shelfmark/server';
import { freePort } from '../scripts/lib/net.mjs';

const books = Number(process.env.BENCH_BOOKS);
const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || null;
const hostAppDir = process.env.BENCH_HOST_APP_DIR?.trim() || null;
const cacheDir = databaseUrl ? null : process.env.BENCH_PGLITE_CACHE?.trim() || null;
const send = (message) => process.send?.(message);

const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'shelfmark-bench-'));
let database = null;
let app = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  try {
    await app?.close();
  } catch {
    /* closing anyway */
  }
  try {
    await database?.close();
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }
}

process.on('message', (message) => {
  if (message?.type === 'stop') void stop(0);
  if (message?.type === 'memory') send({ type: 'memory', rssMB: Math.round(process.memoryUsage().rss / 1048576) });
});
process.on('disconnect', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

try {
  const cachedData = cacheDir ? join(cacheDir, 'pgdata') : null;
  const cachedSummary = cacheDir ? join(cacheDir, 'seeded.json') : null;
  const restored = Boolean(cacheDir && existsSync(join(cachedData, 'PG_VERSION')) && existsSync(cachedSummary));
  let t = performance.now();
  if (restored) cpSync(cachedData, pgliteDir(dataDir), { recursive: true });
  const copyMs = performance.now() - t;
  t = performance.now();
  database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const openMs = performance.now() - t;
  t = performance.now();
  await migrate(database);
  const migrateMs = performance.now() - t;
  let summary;
  let seedMs = 0;
  let cacheMs = 0;
  if (restored) {
    summary = JSON.parse(readFileSync(cachedSummary, 'utf8'));
  } else {
    t = performance.now();
    summary = await seedDatabase(database, { books });
    seedMs = performance.now() - t;
    if (cacheDir) {
      // Closed first, so the copy is a cleanly shut-down data folder; written aside, then renamed.
      t = performance.now();
      await database.close();
      database = null;
      const partial = `${cacheDir}.partial-${process.pid}`;
      rmSync(partial, { recursive: true, force: true });
      cpSync(pgliteDir(dataDir), join(partial, 'pgdata'), { recursive: true });
      writeFileSync(join(partial, 'seeded.json'), JSON.stringify(summary));
      rmSync(cacheDir, { recursive: true, force: true });
      renameSync(partial, cacheDir);
      database = await openDatabase({ dataDir });
      cacheMs = performance.now() - t;
    }
  }

  // Fresh planner statistics, as a deployed database has them: PostgreSQL's autovacuum analyzes the
  // tables a while after the bulk seeding (so, without this, plans changed in the middle of a run),
  // and PGlite, which runs no autovacuum, would plan on default estimates for ever.
  t = performance.now();
  await database.exec('ANALYZE');
  const analyzeMs = performance.now() - t;

  const port = await freePort();
  const serverStart = performance.now();
  const publicUrl = `http://127.0.0.1:${port}`;
  // As deployed: the real OIDC sign-in, no request log, no answer re-validation (NODE_ENV=production default).
  app = await buildServer({
    database,
    publicUrl,
    auth: { mode: 'oidc', env: {} },
    logger: false,
    checkAnswers: false,
    hostAppDir,
    // The bench asks hundreds of searches a minute from one address (the never-seen pass): the per-address limits
    // would answer 429s instead of the searches it measures.
    rateLimits: [],
  });
  await app.listen({ port, host: '127.0.0.1' });
  // The server starts reading its search index as it starts; until it holds it the database answers searches. The
  // searches are measured once it does, and how long the read took is reported beside the start-up figures.
  const searchIndexRead = await searchIndexSettled(database);
  const searchIndexMs = performance.now() - serverStart;
  send({
    type: 'ready',
    port,
    pid: process.pid,
    driver: database.driver,
    restoredFromCache: restored,
    copyMs,
    openMs,
    migrateMs,
    seedMs,
    cacheMs,
    analyzeMs,
    searchIndexRead,
    searchIndexMs,
    seeded: { books: summary.books, products: summary.products, users: summary.users, orders: summary.orders },
    rssMB: Math.round(process.memoryUsage().rss / 1048576),
  });
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? `\ncaused by: ${error.cause.message}` : '';
  send({
    type: 'error',
    message: `${error instanceof Error ? (error.stack ?? error.message) : String(error)}${cause}`,
  });
  await stop(1);
}
