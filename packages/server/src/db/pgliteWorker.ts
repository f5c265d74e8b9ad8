/**
 * The embedded database (PGlite) in a worker thread: its queries run their WebAssembly
 * here, so the server's thread goes on answering requests meanwhile. `pgliteThread.ts` starts it and
 * forwards drizzle's calls; every call is one message and one answer. Loaded by Node directly (type
 * stripping from source, `dist/pgliteWorker.js` when built): it imports packages only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, messages, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Reply, Request, WireError, WireQueryOptions, WorkerStart } from './pgliteProtocol';

const port = parentPort!;
const start = workerData as WorkerStart;

/** The text as PostgreSQL sent it, for the types whose parser runs on the server's thread. */
const asText = (value: string) => value;

function queryOptions(options: WireQueryOptions): QueryOptions {
  const { rawTypes, ...rest } = options;
  return rawTypes?.length ? { ...rest, parsers: Object.fromEntries(rawTypes.map((type) => [type, asText])) } : rest;
}

function copyable(value: unknown): boolean {
  if (typeof value === 'function') return false;
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** An error with every property a caller might read (a PostgreSQL error's code, constraint, detail …). */
function wire(error: unknown): WireError {
  if (!(error instanceof Error)) return { databaseError: false, name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const key of Object.keys(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (copyable(value)) props[key] = value;
  }
  return {
    databaseError: error instanceof messages.DatabaseError,
    name: error.name,
    message: error.message,
    stack: error.stack,
    props,
  };
}

const send = (reply: Reply, transfer: Transferable[] = []) => port.postMessage(reply, transfer as never);

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  settled: Promise<void>;
}

async function main() {
  let pg: PGlite;
  try {
    pg = await PGlite.create(start.dir, {
      // pg_trgm and unaccent: search (migrations 0001 and 0010).
      extensions: { pg_trgm, unaccent },
      ...(start.loadDataDir
        ? { loadDataDir: new Blob([start.loadDataDir.bytes], { type: start.loadDataDir.type }) }
        : {}),
      ...(start.pgliteWasmModule ? { pgliteWasmModule: start.pgliteWasmModule } : {}),
      ...(start.initdbWasmModule ? { initdbWasmModule: start.initdbWasmModule } : {}),
    });
  } catch (error) {
    send({ id: 0, ready: false, error: wire(error) });
    return;
  }
  const transactions = new Map<number, OpenTransaction>();

  /** The transaction a query belongs to, or the database itself. */
  function target(tx: number | undefined) {
    if (tx === undefined) return pg;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  }

  /** Opens a transaction that holds the database until the server's thread says commit or roll back. */
  function begin(): Promise<OpenTransaction> {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    let onStart!: (tx: Transaction) => void;
    const started = new Promise<Transaction>((resolve) => (onStart = resolve));
    const settled = pg
      .transaction(async (tx) => {
        onStart(tx);
        if (!(await decided)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error !== ROLLBACK) throw error;
        },
      );
    // A COMMIT that fails is the answer to 'end', which awaits `settled` itself.
    settled.catch(() => undefined);
    // Either the callback starts (BEGIN ran), or BEGIN failed.
    return Promise.race([
      started.then((tx) => ({ tx, finish, settled })),
      settled.then(() => {
        throw new Error('The transaction ended before it began.');
      }),
    ]);
  }

  async function handle(request: Request): Promise<{ value?: unknown; transfer?: Transferable[] }> {
    switch (request.op) {
      case 'query':
        return { value: await target(request.tx).query(request.sql, request.params, queryOptions(request.options)) };
      case 'exec':
        return { value: await target(request.tx).exec(request.sql, queryOptions(request.options)) };
      case 'begin': {
        transactions.set(request.tx, await begin());
        return {};
      }
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('Transaction is closed');
        transactions.delete(request.tx);
        open.finish(request.commit);
        await open.settled;
        return {};
      }
      case 'dump': {
        const dump = await pg.dumpDataDir(request.compression);
        const bytes = await dump.arrayBuffer();
        return { value: { bytes, type: dump.type }, transfer: [bytes] };
      }
      case 'close':
        await pg.close();
        return {};
    }
  }

  port.on('message', (request: Request) => {
    handle(request).then(
      ({ value, transfer }) => send({ id: request.id, ok: true, value }, transfer),
      (error: unknown) => send({ id: request.id, ok: false, error: wire(error) }),
    );
  });
  send({ id: 0, ready: true });
}

void main();
