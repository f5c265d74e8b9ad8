#!/usr/bin/env node
/**
 * `npm run seed`: replaces all demo data (users, catalogue, carts, orders) with a fresh deterministic
 * set. Refused while a server holds the data folder. `npm run seed -- --books=20000` for a bigger
 * catalogue (default 5,000; also SHELFMARK_SEED_BOOKS).
 */
import { assertNodeVersion, ensureBuilt } from '../packages/server/scripts/ensure-built.mjs';

assertNodeVersion();
await ensureBuilt({ withHostApp: false });
const { runCli } = await import('../packages/server/dist/index.js');
process.exit((await runCli(['seed', ...process.argv.slice(2)])) ?? 0);
