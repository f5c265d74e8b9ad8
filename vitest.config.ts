import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit, component and contract tests. Stories in Chromium, visual checks and e2e journeys run from
 * scripts/test.mjs after this (they need a browser and built artefacts).
 */
const resolve = { conditions: ['shelfmark-source', 'module', 'browser', 'development|production'] };
const nodeResolve = { conditions: ['shelfmark-source', 'module', 'node', 'development|production'] };

/**
 * Test files that replace modules (vi.mock) or stub globals or the environment: each gets a module graph of its own
 * ('node-isolated'), so what it replaces is never what another file imported, nor left for the next one.
 * test/vitest-projects.test.ts fails when a node test file does this and is not listed here.
 */
export const OWN_MODULES = [
  'packages/api-client/src/client/createApiClient.test.ts',
  'packages/api-client/src/client/lazySchemas.test.ts',
  'packages/server/test/captcha.test.ts',
  'packages/server/test/constantTimeLogin.test.ts',
  'packages/server/test/content.test.ts',
  'packages/server/test/preview.test.ts',
  'packages/server/test/provider-http.test.ts',
  'packages/server/test/purchase-history.test.ts',
  'packages/server/test/registration.test.ts',
  'packages/server/test/search-counts.test.ts',
  'test/preview-placeholders-server.test.ts',
];

/** The test files of the node projects (both). */
export const NODE_TESTS = [
  'packages/api-client/**/*.test.ts',
  'packages/server/**/*.test.ts',
  'scripts/**/*.test.ts',
  'test/**/*.test.ts',
];

/** The node projects' shared settings ('node' runs files in one module graph per worker, 'node-isolated' one per file). */
const node = {
  resolve: nodeResolve,
  ssr: { resolve: { conditions: ['shelfmark-source'] } },
  test: {
    environment: 'node' as const,
    globals: true,
    include: NODE_TESTS,
    // *.postgres.test.ts are about the PostgreSQL driver only: scripts/postgres/run-server-tests.mjs runs them on a real server.
    exclude: [
      '**/node_modules/**',
      '**/dist/**',
      ...(process.env.SHELFMARK_TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts']),
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
};

/**
 * Component test files that fake the timers, replace modules or write to the window or a prototype themselves: each
 * gets a jsdom window and a module graph of its own ('dom-isolated'). Faked timers cannot be undone for the next file:
 * jsdom runs its animation frames on the global setInterval, and one left on the fake clock never fires, so no frame
 * runs after it (after CheckoutPage's countdown, ColumnList's and MegaMenu's focus moves never came).
 * test/vitest-projects.test.ts fails when a dom test file needs this and is not listed here.
 */
export const OWN_DOM = [
  'packages/commerce/src/cart/actions/CartActions.test.tsx',
  'packages/commerce/src/checkout/CheckoutPage.test.tsx',
  'packages/commerce/src/status/LiveStatus.test.tsx',
];

/** The test files of the dom projects (both). */
export const DOM_TESTS = [
  'packages/api-client/**/*.test.tsx',
  'packages/{forms,commerce,blocks}/**/*.test.{ts,tsx}',
  'examples/host-app/**/*.test.{ts,tsx}',
];

/** The dom projects' shared settings ('dom' runs files in one window and module graph per worker, 'dom-isolated' one per file). */
const dom = {
  plugins: [react()],
  resolve,
  test: {
    environment: 'jsdom' as const,
    globals: true,
    setupFiles: ['./test/setup-dom.ts'],
    include: DOM_TESTS,
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 20_000,
  },
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        ...node,
        test: {
          ...node.test,
          name: 'node',
          // One module graph per worker, not per file: the server's modules are evaluated once per worker instead of
          // once per test file (the node files took 332 s instead of 554 s in one run after another).
          isolate: false,
          exclude: [...node.test.exclude, ...OWN_MODULES],
        },
      },
      { ...node, test: { ...node.test, name: 'node-isolated', include: OWN_MODULES } },
      {
        ...dom,
        test: {
          ...dom.test,
          name: 'dom',
          // One jsdom window and module graph per worker, not per file; test/setup-dom.ts puts the page back after each
          // test (both dom projects took 38 s instead of 108 s for 'dom' alone, one run after another).
          isolate: false,
          exclude: [...dom.test.exclude, ...OWN_DOM],
        },
      },
      { ...dom, test: { ...dom.test, name: 'dom-isolated', include: OWN_DOM } },
    ],
  },
});
