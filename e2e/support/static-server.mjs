import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { coverFor } from './covers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves a built folder (the static Storybook) on 127.0.0.1, cacheable within a browser session (each test
 * launch has a fresh profile, so nothing outlives the run) — no dependency, no directory listing,
 * nothing outside the folder; /images/covers/{isbn13}.svg drawn as the reference server does.
 * Resolves once listening; `close()` stops it.
 */
export function serveStatic(folder, port) {
  const root = resolve(folder);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const pathname = decodeURIComponent(url.pathname);
    const cover = await coverFor(pathname, url.searchParams);
    if (cover) {
      res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'max-age=600' }).end(cover);
      return;
    }
    if (pathname === '/favicon.ico') {
      res.writeHead(204).end(); // Chromium asks for it on every page; a 404 would log a console error
      return;
    }
    let file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${pathname}`);
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'max-age=600',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', (error) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is in use: stop whatever listens there, or choose another port.`)
          : error,
      ),
    );
    // Port 0: the OS picks a free one, read back once listening.
    server.listen(port, '127.0.0.1', () =>
      ok({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      }),
    );
  });
}
