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
}
