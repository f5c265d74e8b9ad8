import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

const api = process.env.SHELFMARK_API ?? 'http://localhost:3000';

/**
 * A domain module of the API client's schemas: not their index (it only re-exports them), nor the rules and terms
 * without zod that pages import themselves (checkoutRules, searchTerms).
 */
const SCHEMA_DOMAIN = /[\\/]api-client[\\/]src[\\/]schemas[\\/](?!index\.|checkoutRules\.|searchTerms\.)(\w+)\.ts$/;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy of every script, stylesheet and SVG of the browser build, which the
 * reference server sends to browsers that accept them (@fastify/static `preCompressed`): the first load's 540 kB of
 * JavaScript travel as about 160 kB.
 */
function precompress(): Plugin {
  return {
    name: 'shelfmark-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = join(options.dir, fileName);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * A module's name by its package: the package's name and the module's path in it without extension, `src/` or
 * `dist/` (`@shelfmark/blocks/content/covers-list/coversListBlock`). Null for libraries (node_modules) and virtual
 * modules.
 */
function packageModuleName(id: string, packageOf: (dir: string) => { dir: string; name: string } | null) {
  const file = id.split('?')[0]!;
  if (file.startsWith('\0') || /[\\/]node_modules[\\/]/.test(file)) return null;
  const pkg = packageOf(dirname(file));
  if (!pkg) return null;
  const path = relative(pkg.dir, file)
    .replaceAll('\\', '/')
    .replace(/^(src|dist)\//, '')
    .replace(/\.[cm]?[jt]sx?$/, '');
  return `${pkg.name}/${path}`;
}

/**
 * Adds to each chunk of the browser build's manifest (dist/.vite/manifest.json) the package modules it holds
 * (`modules`, by `packageModuleName`): the server finds the chunk of a module a package declares — a content
 * block's (`ContentBlockDefinition.module`), the API client's schemas (`contractSchemaModules`) — by that name,
 * wherever the package's files lie.
 */
function manifestModuleNames(): Plugin {
  const packages = new Map<string, { dir: string; name: string } | null>();
  const packageOf = (dir: string): { dir: string; name: string } | null => {
    if (packages.has(dir)) return packages.get(dir)!;
    const file = join(dir, 'package.json');
    const parent = dirname(dir);
    const found = existsSync(file)
      ? { dir, name: (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name ?? '' }
      : parent === dir
        ? null
        : packageOf(parent);
    const pkg = found && found.name ? found : null;
    packages.set(dir, pkg);
    return pkg;
  };
  return {
    name: 'shelfmark-manifest-module-names',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const manifestFile = join(options.dir, '.vite', 'manifest.json');
      if (!existsSync(manifestFile)) return;
      const modulesOf = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = output.moduleIds.map((id) => packageModuleName(id, packageOf)).filter((name) => name !== null);
        modulesOf.set(output.fileName, names);
      }
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
        string,
        { file: string; modules?: string[] }
      >;
      for (const chunk of Object.values(manifest)) {
        const names = modulesOf.get(chunk.file);
        if (names?.length) chunk.modules = names;
      }
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };
}

/**
 * The storefront. Workspace packages resolve to their source (`shelfmark-source`), so `vite build`
 * tree-shakes them and their stylesheets without building the packages first.
 *
 * Two builds (`npm run build`): the browser's into dist/ (index.html, assets/, .vite/manifest.json), then the
 * server entry (`vite build --ssr src/entry-server.tsx`) into dist/server/, which the reference server imports to
 * render pages. The server build bundles the workspace packages from source and leaves every library (React,
 * React Router, TanStack Query…) to Node.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), manifestModuleNames()],
  resolve: { conditions: ['shelfmark-source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['shelfmark-source', ...defaultServerConditions] },
    noExternal: [/^@shelfmark\//],
  },
  server: {
    port: 5173,
    // One origin in production: the reference server answers the API, the identity provider, cover images,
    // CMS media and MARC records besides the storefront's own files.
    proxy: { '/api': api, '/oidc': api, '/images': api, '/media': api, '/marc': api },
  },
  preview: { port: 4173, proxy: { '/api': api, '/oidc': api, '/images': api, '/media': api, '/marc': api } },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        target: 'node22',
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        // dist/.vite/manifest.json: which chunk holds each page and what it imports (test/size-budgets.test.ts reads it).
        manifest: true,
        rolldownOptions: {
          // src/boot.ts: the server-rendered page's only script before it has painted; it imports the app afterwards.
          input: { index: 'index.html', boot: 'src/boot.ts' },
          output: {
            codeSplitting: {
              groups: [
                // zod probes for eval when it creates its first schema, which the strict CSP reports: zod and the module that
                // switches it to jitless (src/site/strictCsp.ts) share one chunk, evaluated before any chunk that creates schemas.
                // It is not in the first load: the API client's schemas import it on the client's first call (prepareSchemas in
                // src/site/createStorefrontClient.ts), and so does a page that imports a schema module itself.
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]site[\\/]strictCsp\.ts$/, priority: 20 },
                // The API client's answer schemas, one chunk per domain named schemas-<domain>: the client imports them one
                // domain per task on its first call (packages/api-client/src/client/http.ts), so no task builds them all.
                {
                  name: (id: string) => {
                    const domain = SCHEMA_DOMAIN.exec(id)?.[1];
                    return domain ? `schemas-${domain}` : null;
                  },
                  test: SCHEMA_DOMAIN,
                  includeDependenciesRecursively: false,
                  priority: 15,
                },
                // React itself: the largest part of the first load, and it changes only with an upgrade, so a deploy of the
                // storefront's own code leaves this chunk cached in the browser.
                { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
                // The parts the content blocks share (their document check, image, heading, button…), 3.2 kB in all, in one
                // file instead of six: a page of blocks loads them in one request (each is a round trip on HTTP/1.1).
                // Their own imports stay where they were (the shell's chunk), so nothing moves into or out of the first load.
                {
                  name: 'block-parts',
                  test: /[\\/]packages[\\/]blocks[\\/]src[\\/](content[\\/]shared[\\/]|registry[\\/]documentBlock\.tsx)/,
                  includeDependenciesRecursively: false,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
}));
