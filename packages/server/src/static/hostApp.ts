import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '@shelfmark/api-client/schemas';
import { isStorefrontPageRequest } from '../http/pageRenderCalls';
import { loadStorefrontRenderer, type PageRenderOptions, type StorefrontRenderer } from './renderStorefront';

const underAny = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shelfmark – storefront not built</title></head>
<body><main><h1>The storefront is not built yet</h1>
<p>The API is running, but examples/host-app/dist is missing. Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing) and reload.</p>
</main></body></html>`;

/** Build output that is not the browser's: the server entry and the manifest (renderStorefront.ts). */
const NOT_SERVED = ['/server', '/.vite'];

/**
 * Serves the built host app (files by exact path, `wildcard: false`) and answers every other GET for
 * an HTML page outside /api, /oidc, /images and /assets with the page rendered on the server (its
 * server build, renderStorefront.ts), or without one with its index.html, so client-side routes
 * load on refresh. Everything else that matches no route is a 404 — in the ApiError shape under /api.
 */
export async function serveHostApp(
  app: FastifyInstance,
  hostAppDir: string | null,
  pageOptions: PageRenderOptions,
): Promise<void> {
  const built = hostAppDir !== null && existsSync(join(hostAppDir, 'index.html'));
  let renderPage: StorefrontRenderer | null = null;
  if (built) {
    try {
      renderPage = await loadStorefrontRenderer(app, hostAppDir, pageOptions);
    } catch (error) {
      app.log.error(
        { err: error },
        "the storefront's server build could not be loaded: pages are served unrendered (index.html)",
      );
    }
    await app.register(fastifyStatic, {
      root: hostAppDir,
      prefix: '/',
      wildcard: false,
      index: false,
      allowedPath: (path) => !underAny(path, NOT_SERVED),
      // The build writes .br and .gz copies of its scripts and stylesheets (examples/host-app/vite.config.ts).
      preCompressed: true,
      setHeaders(res, path) {
        // Vite's hashed assets never change; the HTML must always be revalidated.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Browsers ask every page's origin for /favicon.ico unless the page names an icon, as the sign-in pages (/oidc) do
  // not: the storefront's icon when there is one, else an empty answer instead of a 404 in the buyer's console.
  // (A build with a favicon.ico of its own serves it as a file: declaring the route again would fail at start-up.)
  const icon = built && existsSync(join(hostAppDir, 'favicon.svg'));
  if (!built || !existsSync(join(hostAppDir, 'favicon.ico'))) {
    app.get('/favicon.ico', (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return icon ? reply.redirect('/favicon.svg', 301) : reply.code(204).send();
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0]!;
    // The same test load shedding uses to admit a page (http/pageRenderCalls).
    if (isStorefrontPageRequest(request)) {
      if (!built) return reply.code(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      if (renderPage) return renderPage(request, reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const message = `No route for ${request.method} ${path}.`;
    return reply.code(404).send(errorBody(404, 'NOT_FOUND', message));
  });
}
