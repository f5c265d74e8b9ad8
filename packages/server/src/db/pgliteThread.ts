import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import type { Reply, Request, WireError, WireQueryOptions, WorkerStart } from './pgliteProtocol';

/**
 * The embedded database (PGlite) run in a worker thread. PGlite executes each query's
 * WebAssembly on the thread that calls it; on the server's thread a request arriving meanwhile
 * waited for the query, however cheap the request (site configuration waited 40–53 ms in the median
 * at twice the capacity). Here the server's thread only posts the query and reads the answer.
 *
 * `PgliteThread` is the part of PGlite's API that drizzle (`drizzle-orm/pglite`) and
 * `openDatabase` use — `query`, `exec`, `transaction`, `dumpDataDir`, `close` — each call one
 * message to the worker. What cannot cross threads is handled here:
 * - parser functions (drizzle passes `parsers` to keep dates, intervals and numeric arrays as text):
 *   the worker returns those types' text untouched and the parsers run on this thread, exactly as
 *   PGlite calls them (`parser(text, typeId)`, never for NULL);
 * - errors: a PostgreSQL error arrives as PGlite's `DatabaseError` with every property it had in
 *   the worker (code, constraint, detail, table, …); other errors keep their class name and message;
 * - a transaction holds the database in the worker until this thread's callback has settled, then
 *   commits, or rolls back when the callback threw (drizzle's savepoints are plain queries in it).
 * A worker that stops makes every waiting and later call fail with an error saying so.
 */
export type PgliteParsers = Record<number, (value: string, typeId?: number) => unknown>;

/** What a caller gives PGlite's `query`; the options that cannot cross threads are refused by name. */
type CallerOptions = QueryOptions;

const require = createRequire(import.meta.url);

let wasmModule: Promise<WebAssembly.Module> | undefined;
/** pglite.wasm compiled once per process and shared by every worker (a compiled module crosses threads). */
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  wasmModule ??= readFile(join(dirname(require.resolve('@electric-sql/pglite')), 'pglite.wasm')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return wasmModule;
}

/** The worker's file: the TypeScript source next to this one, or `dist/pgliteWorker.js` in the built package. */
function workerUrl(): URL {
  const here = import.meta.url;
  return new URL(/\.[cm]?ts$/.test(new URL(here).pathname) ? './pgliteWorker.ts' : './pgliteWorker.js', here);
}

function rebuild(wire: WireError): Error {
  let error: Error;
  if (wire.databaseError) {
    error = new messages.DatabaseError(wire.message, Number(wire.props.length ?? 0), 'error');
  } else {
    const Builtin = (globalThis as unknown as Record<string, unknown>)[wire.name];
    error =
      typeof Builtin === 'function' && (Builtin === Error || Builtin.prototype instanceof Error)
        ? new (Builtin as ErrorConstructor)(wire.message)
        : new Error(wire.message);
    if (error.name !== wire.name) error.name = wire.name;
  }
  Object.assign(error, wire.props);
  if (wire.stack) error.stack = wire.stack;
  return error;
}

/** The options as they cross, and the parsers this thread applies after. */
function split(options: CallerOptions | undefined): { wire: WireQueryOptions; parsers: PgliteParsers | null } {
  if (!options) return { wire: {}, parsers: null };
  const { rowMode, paramTypes, parsers, ...rest } = options;
  const refused = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  if (refused.length)
    throw new Error(
      `The embedded database runs in a worker thread: the query option(s) ${refused.join(', ')} cannot be sent to it.`,
    );
  const wire: WireQueryOptions = {};
  if (rowMode) wire.rowMode = rowMode;
  if (paramTypes) wire.paramTypes = paramTypes;
  const own = parsers
    ? Object.keys(parsers)
        .map(Number)
        .filter((type) => Number.isInteger(type))
    : [];
  if (own.length) wire.rawTypes = own;
  return { wire, parsers: own.length ? (parsers as PgliteParsers) : null };
}

/** Applies the caller's parsers to the text the worker returned for their types, as PGlite would have. */
export function parseRows<T>(
  result: Results<T>,
  parsers: PgliteParsers | null,
  rowMode: 'array' | 'object' = 'object',
): Results<T> {
  if (!parsers || !result.fields?.length || !result.rows.length) return result;
  const columns: { key: number | string; typeId: number; parse: (value: string, typeId?: number) => unknown }[] = [];
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    // An object row holds the last column of a name (PGlite fills it in column order).
    if (rowMode === 'object' && result.fields.findLastIndex((f) => f.name === field.name) !== index) return;
    columns.push({ key: rowMode === 'array' ? index : field.name, typeId: field.dataTypeID, parse });
  });
  if (!columns.length) return result;
  for (const row of result.rows as unknown as Record<string | number, unknown>[]) {
    for (const { key, typeId, parse } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, typeId);
    }
  }
  return result;
}

type Call = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #nextTransaction = 1;
  /** Set once the worker has stopped: every call fails with it. */
  #stopped: Error | null = null;
  #closing: Promise<void> | null = null;

  /** Starts a worker and opens the database in `dir` (restoring `loadDataDir` into a new folder). */
  static async open(dir: string, loadDataDir?: Blob): Promise<PgliteThread> {
    const start: WorkerStart = { dir, pgliteWasmModule: await pgliteWasmModule() };
    const transferList: ArrayBuffer[] = [];
    if (loadDataDir) {
      const bytes = await loadDataDir.arrayBuffer();
      start.loadDataDir = { bytes, type: loadDataDir.type };
      transferList.push(bytes);
    }
    const worker = new Worker(workerUrl(), { workerData: start, transferList: transferList as never });
    await new Promise<void>((ready, failed) => {
      const onMessage = (reply: Reply) => {
        if (reply.id !== 0 || !('ready' in reply)) return;
        done();
        if (reply.ready) ready();
        else failed(rebuild(reply.error));
      };
      const onError = (error: Error) => {
        done();
        failed(
          new Error(`The embedded database's worker thread failed while opening ${dir}: ${error.message}`, {
            cause: error,
          }),
        );
      };
      const onExit = (code: number) => {
        done();
        failed(new Error(`The embedded database's worker thread stopped (exit code ${code}) while opening ${dir}.`));
      };
      const done = () => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteThread(worker);
  }

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#settled(reply.id);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(rebuild(reply.error));
    });
    worker.on('error', (error) => {
      this.#stop(
        new Error(`The embedded database stopped: its worker thread failed (${error.message}). Restart the server.`, {
          cause: error,
        }),
      );
    });
    worker.on('exit', (code) => {
      this.#stop(
        this.#closing
          ? new Error('The embedded database is closed.')
          : new Error(
              `The embedded database stopped: its worker thread exited (exit code ${code}). Restart the server.`,
            ),
      );
    });
    // An idle open database does not keep the process alive (as PGlite on this thread did not).
    worker.unref();
  }

  /** The worker thread (tests stop it to see that calls fail rather than hang). */
  get worker(): Worker {
    return this.#worker;
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    const waiting = [...this.#pending.values()];
    this.#pending.clear();
    this.#worker.unref();
    for (const { reject } of waiting) reject(this.#stopped);
  }

  #settled(id: number) {
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #call(call: Call): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // A call on its way keeps the process alive until it is answered.
      if (this.#pending.size === 1) this.#worker.ref();
      try {
        this.#worker.postMessage({ ...call, id });
      } catch (error) {
        this.#settled(id);
        reject(error as Error);
      }
    });
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] = [],
    options?: CallerOptions,
  ): Promise<Results<T>> {
    const { wire, parsers } = split(options);
    const result = (await this.#call({ op: 'query', tx, sql, params, options: wire })) as Results<T>;
    return parseRows(result, parsers, wire.rowMode);
  }

  async #exec(tx: number | undefined, sql: string, options?: CallerOptions): Promise<Results[]> {
    const { wire, parsers } = split(options);
    const results = (await this.#call({ op: 'exec', tx, sql, options: wire })) as Results[];
    return results.map((result) => parseRows(result, parsers, wire.rowMode));
  }

  query<T>(sql: string, params?: unknown[], options?: CallerOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: CallerOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  /** PGlite's `sql` tag: each value becomes a parameter. */
  sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    return this.query<T>(
      strings.reduce((text, part, i) => `${text}$${i}${part}`),
      values,
    );
  }

  /**
   * One transaction, as PGlite runs it: it holds the database (other queries wait) until `callback`
   * has settled; then COMMIT, or ROLLBACK when the callback threw (and the error is thrown on).
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = this.#nextTransaction++;
    await this.#call({ op: 'begin', tx: id });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: CallerOptions) => {
        open();
        return this.#query<R>(id, sql, params, options);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        open();
        return this.#query<R>(
          id,
          strings.reduce((text, part, i) => `${text}$${i}${part}`),
          values,
        );
      },
      exec: async (sql: string, options?: CallerOptions) => {
        open();
        return this.#exec(id, sql, options);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#call({ op: 'end', tx: id, commit: false });
      },
      listen: async () => {
        throw new Error('LISTEN is not available on the embedded database in a worker thread.');
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.#call({ op: 'end', tx: id, commit: true });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        // The callback's error is what the caller needs; a worker that stopped says so on the next call.
        await this.#call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      }
      throw error;
    }
  }

  /** PGlite's `dumpDataDir`: a tarball of the data folder. */
  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const { bytes, type } = (await this.#call({ op: 'dump', compression })) as { bytes: ArrayBuffer; type: string };
    return new Blob([bytes], { type });
  }

  /** Closes the database and ends the worker; a worker already stopped is only ended. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#call({ op: 'close' });
      } finally {
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }
}
