import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/buildServer';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';

/**
 * On the embedded database only (scripts/postgres/run-server-tests.mjs leaves this file
 * out: PostgreSQL runs its queries in its own processes): PGlite ran each query's WebAssembly on the server's
 * thread, so site configuration, which needs no database, waited for whatever query was running (p95 212–334 ms
 * at 2× and 5× the capacity). In its worker thread the queries run beside the thread that answers.
 */
describe('the store on the embedded database in its worker thread', () => {
  const SECRET = 'load-shedding-test-secret-2';
  let db: FreshDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    if (process.env.SHELFMARK_TEST_DATABASE_URL)
      throw new Error(
        'This file is about the embedded database (PGlite) only: run it without SHELFMARK_TEST_DATABASE_URL.',
      );
    db = await freshDatabase({ worker: true });
    app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: SECRET },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await db?.cleanup();
  });

  it('answers /api/site-config, again and again, while a long query is still running on the database', async () => {
    expect(db.database.inWorker).toBe(true);
    // Seconds of work in one query: on the server's thread nothing else would be read until it ended.
    let longQueryDone = false;
    const longQuery = db.database
      .query<{ n: number }>(sql`SELECT count(*)::int AS n FROM generate_series(1, 3000000)`)
      .then((rows) => {
        longQueryDone = true;
        return rows;
      });
    for (let i = 0; i < 3; i += 1) {
      const config = await fetch(`${baseUrl}/api/site-config`, { headers: { accept: 'application/json' } });
      expect(config.status).toBe(200);
      await config.arrayBuffer();
      expect(longQueryDone).toBe(false);
    }
    expect(await longQuery).toEqual([{ n: 3_000_000 }]);
  });
});
