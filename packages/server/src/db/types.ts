import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A drizzle database over either driver (PGlite embedded, or node-postgres for DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
