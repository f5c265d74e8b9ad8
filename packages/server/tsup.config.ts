import { defineConfig } from 'tsup';

export default defineConfig({
  // pgliteWorker: the embedded database's worker thread, loaded by file (src/db/pgliteThread.ts).
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    demo: 'src/seed/demo.ts',
    testing: 'src/testing.ts',
    pgliteWorker: 'src/db/pgliteWorker.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'node',
});
