import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { kvStore } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Keyed JSON storage with optional expiry, shared by the session store and the identity provider.
 * Namespaces keep the users of one store apart (e.g. 'session', 'oidc:Grant').
 */
export interface KvStore {
  get<T>(ns: string, key: string): Promise<T | undefined>;
  set(ns: string, key: string, value: unknown, ttlSeconds?: number): Promise<void>;
  delete(ns: string, key: string): Promise<void>;
  /**
   * Stores `value` only when `key` holds nothing (or only an expired value), in one step: true for
   * the one caller that stored it, false for everyone else, however many ask at once — in this
   * process or in another on the same database (a captcha spent once, a secret made once).
   */
  claim(ns: string, key: string, value: unknown, ttlSeconds?: number): Promise<boolean>;
  /**
   * Adds one to the count under `key` in one step and answers the new count. The count lives
   * `ttlSeconds` from its first increment, then starts again at 1 (a fixed window).
   */
  increment(ns: string, key: string, ttlSeconds: number): Promise<number>;
  /** Deletes every entry of `ns` whose JSON value has `value[field] === value` (e.g. all grants of one user). */
  deleteWhere?(ns: string, field: string, value: string): Promise<void>;
}

interface MemoryEntry {
  value: unknown;
  expiresAt: number | null;
}

/** A process-local KvStore for tests and tools; values are copied in and out like the database does. */
export function createMemoryKvStore(now: () => number = Date.now): KvStore & { size(): number } {
  const entries = new Map<string, MemoryEntry>();
  const id = (ns: string, key: string) => `${ns}\u0000${key}`;
  const live = (entry: MemoryEntry | undefined) =>
    entry !== undefined && (entry.expiresAt === null || entry.expiresAt > now());
  return {
    async get<T>(ns: string, key: string) {
      const entry = entries.get(id(ns, key));
      if (!live(entry)) {
        entries.delete(id(ns, key));
        return undefined;
      }
      return structuredClone(entry!.value) as T;
    },
    async set(ns, key, value, ttlSeconds) {
      entries.set(id(ns, key), {
        value: structuredClone(value),
        expiresAt: ttlSeconds === undefined ? null : now() + ttlSeconds * 1000,
      });
    },
    async delete(ns, key) {
      entries.delete(id(ns, key));
    },
    // No await between the read and the write: nothing else runs in between.
    async claim(ns, key, value, ttlSeconds) {
      if (live(entries.get(id(ns, key)))) return false;
      entries.set(id(ns, key), {
        value: structuredClone(value),
        expiresAt: ttlSeconds === undefined ? null : now() + ttlSeconds * 1000,
      });
      return true;
    },
    async increment(ns, key, ttlSeconds) {
      const entry = entries.get(id(ns, key));
      if (!live(entry) || typeof entry!.value !== 'number') {
        entries.set(id(ns, key), { value: 1, expiresAt: now() + ttlSeconds * 1000 });
        return 1;
      }
      entry!.value = (entry!.value as number) + 1;
      return entry!.value as number;
    },
    async deleteWhere(ns, field, value) {
      const prefix = `${ns}\u0000`;
      for (const [k, entry] of entries) {
        if (!k.startsWith(prefix)) continue;
        const v = entry.value as Record<string, unknown> | null;
        if (v !== null && typeof v === 'object' && v[field] === value) entries.delete(k);
      }
    },
    size() {
      let n = 0;
      for (const entry of entries.values()) if (live(entry)) n += 1;
      return n;
    },
  };
}

/** The KvStore over the `kv_store` table; expired rows are ignored on read and purged lazily. */
export function createDbKvStore(db: Db): KvStore & { purgeExpired(): Promise<number> } {
  const notExpired = or(isNull(kvStore.expiresAt), gt(kvStore.expiresAt, sql`now()`));
  return {
    async get<T>(ns: string, key: string) {
      const rows = await db
        .select({ value: kvStore.value })
        .from(kvStore)
        .where(and(eq(kvStore.namespace, ns), eq(kvStore.key, key), notExpired))
        .limit(1);
      return rows[0]?.value as T | undefined;
    },
    async set(ns, key, value, ttlSeconds) {
      const expiresAt = ttlSeconds === undefined ? null : new Date(Date.now() + ttlSeconds * 1000);
      await db
        .insert(kvStore)
        .values({ namespace: ns, key, value: value ?? null, expiresAt })
        .onConflictDoUpdate({ target: [kvStore.namespace, kvStore.key], set: { value: value ?? null, expiresAt } });
    },
    async delete(ns, key) {
      await db.delete(kvStore).where(and(eq(kvStore.namespace, ns), eq(kvStore.key, key)));
    },
    // One statement each: the row lock of INSERT … ON CONFLICT orders callers at once, in every process.
    async claim(ns, key, value, ttlSeconds) {
      const expiresAt = ttlSeconds === undefined ? null : new Date(Date.now() + ttlSeconds * 1000);
      const rows = await db
        .insert(kvStore)
        .values({ namespace: ns, key, value: value ?? null, expiresAt })
        .onConflictDoUpdate({
          target: [kvStore.namespace, kvStore.key],
          set: { value: value ?? null, expiresAt },
          // Only an expired value is replaced; a live one makes the claim fail (no row returned).
          setWhere: sql`${kvStore.expiresAt} is not null and ${kvStore.expiresAt} <= now()`,
        })
        .returning({ key: kvStore.key });
      return rows.length === 1;
    },
    async increment(ns, key, ttlSeconds) {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
      const rows = await db
        .insert(kvStore)
        .values({ namespace: ns, key, value: 1, expiresAt })
        .onConflictDoUpdate({
          target: [kvStore.namespace, kvStore.key],
          set: {
            value: sql`case when ${kvStore.expiresAt} is not null and ${kvStore.expiresAt} <= now() then '1'::jsonb
              else to_jsonb(case when jsonb_typeof(${kvStore.value}) = 'number' then (${kvStore.value} #>> '{}')::integer else 0 end + 1) end`,
            expiresAt: sql`case when ${kvStore.expiresAt} is not null and ${kvStore.expiresAt} <= now() then excluded.expires_at
              else ${kvStore.expiresAt} end`,
          },
        })
        .returning({ value: kvStore.value });
      return Number(rows[0]!.value);
    },
    async deleteWhere(ns, field, value) {
      await db.delete(kvStore).where(and(eq(kvStore.namespace, ns), sql`${kvStore.value} ->> ${field} = ${value}`));
    },
    async purgeExpired() {
      const rows = await db
        .delete(kvStore)
        .where(sql`${kvStore.expiresAt} is not null and ${kvStore.expiresAt} <= now()`)
        .returning({ key: kvStore.key });
      return rows.length;
    },
  };
}
