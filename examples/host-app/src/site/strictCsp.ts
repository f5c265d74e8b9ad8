import { config } from 'zod';

/**
 * The server's Content-Security-Policy forbids eval. zod compiles fast parsers with `new Function` and probes
 * for it on the first parse, which a strict CSP reports as a violation: run zod without the compiler.
 * (Parsing stays correct; only zod's JIT shortcut is skipped.)
 */
config({ jitless: true });
