import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/buildServer';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';

/**
 * A client that hangs up before its answer (a closed tab, a crawler's time-out) is no fault of the
 * server: under load every such request was logged as a 500 with its stack, burying real failures.
 */
let db: FreshDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db?.cleanup();
});

interface LogLine {
  level: number;
  msg: string;
  res?: { statusCode: number };
  err?: unknown;
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('a client that hangs up mid-request', () => {
  it('is logged once, at info, with no 500 and no stack', async () => {
    const lines: LogLine[] = [];
    const app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: 'client-abort-test-secret' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    });
    let handling!: () => void;
    const started = new Promise<void>((resolve) => (handling = resolve));
    // Work that fails because the client went away, as a page render's in-process calls do.
    app.get('/test/waits-for-the-client', async (request) => {
      handling();
      await new Promise((resolve) => request.raw.socket.once('close', resolve));
      throw new DOMException('This operation was aborted', 'AbortError');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const client = httpRequest({ host: '127.0.0.1', port, path: '/test/waits-for-the-client' });
      client.on('error', () => undefined);
      client.end();
      await started;
      client.destroy();
      const gone = () => lines.filter((line) => line.msg === 'client closed the connection before the answer');
      await until(() => gone().length > 0);
      // One more request, answered after the abort was handled: its log line comes after every line of the first.
      await fetch(`http://127.0.0.1:${port}/healthz`);
      await until(() => lines.some((line) => line.msg === 'request completed' && line.res?.statusCode === 200));
      expect(gone()).toHaveLength(1);
      expect(gone()[0]!.level).toBe(30);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.filter((line) => line.res?.statusCode === 500)).toEqual([]);
      expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
