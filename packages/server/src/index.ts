/** @shelfmark/server — the reference API server. */
export { buildServer, type AuthMode, type BuildServerOptions } from './buildServer';
export { openDatabase, pgliteDir, type Database, type OpenDatabaseOptions } from './db/openDatabase';
export { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './db/dataDirLock';
export { migrate, loadMigrations, migrationsDir, type Migration } from './db/migrate';
export type { Db } from './db/types';
export { createDbKvStore, createMemoryKvStore, type KvStore } from './store/kvStore';
export { seedDatabase, isEmpty, type SeedOptions, type SeedSummary } from './seed/seedDatabase';
export { generateCatalogue, type Catalogue, type CatalogueOptions } from './seed/generateCatalogue';
export {
  DEFAULT_SEED,
  DEFAULT_SEED_BOOKS,
  DEMO_PASSWORD,
  DEMO_TITLE,
  DEMO_TITLE_THORNDIKE,
  DEMO_USERS,
  type DemoUser,
} from './seed/demo';
export { parseSite, MAX_PRODUCT_QUANTITY } from './site/siteConfig';
export { loadSessionUser, verifyCredentials, loadAccounts } from './users/userRepo';
export { hashPassword, verifyPassword } from './users/password';
export { renderCoverSvg, type CoverInput } from '@shelfmark/api-client/covers';
export { SERVER_FACETS } from './products/searchProducts';
export { searchIndexSettled } from './products/search/facetIndex';
export { runCli, readServerEnv, type ServerEnv } from './cli/runCli';
