#!/usr/bin/env node
/**
 * `npm start`: builds what is missing or stale, migrates, seeds the embedded database on first run,
 * then serves the storefront, /api, /oidc and /images on http://localhost:3000 (PORT) and prints the
 * demo users. Settings: PORT, HOST, SHELFMARK_SITE, SHELFMARK_DATA_DIR, DATABASE_URL (see
 * packages/server/README.md).
 */
import { assertNodeVersion, ensureBuilt } from '../packages/server/scripts/ensure-built.mjs';

assertNodeVersion();
await ensureBuilt();
const { runCli } = await import('../packages/server/dist/index.js');
const code = await runCli(['serve', ...process.argv.slice(2)]);
if (code !== null) process.exit(code);
