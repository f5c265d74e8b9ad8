import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One row of docs/api.md's "Every call" table. */
export interface ApiRow {
  method: HTTPMethods;
  /** The path as documented, e.g. /api/carts/entries or /images/covers/{isbn13}.svg. */
  path: string;
  /** The client methods named in the row, e.g. ['carts.get']. */
  clientMethods: string[];
  /** Export names of @shelfmark/api-client/schemas in the "Request schema" column, in order. */
  requestSchemas: string[];
  /** The "Request schema" cell as written (e.g. "query `return`", "—"). */
  requestCell: string;
  features: string[];
}

const docsFile = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..', 'docs', 'api.md');

const codeNames = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/**
 * The rows of docs/api.md's table of every call: the list the security tests walk, so a call
 * documented later is covered by one more row of the doc, not by a new test.
 */
export function readApiTable(file = docsFile): ApiRow[] {
  const rows: ApiRow[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | Method | Path | Client method | Request schema | Answer schema | Features | Spec |
    if (cells.length < 8) continue;
    const [, method, path, client, request, , features] = cells;
    if (!/^(GET|POST|PUT|PATCH|DELETE)$/.test(method!) || !path!.startsWith('/')) continue;
    rows.push({
      method: method as HTTPMethods,
      path: path!,
      clientMethods: codeNames(client!),
      requestSchemas: codeNames(request!).filter((name) => /Schema$/.test(name)),
      requestCell: request!,
      features: (features ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    });
  }
  if (rows.length === 0) throw new Error(`No calls found in ${file}: has the table's layout changed?`);
  return rows;
}

/** Whether this server serves the documented call yet (other areas land their routes over time). */
export function isServed(app: FastifyInstance, row: Pick<ApiRow, 'method' | 'path'>): boolean {
  if (row.path.includes('{')) return false;
  return app.hasRoute({ method: row.method, url: row.path });
}

/** Every method and path the server serves, read from fastify's route tree (HEAD and OPTIONS left out). */
export function servedRoutes(app: FastifyInstance): { method: HTTPMethods; path: string }[] {
  const routes: { method: HTTPMethods; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method: method as HTTPMethods, path });
    }
  }
  return routes;
}
