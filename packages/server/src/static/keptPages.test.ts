import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { KeptPages, type RenderedPage } from './keptPages';

/** A render the test finishes when it chooses, to see what requests get while it runs. */
interface PendingRender {
  finish: (body: string) => void;
  fail: (error: Error) => void;
}

function pageOf(body: string, maxAgeMs: number): RenderedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
    body: Buffer.from(body),
    shareable: true,
    maxAgeMs,
  };
}

/**
 * A server whose every GET page goes through one KeptPages, each render waiting for the test. `maxAgeMs` is the pages'
 * s-maxage: 0 makes every kept copy stale at once, which is what a request meets once s-maxage has passed.
 */
function keptPagesServer({ maxAgeMs, maxBytes }: { maxAgeMs: number; maxBytes?: number }) {
  let version = 'catalogue-1:content-1';
  const renders: PendingRender[] = [];
  const kept = new KeptPages({
    readVersion: async () => version,
    pageOrigin: () => 'http://shop.example',
    ...(maxBytes === undefined ? {} : { maxBytes }),
  });
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/*', (request, reply) =>
    kept.serve(
      request,
      reply,
      () =>
        new Promise<RenderedPage>((resolve, reject) => {
          renders.push({ finish: (body) => resolve(pageOf(body, maxAgeMs)), fail: reject });
        }),
    ),
  );
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { host: 'shop.example' } });
    return { body: response.body, age: response.headers.age };
  };
  /** Resolves once `count` renders have started (a render starts after the version is read). */
  const rendersStarted = async (count: number) => {
    while (renders.length < count) await new Promise((resolve) => setImmediate(resolve));
    return renders[count - 1]!;
  };
  return {
    app,
    get,
    rendersStarted,
    renders,
    publish: () => {
      version = `catalogue-1:content-${Date.now()}-${renders.length}`;
    },
  };
}

let server: ReturnType<typeof keptPagesServer> | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

describe('kept anonymous pages: stale while revalidate', () => {
  it('CMS-01 a copy past its s-maxage is still answered at once while one request renders it again; the next request gets the new render', async () => {
    server = keptPagesServer({ maxAgeMs: 0 });
    const first = server.get('/');
    (await server.rendersStarted(1)).finish('home, first render');
    expect((await first).body).toBe('home, first render');

    // The kept copy is stale (s-maxage 0): it is answered, with Age, without waiting for the render it starts.
    const stale = await server.get('/');
    expect(stale.body).toBe('home, first render');
    expect(stale.age).toBe('0');
    const refresh = await server.rendersStarted(2);

    // A request while that render runs gets the stale copy too, and starts no render of its own.
    const meanwhile = await server.get('/');
    expect(meanwhile.body).toBe('home, first render');
    expect(server.renders).toHaveLength(2);

    refresh.finish('home, second render');
    await expect.poll(async () => (await server!.get('/')).body).toBe('home, second render');
  });

  it('a background render that fails leaves the stale copy answered, and the next request tries again', async () => {
    server = keptPagesServer({ maxAgeMs: 0 });
    const first = server.get('/search?q=lighthouse');
    (await server.rendersStarted(1)).finish('results, first render');
    await first;

    expect((await server.get('/search?q=lighthouse')).body).toBe('results, first render');
    (await server.rendersStarted(2)).fail(new Error('the API is down'));

    // Once the failed render is over, a request is answered with the stale copy and starts the render again.
    const bodies = new Set<string>();
    await expect
      .poll(async () => {
        bodies.add((await server!.get('/search?q=lighthouse')).body);
        return server!.renders.length;
      })
      .toBe(3);
    expect([...bodies]).toEqual(['results, first render']);
    server.renders[2]!.finish('results, third render');
    await expect.poll(async () => (await server!.get('/search?q=lighthouse')).body).toBe('results, third render');
  });

  it('CMS-01 a copy within its s-maxage is answered without any render; after a publish the page is rendered before it is answered', async () => {
    server = keptPagesServer({ maxAgeMs: 60_000 });
    const first = server.get('/');
    (await server.rendersStarted(1)).finish('home before the edit');
    await first;

    expect((await server.get('/')).body).toBe('home before the edit');
    expect(server.renders).toHaveLength(1);

    server.publish();
    const edited = server.get('/');
    (await server.rendersStarted(2)).finish('home after the edit');
    const answer = await edited;
    expect(answer.body).toBe('home after the edit');
    expect(answer.age).toBeUndefined();
  });

  it('keeps at most its byte budget: the least recently used page goes first', async () => {
    // Each page is 100 bytes of body plus its key: two fit in 300 bytes, three do not.
    server = keptPagesServer({ maxAgeMs: 60_000, maxBytes: 300 });
    const body = (name: string) => name.padEnd(100, '.');
    for (const [index, url] of ['/a', '/b'].entries()) {
      const answer = server.get(url);
      (await server.rendersStarted(index + 1)).finish(body(url));
      await answer;
    }
    expect((await server.get('/a')).age).toBeDefined(); // /a is now the most recently used
    const third = server.get('/c');
    (await server.rendersStarted(3)).finish(body('/c'));
    await third;

    expect((await server.get('/a')).age).toBeDefined();
    expect((await server.get('/c')).age).toBeDefined();
    const evicted = server.get('/b');
    (await server.rendersStarted(4)).finish(body('/b'));
    expect((await evicted).age).toBeUndefined();
  });
});
