/**
 * A server process for the crash-safety test: opens the embedded database in the data folder given
 * as argument, migrates, listens on a free 127.0.0.1 port with test sessions, and prints
 * `READY <port>`. SIGTERM closes it cleanly; the test kills it with SIGKILL mid order placement.
 * Run with: NODE_ENV=test node --conditions shelfmark-source --import tsx crashServer.ts <dataDir> <secret>
 */
import { buildServer } from '../../src/buildServer';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/openDatabase';

const [dataDir, secret] = process.argv.slice(2);
if (!dataDir || !secret) throw new Error('usage: crashServer.ts <dataDir> <secret>');

const database = await openDatabase({ dataDir });
await migrate(database);
const app = await buildServer({
  database,
  publicUrl: 'http://127.0.0.1',
  auth: { mode: 'test', secret },
  logger: false,
  rateLimits: [],
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.stdout.write(`READY ${port}\n`);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
