import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { loadMigrations } from '../db/migrate';

export interface HealthOptions {
  database: Database;
  /** True while the server refuses every new database request (load shedding's queue is full). */
  sheddingEverything?: () => boolean;
  /** How long the database may take to answer the readiness query. @default 2000 */
  databaseTimeoutMs?: number;
}

/** Why a process is not ready, as /readyz says it. */
export type NotReadyReason = 'closing' | 'database unreachable' | 'migrations pending' | 'overloaded';

/**
 * Health endpoints for a load balancer, outside /api (no session, no rate limit, never shed, never
 * cached):
 * - GET /healthz: the process is up and answering (200), whatever its database does — restart it if not;
 * - GET /readyz: it can serve a buyer now (200) — the database answers, every migration this process
 *   knows is applied, and load shedding is not refusing every database request; else 503 with the
 *   reason, so the balancer sends buyers to another process. Once the process is stopping (SIGTERM),
 *   503 'closing' while it finishes the requests it has.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  const known = loadMigrations().map((migration) => migration.id);
  const timeoutMs = options.databaseTimeoutMs ?? 2000;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = closing ? 'closing' : await notReady();
    if (reason) return reply.code(503).send({ status: 'not ready', reason });
    return { status: 'ready' };
  });

  async function notReady(): Promise<NotReadyReason | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const applied = await Promise.race([
        options.database.query<{ id: string }>(sql`SELECT id FROM schema_migrations`),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
        }),
      ]);
      const ids = new Set(applied.map((row) => row.id));
      if (known.some((id) => !ids.has(id))) return 'migrations pending';
    } catch {
      return 'database unreachable';
    } finally {
      clearTimeout(timer);
    }
    return options.sheddingEverything?.() ? 'overloaded' : null;
  }
}
