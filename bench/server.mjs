/**
 * Child process of `npm run bench`: a fresh embedded database in a temporary folder, migrated and
 * seeded with BENCH_BOOKS books, served by the built `@shelfmark/server` on 127.0.0.1 (a free port).
 * Tells the parent over IPC { type: 'ready', port, ... }; on { type: 'stop' }, on SIGTERM/SIGINT or
 * when the parent goes away, closes the server and the database and deletes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildServer, migrate, openDatabase, seedDatabase } from '@shelfmark/server';

const books = Number(process.env.BENCH_BOOKS);
const send = (message) => process.send?.(message);

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-bench-'));
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
    rmSync(dataDir, { recursive: true, force: true });
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
  let t = performance.now();
  database = await openDatabase({ dataDir });
  const openMs = performance.now() - t;
  t = performance.now();
  await migrate(database);
  const migrateMs = performance.now() - t;
  t = performance.now();
  const summary = await seedDatabase(database, { books });
  const seedMs = performance.now() - t;

  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  // As deployed: the real OIDC sign-in, no request log, no answer re-validation (NODE_ENV=production default).
  app = await buildServer({ database, publicUrl, auth: { mode: 'oidc', env: {} }, logger: false, checkAnswers: false, hostAppDir: null });
  await app.listen({ port, host: '127.0.0.1' });
  send({
    type: 'ready',
    port,
    openMs,
    migrateMs,
    seedMs,
    seeded: { books: summary.books, products: summary.products, users: summary.users, orders: summary.orders },
    rssMB: Math.round(process.memoryUsage().rss / 1048576),
  });
} catch (error) {
  send({ type: 'error', message: error instanceof Error ? error.stack ?? error.message : String(error) });
  await stop(1);
}
