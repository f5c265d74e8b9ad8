/**
 * The messages between the server's thread and the worker thread that runs the embedded database
 * (`pgliteThread.ts` on the server's side, `pgliteWorker.ts` in the worker). Types only: the worker
 * is loaded by Node itself (type stripping, or the built `dist/pgliteWorker.js`), so it imports no
 * code of ours.
 */

/** What the worker needs to open the database. */
export interface WorkerStart {
  /** The PGlite folder (`pgliteDir(dataDir)`). */
  dir: string;
  /** A `dumpDataDir()` snapshot to restore into a new folder. */
  loadDataDir?: { bytes: ArrayBuffer; type: string };
  /** pglite.wasm and initdb.wasm compiled once on the server's thread and shared by every worker. */
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
}

/** Query options that can cross threads: parser functions cannot, so the worker gets their type ids. */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Type ids the caller parses itself: the worker returns their text as PostgreSQL sent it. */
  rawTypes?: number[];
}

export type Request =
  | { id: number; op: 'query'; tx?: number; sql: string; params: unknown[]; options: WireQueryOptions }
  | { id: number; op: 'exec'; tx?: number; sql: string; options: WireQueryOptions }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

/** An error as it crossed: its class, message, stack and every property that could be copied. */
export interface WireError {
  databaseError: boolean;
  name: string;
  message: string;
  stack?: string;
  props: Record<string, unknown>;
}

export type Reply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: WireError }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: WireError };
