import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '../../src/http/healthRoutes';
import type { Database } from '../../src/db/openDatabase';
import { freshDatabase } from '../helpers/testDatabase';
import { startTestServer } from '../helpers/testServer';
import { sql } from 'drizzle-orm';

/**
 * What a load balancer needs from each process: /healthz (up), /readyz (can serve a buyer now), and a
 * stop on SIGTERM that finishes the requests it has before it exits.
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('/healthz and /readyz', () => {
  it('answer 200 on a server whose database is migrated, never cached', async () => {
    const db = await freshDatabase();
    const server = await startTestServer(db.database);
    try {
      const health = await fetch(`${server.baseUrl}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
      expect(ready.headers.get('cache-control')).toBe('no-store');

      // A migration this process knows but the database lacks: not ready, still healthy.
      const [last] = await db.database.query<{ id: string }>(
        sql`SELECT id FROM schema_migrations ORDER BY id DESC LIMIT 1`,
      );
      await db.database.query(sql`DELETE FROM schema_migrations WHERE id = ${last!.id}`);
      const pending = await fetch(`${server.baseUrl}/readyz`);
      expect([pending.status, await pending.json()]).toEqual([
        503,
        { status: 'not ready', reason: 'migrations pending' },
      ]);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      await db.database.query(sql`INSERT INTO schema_migrations (id) VALUES (${last!.id})`);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      await server.close();
      await db.cleanup();
    }
  });

  it('/readyz answers 503 when the database does not answer, or while every database request is being shed', async () => {
    const unreachable = { query: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    let shedding = false;
    const app = Fastify({ logger: false });
    await healthRoutes(app, { database: unreachable });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'not ready', reason: 'database unreachable' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const db = await freshDatabase();
    const loaded = Fastify({ logger: false });
    await healthRoutes(loaded, { database: db.database, sheddingEverything: () => shedding });
    try {
      expect((await loaded.inject('/readyz')).statusCode).toBe(200);
      shedding = true;
      expect((await loaded.inject('/readyz')).json()).toEqual({ status: 'not ready', reason: 'overloaded' });
    } finally {
      await app.close();
      await loaded.close();
      await db.cleanup();
    }
  });
});

/** The CLI (`npm start`) on a new embedded database, without demo data; resolves with its port and its output so far. */
function startCli(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfmark-shutdown-'));
  dirs.push(dataDir);
  const child = spawn(
    process.execPath,
    ['--conditions=shelfmark-source', '--import', 'tsx', 'packages/server/src/cli.ts', 'serve', '--no-seed'],
    {
      cwd: repoRoot,
      env: { ...process.env, SHELFMARK_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port), output: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening:\n${output}`)));
  });
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('SIGTERM', () => {
  it('finishes the request in flight, takes no new connection, then exits 0', async () => {
    const { child, port, output } = await startCli();
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    // A request the server has begun (its headers read: it said 100 Continue) whose body is still on its way.
    const body = JSON.stringify({ formId: 'contact-us' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/submit-form',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      sent.on('error', reject);
      sent.on('continue', () => {
        child.kill('SIGTERM');
        // Once the server is stopping, the rest of the body arrives.
        void until(() => output().includes('SIGTERM: stopping')).then(() => sent.end(body));
      });
      sent.flushHeaders();
    });

    const { status, body: text } = await answer;
    // The request got its own answer (the form is unknown on an empty database), not a reset connection or a 503.
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(JSON.parse(text)).toMatchObject({ status });
    // No new connection once stopping: the balancer's health check fails over to another process.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(await exited).toBe(0);
  });
});
