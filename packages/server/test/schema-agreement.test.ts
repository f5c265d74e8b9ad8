import { sql } from 'drizzle-orm';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { freshDatabase, type FreshDatabase } from './helpers/testDatabase';

/**
 * The SQL migrations are the source of the tables; src/db/schema.ts is drizzle's typed view of them. This file
 * compares the two on the database the migrations built (PGlite here, PostgreSQL under
 * scripts/postgres/run-server-tests.mjs): every table, column, type, nullability and primary key must agree.
 */

/** Tables the migrations create that drizzle does not describe, with the reason. */
const SQL_ONLY_TABLES: Record<string, string> = {
  schema_migrations: "the migration runner's own record (src/db/migrate.ts)",
};

/** Columns left out of the drizzle schema on purpose, with the reason. */
const SQL_ONLY_COLUMNS: Record<string, string> = {
  'products.search': 'the generated tsvector, read only through raw SQL',
};

interface ColumnShape {
  type: string;
  notNull: boolean;
}

interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
}

type SchemaShape = Record<string, TableShape>;

/** One spelling for a type from either side: lower case, no spaces after commas, char → character. */
function canonicalType(type: string): string {
  return type
    .toLowerCase()
    .replace(/,\s+/g, ',')
    .replace(/^char\(/, 'character(')
    .replace(/^varchar\(/, 'character varying(');
}

/** The tables as drizzle describes them (every pgTable the schema module exports). */
function drizzleShape(module: Record<string, unknown>): SchemaShape {
  const shape: SchemaShape = {};
  for (const value of Object.values(module)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns: Record<string, ColumnShape> = {};
    const primaryKey: string[] = [];
    for (const column of config.columns) {
      columns[column.name] = { type: canonicalType(column.getSQLType()), notNull: column.notNull };
      if (column.primary) primaryKey.push(column.name);
    }
    for (const key of config.primaryKeys) primaryKey.push(...key.columns.map((column) => column.name));
    shape[config.name] = { columns, primaryKey: primaryKey.sort() };
  }
  return shape;
}

type ColumnRow = {
  table_name: string;
  column_name: string;
  data_type: string;
  udt_name: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: 'YES' | 'NO';
};

function typeOf(row: ColumnRow): string {
  switch (row.data_type) {
    case 'character':
    case 'character varying':
      return row.character_maximum_length === null
        ? row.data_type
        : `${row.data_type}(${row.character_maximum_length})`;
    case 'numeric':
      return row.numeric_precision === null ? 'numeric' : `numeric(${row.numeric_precision},${row.numeric_scale})`;
    case 'ARRAY':
      return `${row.udt_name.replace(/^_/, '')}[]`;
    case 'USER-DEFINED':
      return row.udt_name;
    default:
      return row.data_type;
  }
}

/** The tables as the migrations built them, read from information_schema. */
async function databaseShape(db: FreshDatabase): Promise<SchemaShape> {
  const columns = await db.database.query<ColumnRow>(sql`
    SELECT table_name, column_name, data_type, udt_name, character_maximum_length, numeric_precision,
           numeric_scale, is_nullable
      FROM information_schema.columns c
     WHERE table_schema = current_schema()
       AND EXISTS (SELECT 1 FROM information_schema.tables t
                    WHERE t.table_schema = c.table_schema AND t.table_name = c.table_name
                      AND t.table_type = 'BASE TABLE')`);
  const keys = await db.database.query<{ table_name: string; column_name: string }>(sql`
    SELECT k.table_name, k.column_name
      FROM information_schema.table_constraints t
      JOIN information_schema.key_column_usage k
        ON k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name
       AND k.table_name = t.table_name
     WHERE t.table_schema = current_schema() AND t.constraint_type = 'PRIMARY KEY'`);
  const shape: SchemaShape = {};
  for (const row of columns) {
    const table = (shape[row.table_name] ??= { columns: {}, primaryKey: [] });
    table.columns[row.column_name] = { type: canonicalType(typeOf(row)), notNull: row.is_nullable === 'NO' };
  }
  for (const key of keys) shape[key.table_name]?.primaryKey.push(key.column_name);
  for (const table of Object.values(shape)) table.primaryKey.sort();
  return shape;
}

/** Every way the two disagree, one readable line each (empty when they agree). */
function schemaDifferences(migrated: SchemaShape, drizzle: SchemaShape): string[] {
  const out: string[] = [];
  for (const name of [...new Set([...Object.keys(migrated), ...Object.keys(drizzle)])].sort()) {
    const built = migrated[name];
    const typed = drizzle[name];
    if (!typed) {
      if (!(name in SQL_ONLY_TABLES)) out.push(`${name}: created by the migrations, missing from the drizzle schema`);
      continue;
    }
    if (!built) {
      out.push(`${name}: in the drizzle schema, no migration creates it`);
      continue;
    }
    for (const column of [...new Set([...Object.keys(built.columns), ...Object.keys(typed.columns)])].sort()) {
      const where = `${name}.${column}`;
      const a = built.columns[column];
      const b = typed.columns[column];
      if (!b) {
        if (!(where in SQL_ONLY_COLUMNS))
          out.push(`${where}: created by the migrations, missing from the drizzle schema`);
      } else if (!a) out.push(`${where}: in the drizzle schema, no migration creates it`);
      else {
        if (a.type !== b.type) out.push(`${where}: type ${a.type} in the migrations, ${b.type} in the drizzle schema`);
        if (a.notNull !== b.notNull)
          out.push(
            `${where}: ${a.notNull ? 'NOT NULL' : 'nullable'} in the migrations, ${b.notNull ? 'NOT NULL' : 'nullable'} in the drizzle schema`,
          );
      }
    }
    if (built.primaryKey.join(',') !== typed.primaryKey.join(','))
      out.push(
        `${name}: primary key (${built.primaryKey.join(', ')}) in the migrations, (${typed.primaryKey.join(', ')}) in the drizzle schema`,
      );
  }
  return out;
}

let db: FreshDatabase;

beforeAll(async () => {
  db = await freshDatabase();
});

afterAll(async () => {
  await db?.cleanup();
});

describe('the drizzle schema and the migrated tables', () => {
  it('agree on every table, column, type, nullability and primary key', async () => {
    const migrated = await databaseShape(db);
    expect(Object.keys(migrated).length).toBeGreaterThan(20);
    expect(schemaDifferences(migrated, drizzleShape(schema))).toEqual([]);
  });

  it('report a column whose type, nullability or presence differs, and a changed primary key', async () => {
    const migrated = await databaseShape(db);
    const drizzle = structuredClone(drizzleShape(schema));
    drizzle.orders!.columns.po_number = { type: 'integer', notNull: true };
    delete drizzle.carts!.columns.name;
    drizzle.products!.columns.extra = { type: 'text', notNull: false };
    drizzle.cart_entries!.primaryKey = ['cart_code'];
    delete drizzle.kv_store;
    expect(schemaDifferences(migrated, drizzle)).toEqual([
      'cart_entries: primary key (cart_code, entry_number) in the migrations, (cart_code) in the drizzle schema',
      'carts.name: created by the migrations, missing from the drizzle schema',
      'kv_store: created by the migrations, missing from the drizzle schema',
      'orders.po_number: type text in the migrations, integer in the drizzle schema',
      'orders.po_number: nullable in the migrations, NOT NULL in the drizzle schema',
      'products.extra: in the drizzle schema, no migration creates it',
    ]);
  });
});
