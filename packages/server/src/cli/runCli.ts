import { createServer } from 'node:net';
import { DataDirLockedError } from '../db/dataDirLock';
import { migrate } from '../db/migrate';
import { openDatabase, type Database } from '../db/openDatabase';
import { DEMO_USERS } from '../seed/demo';
import { isEmpty, seedDatabase, type SeedSummary } from '../seed/seedDatabase';
import { readServerConfig, readServerEnv, type ServerConfig, type ServerEnv } from '../config/readServerConfig';
import { fastifyTrustProxy } from './trustProxy';

export { readServerEnv, type ServerEnv };

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const describeSummary = (s: SeedSummary) =>
  `${s.books.toLocaleString('en-US')} books (${s.products.toLocaleString('en-US')} products), ${s.users} users, ` +
  `${s.accounts} accounts, ${s.orders} orders in ${(s.ms / 1000).toFixed(1)} s`;

async function open(env: ServerEnv, log: (line: string) => void): Promise<Database> {
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  const applied = await migrate(database);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  return database;
}

const where = (env: ServerEnv) =>
  env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${env.dataDir}`;

/** The longest a stopping server waits for its requests in flight (a load balancer's drain is shorter). */
const SHUTDOWN_TIMEOUT_MS = 30_000;

async function serve(config: ServerConfig, args: string[], log: (line: string) => void): Promise<void> {
  const env = config.server;
  const database = await open(env, log);
  // Processes started together on an empty database: one seeds, the others wait and find it seeded.
  if (!args.includes('--no-seed'))
    await database.exclusive('shelfmark:first-seed', async () => {
      if (!(await isEmpty(database))) return;
      log(`First run: seeding the demo data (${env.seedBooks.toLocaleString('en-US')} books)…`);
      log(`Seeded ${describeSummary(await seedDatabase(database, { books: env.seedBooks }))}.`);
    });
  const port = env.port === 0 ? await freePort() : env.port;
  const publicUrl = env.publicUrl ?? `http://localhost:${port}`;
  // Loaded only now, so a refused start (locked data folder) fails fast.
  const { buildServer } = await import('../buildServer');
  const { rateLimitsWithSignIn } = await import('../http/rateLimits');
  const app = await buildServer({
    config,
    database,
    publicUrl,
    site: env.site,
    hostAppDir: env.hostAppDir,
    logger: { level: env.logLevel },
    trustProxy: fastifyTrustProxy(env.trustProxy),
    corsOrigins: env.corsOrigins,
    allowedHosts: env.allowedHosts,
    rateLimits: rateLimitsWithSignIn(env.signInLimit),
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`\n${signal}: stopping the Shelfmark server…`);
    // app.close() stops taking connections (the balancer's checks of /readyz then fail) and waits for
    // the requests in flight; one that never ends must not keep a stopping process alive for ever.
    setTimeout(() => {
      log(`${signal}: requests still running after ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting without them.`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  try {
    await app.listen({ port, host: env.host });
  } catch (error) {
    await database.close();
    throw error;
  }
  log('');
  log(`Shelfmark (${env.site}) is running at ${publicUrl}`);
  log(`Data: ${where(env)}`);
  log('Demo users (password for all: shelfmark):');
  for (const user of DEMO_USERS) log(`  ${user.email.padEnd(24)} ${user.role}`);
  log('Stop with Ctrl+C.');
}

async function seed(env: ServerEnv, args: string[], log: (line: string) => void): Promise<void> {
  const booksArg = args.find((a) => a.startsWith('--books='));
  const books = booksArg ? readServerEnv({ SHELFMARK_SEED_BOOKS: booksArg.slice(8) }).seedBooks : env.seedBooks;
  const database = await open(env, log);
  try {
    log(
      `Reseeding ${where(env)}: replacing users, catalogue, carts and orders (${books.toLocaleString('en-US')} books)…`,
    );
    log(`Seeded ${describeSummary(await seedDatabase(database, { books }))}.`);
  } finally {
    await database.close();
  }
}

const USAGE = `Usage: shelfmark-server [serve|seed|migrate] [--no-seed] [--books=N]
  serve    migrate, seed on first run, then serve on PORT (default)
  seed     replace all demo data (refused while a server holds the data folder)
  migrate  apply pending migrations and exit`;

/**
 * The CLI behind `npm start` / `npm run seed` and the `shelfmark-server` bin. Returns the exit code,
 * or null while `serve` keeps running (it exits on SIGINT/SIGTERM). Errors are printed as one clear
 * line (a locked data folder names its holder's pid).
 */
export async function runCli(args: string[], log: (line: string) => void = console.log): Promise<number | null> {
  const [command = 'serve', ...rest] = args[0]?.startsWith('--') ? ['serve', ...args] : args;
  try {
    const config = readServerConfig();
    const env = config.server;
    if (command === 'serve') {
      await serve(config, rest, log);
      return null;
    }
    if (command === 'seed') await seed(env, rest, log);
    else if (command === 'migrate') await (await open(env, log)).close();
    else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${command === 'seed' ? 'Cannot reseed: ' : 'Cannot start: '}${error.message}`);
      return 1;
    }
    console.error(`shelfmark-server ${command} failed: ${(error as Error).message}`);
    return 1;
  }
}
