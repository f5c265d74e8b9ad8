#!/usr/bin/env node
/**
 * The integrator's check: what a team embedding Shelfmark in its own app goes through, from the
 * published tarballs and the READMEs only.
 *
 *   1. packs @shelfmark/api-client, forms, commerce and blocks (`npm pack`; builds what is missing first)
 *   2. checks each tarball with arethetypeswrong: under its default profile the only problems are the two an
 *      ESM-only package cannot avoid (node10 resolution, and `require` from CommonJS), none under `esm-only`;
 *      and with publint (strict: a warning or suggestion fails too)
 *   3. creates a fresh app in a temp folder outside the repo and installs the tarballs with react, react-dom,
 *      react-query and their types in one `npm install` (React unversioned, as the READMEs write it: npm must pick
 *      19), then the Bloomreach SDK as blocks/README.md says (`--prefer-offline`: from the npm cache where it can)
 *   4. type-checks the app's files (app/main.tsx, app/bloomreach.tsx) with `skipLibCheck: false` and no Node types
 *   5. bundles app/main.tsx for the browser and serves it on one loopback port; starts the reference server on
 *      another (SHELFMARK_CORS_ORIGINS = the app's origin, a small catalogue)
 *   6. opens the app in Chromium: a page of blocks (authored, and the server's home page) and a commerce
 *      widget ('Search Result' from the commerce registry) render from the cross-origin server, with no failed
 *      request and no console error
 *   7. a Next.js App Router app (scripts/integrator/next-app: server components only, through
 *      @shelfmark/blocks/server and @shelfmark/commerce/server) installed beside it with the four tarballs, next,
 *      react and react-dom in one `npm install`, built (`next build --webpack`) and started (`next start`) against the same
 *      reference server
 *   8. Chromium with JavaScript disabled: the CMS page /privacy (rich text, accordion with its collapsed item in the
 *      HTML), /search?q=history and the first result's product page show their content, no 'Loading' text, no
 *      hidden segment and no inline script but Next's own (its RSC payload, `self.__next_f.push`: an App Router page
 *      always inlines it; none of React's Suspense-reveal scripts), each with the nonce of the app's strict
 *      Content-Security-Policy (next-app/proxy.ts)
 *
 * Exits 0 when every step passes; prints `N passed, N failed` last. `--keep` leaves the temp folder.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
  copyFileSync,
  cpSync,
  readdirSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HERE = join(ROOT, 'scripts/integrator');
const PACKAGES = ['api-client', 'forms', 'commerce', 'blocks'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The Next.js the App Router app is built with (a registry package; its SWC binary is an optional dependency of it).
const NEXT = '16.4.6';
const keep = process.argv.includes('--keep');

const rootPackage = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const version = (name) => rootPackage.devDependencies[name] ?? rootPackage.dependencies?.[name];

const results = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function step(name, run) {
  const begun = Date.now();
  process.stdout.write(`\n── ${name}\n`);
  try {
    const detail = await run();
    results.push({ name, ok: true });
    console.log(`   ok: ${name} (${seconds(Date.now() - begun)})${detail ? `\n      ${detail}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(
      `   FAILED: ${name} (${seconds(Date.now() - begun)}): ${error instanceof Error ? error.message : String(error)}`,
    );
    throw error;
  }
}

/** Runs a command; resolves with its output, rejects with its last lines. */
function run(command, args, options = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 || options.allowFailure
        ? done({ code, output })
        : fail(
            new Error(
              `${command} ${args.join(' ')} exited ${code}:\n${output.trim().split('\n').slice(-40).join('\n')}`,
            ),
          ),
    );
  });
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createNetServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });

const work = mkdtempSync(join(tmpdir(), 'shelfmark-integrator-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
const nextApp = join(work, 'next-app');
let server;
let staticServer;
let nextServer;
let browser;

async function cleanup() {
  await browser?.close().catch(() => undefined);
  staticServer?.close();
  if (nextServer && nextServer.exitCode === null) {
    const exited = new Promise((done) => nextServer.once('exit', done));
    nextServer.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  }
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  }
  if (!keep) rmSync(work, { recursive: true, force: true });
}

/** Starts the reference server (its first start creates and seeds the database: started early, awaited later). */
function startReferenceServer(apiPort, apiUrl, appUrl) {
  const emptyHost = join(work, 'no-host-app');
  mkdirSync(emptyHost);
  server = spawn(process.execPath, [join(ROOT, 'packages/server/dist/cli.js'), 'serve'], {
    cwd: work,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      SHELFMARK_PUBLIC_URL: apiUrl,
      SHELFMARK_CORS_ORIGINS: appUrl,
      SHELFMARK_DATA_DIR: join(work, 'data'),
      SHELFMARK_SEED_BOOKS: '200',
      SHELFMARK_HOST_APP_DIR: emptyHost,
      LOG_LEVEL: 'warn',
      // A shared, loaded machine: requests may wait longer for the embedded database than in production.
      SHELFMARK_QUEUE_TIMEOUT_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start in 300 s:\n${log.slice(-2000)}`)), 300_000);
    const read = (chunk) => {
      log += chunk;
      if (log.includes('is running at')) {
        clearTimeout(timer);
        done();
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}):\n${log.slice(-2000)}`));
    });
  });
}

async function chromiumBrowser() {
  if (browser) return browser;
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (npm run install-browser, or CHROMIUM_PATH)`);
  const { chromium } = await import(join(ROOT, 'node_modules/playwright-core/index.mjs'));
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return browser;
}

/** `next start` on a free loopback port (Node 22+ for jsdom: this script's Node); resolves once it is ready. */
function startNext(port) {
  nextServer = spawn(
    process.execPath,
    [join(nextApp, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: nextApp,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SHELFMARK_API_URL: apiUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`next start was not ready in 120 s:\n${log.slice(-2000)}`)), 120_000);
    const read = (chunk) => {
      log += chunk;
      if (/\bReady\b/.test(log)) {
        clearTimeout(timer);
        done();
      }
    };
    nextServer.stdout.on('data', read);
    nextServer.stderr.on('data', read);
    nextServer.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`next start exited (${code}):\n${log.slice(-2000)}`));
    });
  });
}

const appPort = await freePort();
const apiPort = await freePort();
const nextPort = await freePort();
const nextUrl = `http://127.0.0.1:${nextPort}`;
const appUrl = `http://127.0.0.1:${appPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
let serverReady;

try {
  await step('pack the published packages (npm pack)', async () => {
    const missing = PACKAGES.filter((name) => !existsSync(join(ROOT, 'packages', name, 'dist', 'index.js')));
    if (missing.length > 0 || !existsSync(join(ROOT, 'packages/server/dist/cli.js')))
      await run('npm', ['run', 'build:packages']);
    mkdirSync(tarballs, { recursive: true });
    await run('npm', [
      'pack',
      ...PACKAGES.flatMap((name) => ['-w', `@shelfmark/${name}`]),
      '--pack-destination',
      tarballs,
    ]);
    return readdirSync(tarballs).join(', ');
  });
  serverReady = startReferenceServer(apiPort, apiUrl, appUrl);
  serverReady.catch(() => undefined);

  // attw is CPU work, the install mostly the npm cache's: side by side.
  const attw = step('arethetypeswrong: only what ESM-only makes unavoidable', async () => {
    // attw's default ("strict") profile; its esm-only profile ignores exactly the node10 and node16-cjs resolutions.
    const core = await import(join(ROOT, 'node_modules/@arethetypeswrong/core/dist/index.js'));
    const counts = [];
    for (const file of readdirSync(tarballs)) {
      const analysis = await core.checkPackage(
        core.createPackageFromTarballData(new Uint8Array(readFileSync(join(tarballs, file)))),
      );
      const problems = analysis.problems ?? [];
      const avoidable = problems.filter(
        (problem) =>
          !(
            (problem.kind === 'NoResolution' && problem.resolutionKind === 'node10') ||
            (problem.kind === 'CJSResolvesToESM' && problem.resolutionKind === 'node16-cjs')
          ),
      );
      if (avoidable.length > 0) throw new Error(`${file}: ${JSON.stringify(avoidable.slice(0, 5))}`);
      counts.push(`${file.replace(/-\d.*$/, '')} ${problems.length}`);
    }
    return `every problem is node10 "no resolution" or node16-cjs "ESM (dynamic import only)" (${counts.join(', ')}); none under --profile esm-only`;
  });

  const tarballsOf = () =>
    [...PACKAGES].reverse().map((name) =>
      join(
        tarballs,
        readdirSync(tarballs).find((f) => f.startsWith(`shelfmark-${name}-`)),
      ),
    );

  // packages/blocks/README.md and packages/commerce/README.md, "Next.js App Router": one command.
  const nextInstall = step(
    'a fresh Next.js App Router app installs the four tarballs with next, react and react-dom in one command',
    async () => {
      cpSync(join(HERE, 'next-app'), nextApp, { recursive: true });
      writeFileSync(
        join(nextApp, 'package.json'),
        `${JSON.stringify({ name: 'integrator-next-app', private: true }, null, 2)}\n`,
      );
      await run(
        'npm',
        [
          'install',
          '--prefer-offline',
          '--no-audit',
          '--no-fund',
          '--loglevel=error',
          ...tarballsOf(),
          `next@${NEXT}`,
          'react',
          'react-dom',
          '@tanstack/react-query',
          `typescript@${version('typescript')}`,
          `@types/react@${version('@types/react')}`,
          `@types/react-dom@${version('@types/react-dom')}`,
          `@types/node@${version('@types/node')}`,
        ],
        { cwd: nextApp },
      );
      const react = JSON.parse(readFileSync(join(nextApp, 'node_modules/react/package.json'), 'utf8')).version;
      if (!react.startsWith('19.')) throw new Error(`npm installed React ${react}, not 19`);
      return `${nextApp} (Next.js ${NEXT}, React ${react})`;
    },
  );

  const install = step(
    'a fresh app outside the repo installs the four tarballs with react and react-dom in one command, then Bloomreach',
    async () => {
      mkdirSync(join(app, 'src'), { recursive: true });
      writeFileSync(
        join(app, 'package.json'),
        `${JSON.stringify({ name: 'integrator-app', private: true, type: 'module' }, null, 2)}\n`,
      );
      const npmInstall = (names) =>
        run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...names], {
          cwd: app,
        });
      // The READMEs' one command (commerce/README.md), with the tarballs for the package names, dependents first, and
      // React unversioned: npm picks React for every peer range it sees, an optional peer's included (the Bloomreach
      // React SDK's "up to 18" made it pick 18 and fail with ERESOLVE).
      await npmInstall([
        ...tarballsOf(),
        '@tanstack/react-query',
        'react',
        'react-dom',
        `@types/react@${version('@types/react')}`,
        `@types/react-dom@${version('@types/react-dom')}`,
      ]);
      const react = JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')).version;
      if (!react.startsWith('19.')) throw new Error(`npm installed React ${react}, not 19`);
      // blocks/README.md, "Bloomreach": the SDK afterwards, its 23.x's React peer overridden first.
      const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
      manifest.overrides = { '@bloomreach/react-sdk': { react: '$react' } };
      writeFileSync(join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      await npmInstall([
        `@bloomreach/react-sdk@${version('@bloomreach/react-sdk')}`,
        `@bloomreach/spa-sdk@${version('@bloomreach/spa-sdk')}`,
      ]);
      return `${app} (React ${react})`;
    },
  );

  // publint reads each tarball as published (what `npm pack` put in it), warnings counted as errors.
  const lint = step('publint --strict: every tarball is clean', async () => {
    const { publint } = await import(join(ROOT, 'node_modules/publint/src/index-node.js'));
    const { formatMessage } = await import(join(ROOT, 'node_modules/publint/src/utils.js'));
    const failures = [];
    for (const file of readdirSync(tarballs)) {
      const tarball = readFileSync(join(tarballs, file));
      const { messages, pkg } = await publint({
        pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
        level: 'suggestion',
        strict: true,
      });
      for (const message of messages)
        failures.push(`${file}: ${message.type} ${formatMessage(message, pkg, { color: false }) ?? message.code}`);
    }
    if (failures.length > 0) throw new Error(failures.join('\n'));
    return `no error, warning or suggestion in ${readdirSync(tarballs).length} tarballs`;
  });

  const settled = await Promise.allSettled([attw, lint, install, nextInstall]);
  const rejected = settled.find((result) => result.status === 'rejected');
  if (rejected) throw rejected.reason;

  // The type-check is one core's work for a while: it runs beside the browser's part.
  const typeCheck = step('the app type-checks with skipLibCheck: false and no Node types', async () => {
    for (const name of ['main.tsx', 'bloomreach.tsx', 'react-sdk-jsx.d.ts'])
      copyFileSync(join(HERE, 'app', name), join(app, 'src', name));
    writeFileSync(
      join(app, 'tsconfig.json'),
      `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: false,
            noEmit: true,
            types: [],
            isolatedModules: true,
          },
          include: ['src'],
        },
        null,
        2,
      )}\n`,
    );
    // The repo's compiler (the app has none of its own to install); modules and types resolve from the app.
    await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(app, 'tsconfig.json')], {
      cwd: app,
    });
  });
  typeCheck.catch(() => undefined); // awaited (and reported) below

  // Next's build (its own type-check included) beside the Vite app's steps. With webpack, Next's other bundler: its
  // server loads the blocks' chunks late enough that @shelfmark/blocks' own PageRenderer streams 'Loading Rich Text…'
  // and hidden segments into /privacy (measured with this Next; Turbopack's build had the chunks in time), so the
  // page's content here is the server entry's doing.
  const nextBuild = step('next build --webpack: the App Router app builds from the installed tarballs', async () => {
    await run(process.execPath, [join(nextApp, 'node_modules/next/dist/bin/next'), 'build', '--webpack'], {
      cwd: nextApp,
      env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
  });
  nextBuild.catch(() => undefined); // awaited (and reported) below

  await step(
    "the app is bundled and served; the reference server runs on another origin, CORS for the app's",
    async () => {
      const { build } = await import(join(ROOT, 'node_modules/esbuild/lib/main.js'));
      await build({
        absWorkingDir: app,
        entryPoints: ['src/main.tsx'],
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        outdir: 'dist',
        jsx: 'automatic',
        logLevel: 'error',
        minify: true,
        define: { __SHELFMARK_API__: JSON.stringify(apiUrl), 'process.env.NODE_ENV': '"production"' },
      });
      writeFileSync(
        join(app, 'dist', 'index.html'),
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Integrator app</title>' +
          '<link rel="stylesheet" href="/main.css"></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>\n',
      );
      const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };
      staticServer = createServer((request, response) => {
        const path = new URL(request.url ?? '/', appUrl).pathname;
        const target = join(app, 'dist', path === '/' ? 'index.html' : path);
        if (!target.startsWith(join(app, 'dist')) || !existsSync(target)) {
          response.writeHead(404).end();
          return;
        }
        response
          .writeHead(200, { 'content-type': types[extname(target)] ?? 'application/octet-stream' })
          .end(readFileSync(target));
      });
      await new Promise((done) => staticServer.listen(appPort, '127.0.0.1', done));

      await serverReady;
      return `app ${appUrl}, API ${apiUrl}`;
    },
  );

  await step('Chromium: a block page and a commerce widget render from the other origin, nothing fails', async () => {
    await chromiumBrowser();
    const page = await browser.newPage();
    const failures = [];
    const consoleErrors = [];
    await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
    page.on('requestfailed', (request) => failures.push(`${request.url()} (${request.failure()?.errorText})`));
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.url()} ${response.status()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    await page.goto(`${appUrl}/?q=history`);
    const authored = page.getByRole('region', { name: 'Authored page' });
    await authored
      .getByRole('heading', { level: 1, name: 'Books from the reference server' })
      .waitFor({ timeout: 60_000 });
    const count = authored.getByText(/\d+ results? for “history”/);
    await count.waitFor({ timeout: 60_000 });
    const titles = await authored.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2 }).count();
    if (titles === 0) throw new Error('the search widget shows no result');
    const served = page.getByRole('region', { name: 'Served page' });
    await served.locator('h1, h2').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const covers = await page
      .locator('img')
      .evaluateAll((images) => images.filter((img) => img.complete && img.naturalWidth > 0).length);
    const problems = [...failures.map((f) => `request failed: ${f}`), ...consoleErrors.map((e) => `console: ${e}`)];
    if (problems.length > 0) throw new Error(problems.slice(0, 10).join('\n'));
    return `${await count.textContent()}; ${titles} result titles, ${covers} images loaded, no failed request`;
  });
  await typeCheck;
  await nextBuild;

  await step('next start: the App Router app serves on its own port, calling the reference server', async () => {
    await startNext(nextPort);
    return nextUrl;
  });

  await step(
    "Chromium, JavaScript disabled: the Next.js pages show a block page and two commerce widgets, no Loading, no inline script but Next's own",
    async () => {
      const context = await (await chromiumBrowser()).newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/])/, (route) => route.abort());
      const nextScripts = [];
      /** Opens a page; checks its HTML as sent: no hidden segment, no inline script but Next's, no 'Loading'. */
      const visit = async (open) => {
        const response = await open();
        if (!response?.ok()) throw new Error(`${page.url()} answered ${response?.status()}`);
        const html = await response.text();
        // React's streamed Suspense content: a hidden segment, moved in by an inline script ($RC) that needs JavaScript.
        if (/<div hidden id="S:/.test(html)) throw new Error(`${page.url()}: the HTML holds a hidden streamed segment`);
        const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
          attributes: m[1],
          code: m[2],
        }));
        // Next's own: its RSC payload (self.__next_f) and Turbopack's chunk list; an App Router page always has them.
        const foreign = inline.filter(({ code }) => !/^\s*\(?(self\.__next_f|\(?globalThis\["TURBOPACK"\])/.test(code));
        if (foreign.length > 0)
          throw new Error(
            `${page.url()}: inline scripts not Next's own:\n${foreign.map((s) => s.code.slice(0, 200)).join('\n')}`,
          );
        // Under the app's strict policy (proxy.ts: scripts only with this response's nonce) each carries the nonce.
        const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
        if (!nonce) throw new Error(`${page.url()}: no nonce in its Content-Security-Policy`);
        const unallowed = inline.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`));
        if (unallowed.length > 0)
          throw new Error(`${page.url()}: ${unallowed.length} inline scripts without the policy's nonce`);
        nextScripts.push(inline.length);
        const text = await page.locator('body').innerText();
        if (/Loading/i.test(text)) throw new Error(`${page.url()} shows "Loading": ${text.slice(0, 500)}`);
        // The HTML's text, hidden parts included (an image's loading="lazy" is no loading note).
        const htmlText = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');
        if (/Loading/i.test(htmlText)) throw new Error(`${page.url()}: its HTML holds "Loading"`);
      };
      const visible = async (locator, what) => {
        if (!(await locator.first().isVisible())) throw new Error(`${page.url()}: ${what} is not shown`);
      };

      // A CMS page document (the reference server's /privacy): page heading, rich text, accordion list.
      await visit(() => page.goto(`${nextUrl}/privacy`));
      await visible(page.getByRole('heading', { level: 1, name: 'Privacy' }), 'the page heading');
      await visible(page.getByText('keeps the data it needs to take and ship your orders'), 'the rich text');
      await visible(page.getByRole('button', { name: 'What we store', expanded: true }), 'the open accordion item');
      await visible(page.getByText('Your name, work email'), "the open item's content");
      await visible(page.getByRole('button', { name: 'Cookies', expanded: false }), 'the collapsed accordion item');
      if ((await page.getByText('One session cookie while you are signed in.').count()) !== 1)
        throw new Error("the collapsed item's content is not in the HTML");

      // SearchResults, prefetched by the server component (@shelfmark/commerce/server) and dehydrated.
      await visit(() => page.goto(`${nextUrl}/search?q=history`));
      const count = page.getByText(/\d+ results? for “history”/);
      await visible(count, 'the result count');
      const results = page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 2 });
      const titles = await results.count();
      if (titles === 0) throw new Error('the search results show no result');
      const title = (await results.first().innerText()).trim();

      // ProductDetail, reached by the first result's link (a plain link: no JavaScript needed).
      await visit(() =>
        Promise.all([page.waitForNavigation(), results.first().getByRole('link').click()]).then(([r]) => r),
      );
      if (!/\/products\/\d{13}$/.test(new URL(page.url()).pathname))
        throw new Error(`the result's link went to ${page.url()}`);
      await visible(page.getByRole('heading', { level: 1, name: title }), "the product's title");
      await visible(page.getByRole('button', { name: 'Add to cart' }), 'the buy control');
      const product = new URL(page.url()).pathname;
      await context.close();
      return `/privacy; /search?q=history, ${titles} results; ${product} "${title}"; inline scripts per page, all Next's own and with the policy's nonce: ${nextScripts.join(', ')}`;
    },
  );
} catch {
  // reported by its step
} finally {
  await cleanup();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log(`\nintegrator check: ${seconds(Date.now() - started)}${keep ? `, kept ${work}` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
