/**
 * Child process of `npm run bench:load`: the server as deployed behind a reverse proxy (trustProxy:
 * each simulated buyer comes from its own address, so per-address sign-in limits apply to each one),
 * on a fresh embedded database in a temporary folder or, with LOAD_DATABASE_URL, on a new database
 * created on that PostgreSQL server for the run (and dropped after it). Seeded with BENCH_BOOKS
 * books plus LOAD_EXTRA_BUYERS purchasers `load-<n>@shelfmark.test` (password DEMO_PASSWORD),
 * copies of the demo buyer with the same library-system accounts: colleagues ordering for one
 * library system. Says { type: 'ready', port, pid, ... } over IPC; answers { type: 'memory' } with
 * its resident set; on { type: 'stop' }, SIGTERM/SIGINT or when the parent goes away, closes the
 * server and the database and deletes the folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildServer, migrate, openDatabase, seedDatabase } from '@shelfmark/server';
import { freePort } from '../../scripts/lib/net.mjs';

const books = Number(process.env.BENCH_BOOKS);
const extraBuyers = Number(process.env.LOAD_EXTRA_BUYERS ?? 0);
const serverUrl = process.env.LOAD_DATABASE_URL?.trim() || null;
const runDatabase = `shelfmark_load_${process.pid}`;
const send = (message) => process.send?.(message);

/** The built host app whose server entry renders the pages the run asks for; null (API only) when it is not built. */
function hostAppDir() {
  const dir = resolve(
    process.env.LOAD_HOST_APP_DIR?.trim() ||
      join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'examples', 'host-app', 'dist'),
  );
  return existsSync(join(dir, 'server', 'entry-server.js')) ? dir : null;
}

const dataDir = serverUrl ? null : mkdtempSync(join(tmpdir(), 'shelfmark-load-'));

/** Runs one statement on the PostgreSQL server's own database (CREATE / DROP DATABASE). */
async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let created = false;
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
    await statsClient?.end().catch(() => undefined);
    await database?.close();
    if (created) await onServer(`DROP DATABASE IF EXISTS ${runDatabase} WITH (FORCE)`);
  } catch (error) {
    console.error(
      `Could not drop the run's database ${runDatabase}: ${error instanceof Error ? error.message : error}`,
    );
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving this run's database (from /proc, Linux
 * only; a backend that has exited no longer counts), or null on the embedded database.
 */
let statsClient = null;
async function databaseCpuSeconds() {
  if (!serverUrl || !database) return null;
  if (!statsClient) {
    statsClient = new pg.Client({ connectionString: serverUrl });
    await statsClient.connect();
  }
  const { rows } = await statsClient.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [runDatabase],
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // Fields after the command name: state is 3rd, utime 14th and stime 15th of the whole line.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks / 100; // USER_HZ
}

process.on('message', (message) => {
  if (message?.type === 'stop') void stop(0);
  if (message?.type === 'memory') {
    const { rss, heapUsed } = process.memoryUsage();
    const { user, system } = process.cpuUsage();
    void databaseCpuSeconds()
      .catch(() => null)
      .then((dbCpuSeconds) =>
        send({
          type: 'memory',
          rssMB: Math.round(rss / 1048576),
          heapMB: Math.round(heapUsed / 1048576),
          cpuSeconds: (user + system) / 1e6,
          dbCpuSeconds,
        }),
      );
  }
});
process.on('disconnect', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

/** The demo buyer's row and account links, copied for `load-1…n@shelfmark.test` (same password hash). */
const addBuyersSql = (n) => `
  INSERT INTO users
    SELECT (jsonb_populate_record(u, jsonb_build_object(
      'uid', 'load-' || g || '@shelfmark.test', 'email', 'load-' || g || '@shelfmark.test',
      'first_name', 'Load', 'last_name', 'Buyer ' || g))).*
    FROM users u, generate_series(1, ${n}) g WHERE u.uid = 'buyer@shelfmark.test';
  INSERT INTO user_accounts (user_uid, account_number)
    SELECT 'load-' || g || '@shelfmark.test', ua.account_number
    FROM user_accounts ua, generate_series(1, ${n}) g WHERE ua.user_uid = 'buyer@shelfmark.test';`;

try {
  let t = performance.now();
  let databaseUrl = null;
  if (serverUrl) {
    await onServer(`CREATE DATABASE ${runDatabase}`);
    created = true;
    const url = new URL(serverUrl);
    url.pathname = `/${runDatabase}`;
    databaseUrl = url.href;
  }
  database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const openMs = performance.now() - t;
  t = performance.now();
  await migrate(database);
  const summary = await seedDatabase(database, { books });
  if (extraBuyers > 0) await database.exec(addBuyersSql(Math.floor(extraBuyers)));
  const seedMs = performance.now() - t;

  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  // As deployed: the real OIDC sign-in, no request log, no answer re-validation (NODE_ENV=production default).
  app = await buildServer({
    database,
    publicUrl,
    auth: { mode: 'oidc', env: {} },
    logger: false,
    checkAnswers: false,
    // The storefront's server-rendered pages when the host app is built (LOAD_HOST_APP_DIR, else its dist folder).
    hostAppDir: hostAppDir(),
    trustProxy: true,
  });
  await app.listen({ port, host: '127.0.0.1' });
  send({
    type: 'ready',
    port,
    pid: process.pid,
    driver: database.driver,
    hostApp: hostAppDir(),
    openMs,
    seedMs,
    seeded: {
      books: summary.books,
      products: summary.products,
      users: summary.users + extraBuyers,
      orders: summary.orders,
    },
    rssMB: Math.round(process.memoryUsage().rss / 1048576),
  });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await stop(1);
}
