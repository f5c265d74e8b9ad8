import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig, type Plugin } from 'vite';
import { renderCoverArt } from '../packages/api-client/src/testing/coverArt';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STYLES_ID = 'virtual:shelfmark-styles';

/**
 * Each UI package ships `@shelfmark/<pkg>/styles.css`. Stories run against package *source*, so
 * prefer `src/styles.css` and fall back to the built `dist/styles.css`; a package without CSS
 * yet is simply skipped. `preview.tsx` imports the virtual module this plugin writes.
 */
function shelfmarkStyles(): Plugin {
  return {
    name: 'shelfmark-styles',
    resolveId: (id) => (id === STYLES_ID ? `\0${STYLES_ID}` : undefined),
    load(id) {
      if (id !== `\0${STYLES_ID}`) return undefined;
      const files = ['forms', 'blocks', 'commerce']
        .map((pkg) =>
          [join(root, 'packages', pkg, 'src/styles.css'), join(root, 'packages', pkg, 'dist/styles.css')].find(
            existsSync,
          ),
        )
        .filter((file): file is string => Boolean(file));
      return files.map((file) => `import ${JSON.stringify(file)};`).join('\n') || 'export {};';
    },
  };
}

/** `/images/covers/{isbn13}.svg` (the reference server's address, `?w=` for the width) or `/images/covers/{isbn13}-w{width}.svg`. */
const COVER_PATH = /^\/images\/covers\/(\d{13})(?:-w(\d{2,4}))?\.svg$/;
const ISBN_LITERAL = /\b97[89]\d{10}\b/g;
const WIDTH_LITERAL =
  /[?&]w=(\d{2,4})\b|\b(?:cover|coverPath)\((?:[^()]|\([^()]*\))*,\s*(\d{2,4})\)|width\s*=\s*(\d{2,4})\b/g;

const coverSvg = (isbn13: string, width: number) =>
  renderCoverArt({
    isbn13,
    width: Math.min(2000, Math.max(16, width)),
    title: `ISBN ${isbn13}`,
    author: null,
    brand: null,
  });

/** Every stories file and the demo documents they render: where the build's cover addresses come from. */
function coverSources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name))
        : /\.(tsx?|mdx)$/.test(entry.name)
          ? [join(dir, entry.name)]
          : [],
    );
  return [
    ...walk(join(root, 'stories')),
    join(root, 'packages/api-client/src/testing/demoContent.ts'),
    join(root, 'packages/api-client/src/testing/hostileRichText.ts'),
  ].filter(existsSync);
}

/**
 * Covers are part of the build. The memory twin's products carry `data:` covers; the pictures that content
 * documents and stories address by path are files of the build, drawn exactly as the reference server draws them:
 * `/images/covers/{isbn13}.svg` (216 wide, the server's default) and, since a static file server ignores `?w=`,
 * `/images/covers/{isbn13}-w{width}.svg` for each width the stories use — stories/coverPaths.ts rewrites a document's
 * `…/{isbn13}.svg?w={width}` to that. A plain static file server (or Chromatic) then shows every story;
 * `npm run storybook` answers the same paths from its dev server.
 */
function shelfmarkCovers(): Plugin {
  return {
    name: 'shelfmark-covers',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const [, isbn13, width] = COVER_PATH.exec(url.pathname) ?? [];
        if (!isbn13) return next();
        res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
        res.end(coverSvg(isbn13, Number.parseInt(width ?? url.searchParams.get('w') ?? '216', 10) || 216));
      });
    },
    generateBundle() {
      const isbns = new Set<string>();
      const widths = new Set<number>([216]);
      for (const file of coverSources()) {
        const source = readFileSync(file, 'utf8');
        for (const [isbn13] of source.matchAll(ISBN_LITERAL)) isbns.add(isbn13);
        for (const match of source.matchAll(WIDTH_LITERAL)) widths.add(Number(match[1] ?? match[2] ?? match[3]));
      }
      for (const isbn13 of isbns) {
        this.emitFile({ type: 'asset', fileName: `images/covers/${isbn13}.svg`, source: coverSvg(isbn13, 216) });
        for (const width of widths)
          this.emitFile({
            type: 'asset',
            fileName: `images/covers/${isbn13}-w${width}.svg`,
            source: coverSvg(isbn13, width),
          });
      }
    },
  };
}

const TOKENS_ID = 'virtual:shelfmark-tokens';

/** Every stylesheet of a UI package's source (where the `--sm-*` design tokens are declared). */
function packageStylesheets(dir = join(root, 'packages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'server'].includes(entry.name) ? [] : packageStylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/**
 * The design-tokens docs page (stories/DesignTokens.mdx) is generated from the CSS custom properties the packages
 * declare: this module lists every rule that sets `--sm-*` tokens, with its selector, file and comment headings.
 */
function shelfmarkTokens(): Plugin {
  return {
    name: 'shelfmark-tokens',
    resolveId: (id) => (id === TOKENS_ID ? `\0${TOKENS_ID}` : undefined),
    load(id) {
      if (id !== `\0${TOKENS_ID}`) return undefined;
      const rules = packageStylesheets().flatMap((file) => {
        this.addWatchFile(file);
        const css = readFileSync(file, 'utf8');
        return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selector, body]) => {
          let group = '';
          const tokens = [...body!.matchAll(/\/\*\s*([\s\S]*?)\s*\*\/|(--sm-[\w-]+)\s*:\s*([^;]+);/g)].flatMap(
            ([, comment, name, value]) => {
              if (comment !== undefined) {
                group = comment.split('\n')[0]!.replace(/\s+/g, ' ').trim();
                return [];
              }
              return [{ name: name!, value: value!.trim(), group }];
            },
          );
          const cleanSelector = selector!.replace(/\/\*[\s\S]*?\*\//g, '').trim();
          return tokens.length ? [{ selector: cleanSelector, file: relative(root, file), tokens }] : [];
        });
      });
      return `export default ${JSON.stringify(rules)};`;
    },
  };
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The reference server's video clips and posters (/media/videos/{videoId}.webm, /media/previews/{videoId}.jpg), which
  // the default video provider plays: part of the build, so the players work on any static file server.
  staticDirs: [{ from: '../packages/server/src/media/files', to: '/media' }],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
  typescript: {
    // Prop tables from the packages' types: descriptions and @default from the JSDoc, unions as enumerations
    // (so `variant`, `headingLevel`, `brand` get a select), props from node_modules (React's DOM props) left out.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: join(root, 'tsconfig.json'),
      include: ['packages/*/src/**/*.tsx'],
      exclude: ['**/*.test.tsx', '**/node_modules/**'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      skipChildrenPropWithoutDoc: false,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [react(), shelfmarkStyles(), shelfmarkTokens(), shelfmarkCovers()],
      // Packages resolve to their TypeScript source, like vitest and tsc do.
      resolve: { conditions: ['shelfmark-source', 'module', 'browser', 'development|production'] },
      logLevel: 'warn',
      // Storybook's preview bundles React, axe and every story: big chunks are expected here.
      build: { chunkSizeWarningLimit: 4000 },
    });
  },
};

export default config;
