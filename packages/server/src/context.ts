import type { z } from 'zod';
import type { SiteConfig } from '@shelfmark/api-client/schemas';
import type { CartService } from './carts/cartService';
import type { Database } from './db/openDatabase';
import type { KvStore } from './store/kvStore';

/** What every route module gets from buildServer. */
export interface ServerContext {
  database: Database;
  site: SiteConfig;
  store: KvStore;
  carts: CartService;
  /**
   * Returns the answer unchanged; with answer checks on (tests, development) it first parses it
   * with the contract schema, so the server cannot drift from the contract unnoticed.
   */
  answer<S extends z.ZodType>(schema: S, value: z.input<S>): z.input<S>;
}
