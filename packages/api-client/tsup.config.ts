import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/schemas.ts', 'src/react.ts', 'src/testing.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Published minified, with sourcemaps: budgets.json holds every entry under 30 kB gz.
  minify: true,
  // The memory twin's search export loads exceljs on demand; it stays the host's own dependency.
  external: ['exceljs'],
});
