import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit, component and contract tests. Stories in Chromium, visual checks and e2e journeys run from
 * scripts/test.mjs after this (they need a browser and built artefacts).
 */
const resolve = { conditions: ['shelfmark-source', 'module', 'browser', 'development|production'] };
const nodeResolve = { conditions: ['shelfmark-source', 'module', 'node', 'development|production'] };

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: nodeResolve,
        ssr: { resolve: { conditions: ['shelfmark-source'] } },
        test: {
          name: 'node',
          environment: 'node',
          globals: true,
          include: ['packages/api-client/**/*.test.ts', 'packages/server/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          // *.postgres.test.ts are about the PostgreSQL driver only: scripts/postgres/run-server-tests.mjs runs them on a real server.
          exclude: ['**/node_modules/**', '**/dist/**', ...(process.env.SHELFMARK_TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'dom',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['./test/setup-dom.ts'],
          include: [
            'packages/api-client/**/*.test.tsx',
            'packages/{forms,commerce,blocks}/**/*.test.{ts,tsx}',
            'examples/host-app/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/node_modules/**', '**/dist/**'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
