import { config } from 'zod';

/**
 * The server's Content-Security-Policy forbids eval. zod compiles fast parsers with `new Function` and probes
 * for it on the first parse, which a strict CSP reports as a violation: run zod without the compiler.
 * (Parsing stays correct; only zod's JIT shortcut is skipped.) Not imported by the browser's entry: the API client
 * imports it before its answer schemas (`prepareSchemas`, createStorefrontClient.ts), and the build puts it in zod's
 * own chunk (vite.config.ts), so it runs before any schema is created and zod stays out of the first load.
 */
config({ jitless: true });
