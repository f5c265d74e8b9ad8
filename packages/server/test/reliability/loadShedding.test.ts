import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../../src/buildServer';
import {
  criticalityOf,
  defaultLoadShedding,
  defaultPageLimits,
  LaneLimiter,
  laneOf,
  sheddingEverything,
  OVERLOADED_MESSAGE,
  readLoadSheddingEnv,
  registerLoadShedding,
  type LoadSheddingOptions,
  type LoadSheddingState,
} from '../../src/http/loadShedding';
import { signInAs } from '../../src/auth/testing';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { testSessionHeader, TEST_SESSION_HEADER } from '../../src/session/testSession';
import { freshDatabase, type FreshDatabase } from '../helpers/testDatabase';
import { freePort } from '../helpers/testServer';
import { PAGE_RENDER_HEADER, pageRenderCallHeaders } from '../../src/http/pageRenderCalls';

/**
 * The server takes on a bounded amount of database work and answers the excess at
 * once with 503 and Retry-After; cheap routes answer meanwhile. Slow requests here wait on a gate the
 * test opens, so nothing depends on how fast the machine is.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own; `sent.request` can be destroyed to play a client that goes away. */
function send(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseUrl);
  let request!: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    request = httpRequest(
      { host: hostname, port, path, agent: false, headers: { accept: 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
  return { answer, request };
}

function expectOverloaded(answer: Answer) {
  expect(answer.status).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(answer.body)).toEqual({ status: 503, code: 'OVERLOADED', message: OVERLOADED_MESSAGE });
}

/** A gate slow requests wait on, and a count of the handlers that started and finished. */
function slowRoutes() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const started: string[] = [];
  const finished: string[] = [];
  const closed: string[] = [];
  return {
    open,
    started,
    finished,
    closed,
    install(app: FastifyInstance, path = '/api/slow/:id') {
      app.get<{ Params: { id: string } }>(path, async (request) => {
        const { id } = request.params;
        started.push(id);
        request.raw.once('close', () => closed.push(id));
        await opened;
        finished.push(id);
        return { id };
      });
    },
  };
}

const limits = (database: [number, number], queueTimeoutMs = 60_000): LoadSheddingOptions => ({
  database: { maxInFlight: database[0], maxQueued: database[1] },
  session: { maxInFlight: 1, maxQueued: 1 },
  identity: { maxInFlight: 1, maxQueued: 1 },
  queueTimeoutMs,
});

describe('the load-shedding module', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let state: () => LoadSheddingState;
  let slow: ReturnType<typeof slowRoutes>;

  async function start(options: LoadSheddingOptions, extra?: (app: FastifyInstance) => void) {
    app = Fastify({ logger: false });
    state = registerLoadShedding(app, options);
    extra?.(app);
    slow = slowRoutes();
    slow.install(app);
    app.get('/api/site-config', async () => ({ site: 'config' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }
  afterEach(async () => {
    slow?.open();
    await app?.close();
  });

  it('answers a burst beyond the slots and the queue with 503 and Retry-After at once, while site config answers 200', async () => {
    await start(limits([1, 1]));
    const first = send(baseUrl, '/api/slow/first');
    await vi.waitFor(() => expect(slow.started).toEqual(['first']));
    const burst = ['b1', 'b2', 'b3', 'b4'].map((id) => send(baseUrl, `/api/slow/${id}`).answer);
    // Three of the four are refused while the first still holds the only slot: nobody waits for it.
    const refused: Answer[] = [];
    await new Promise<void>((done) => {
      for (const answer of burst) {
        void answer.then((a) => {
          if (a.status === 503) refused.push(a);
          if (refused.length === 3) done();
        });
      }
    });
    refused.forEach(expectOverloaded);
    expect(slow.finished).toEqual([]);
    const config = await send(baseUrl, '/api/site-config').answer;
    expect(config.status).toBe(200);
    expect(state().database).toEqual({ inFlight: 1, queued: 1, admitted: 1 });

    slow.open();
    expect((await first.answer).status).toBe(200);
    const statuses = (await Promise.all(burst)).map((a) => a.status).sort();
    expect(statuses).toEqual([200, 503, 503, 503]);
    await vi.waitFor(() => expect(state().database).toEqual({ inFlight: 0, queued: 0, admitted: 0 }));
  });

  it("lets a server-rendered page's own API call wait its turn when an outside request would be refused; a forged marker is refused", async () => {
    await start(limits([1, 1]));
    const first = send(baseUrl, '/api/slow/first');
    await vi.waitFor(() => expect(slow.started).toEqual(['first']));
    const queued = send(baseUrl, '/api/slow/queued');
    await vi.waitFor(() => expect(state().database.queued).toBe(1));
    // The lane is full: an outside request, even one with the header but not this process's secret, is refused.
    expectOverloaded(await send(baseUrl, '/api/slow/outside').answer);
    expectOverloaded(await send(baseUrl, '/api/slow/forged', { [PAGE_RENDER_HEADER]: 'guessed' }).answer);
    // The page's own call (renderStorefront's in-process fetch) queues behind the others instead.
    const pageCall = send(baseUrl, '/api/slow/page', pageRenderCallHeaders());
    await vi.waitFor(() => expect(state().database.queued).toBe(2));
    slow.open();
    expect((await first.answer).status).toBe(200);
    expect((await queued.answer).status).toBe(200);
    expect((await pageCall.answer).status).toBe(200);
    expect(slow.finished).toEqual(['first', 'queued', 'page']);
  });

  it("lets a page's own calls wait only what is left of the page's time, not a whole deadline each", async () => {
    await start(limits([1, 8], 60_000));
    const first = send(baseUrl, '/api/slow/first');
    await vi.waitFor(() => expect(slow.started).toEqual(['first']));
    // A page whose time is up: its call is answered 503 while the slot is still held, not after the lane's 60 s.
    expectOverloaded(await send(baseUrl, '/api/slow/late', pageRenderCallHeaders('page', Date.now() + 50)).answer);
    expect(slow.started).toEqual(['first']);
    slow.open();
    expect((await first.answer).status).toBe(200);
  });

  it('answers a request still queued at the deadline 503 with Retry-After, not a hang', async () => {
    await start(limits([1, 4], 200));
    const first = send(baseUrl, '/api/slow/first');
    await vi.waitFor(() => expect(slow.started).toEqual(['first']));
    const queued = await send(baseUrl, '/api/slow/queued').answer;
    expectOverloaded(queued);
    expect(slow.finished).toEqual([]);
    expect(slow.started).toEqual(['first']);

    slow.open();
    expect((await first.answer).status).toBe(200);
    expect((await send(baseUrl, '/api/slow/after').answer).status).toBe(200);
  });

  it('keeps the slot of a client that went away until its handler has finished', async () => {
    await start(limits([1, 0]));
    const first = send(baseUrl, '/api/slow/first');
    first.answer.catch(() => undefined);
    await vi.waitFor(() => expect(slow.started).toEqual(['first']));
    first.request.destroy();
    await vi.waitFor(() => expect(slow.closed).toEqual(['first']));
    // The work goes on on the server: going away does not make room for more.
    expectOverloaded(await send(baseUrl, '/api/slow/second').answer);

    slow.open();
    await vi.waitFor(() => expect(state().database.inFlight).toBe(0));
    expect(slow.finished).toEqual(['first']);
    expect((await send(baseUrl, '/api/slow/third').answer).status).toBe(200);
  });

  it('gives the place of a queued client that went away to the next one', async () => {
    await start(limits([1, 1]));
    const first = send(baseUrl, '/api/slow/first');
    await vi.waitFor(() => expect(slow.started).toEqual(['first']));
    const gone = send(baseUrl, '/api/slow/gone');
    gone.answer.catch(() => undefined);
    await vi.waitFor(() => expect(state().database.queued).toBe(1));
    gone.request.destroy();
    await vi.waitFor(() => expect(state().database).toEqual({ inFlight: 1, queued: 0, admitted: 0 }));
    const next = send(baseUrl, '/api/slow/next');
    await vi.waitFor(() => expect(state().database.queued).toBe(1));

    slow.open();
    expect((await first.answer).status).toBe(200);
    expect(JSON.parse((await next.answer).body)).toEqual({ id: 'next' });
    expect(slow.started).toEqual(['first', 'next']);
  });

  it('reads and refuses the excess even while every request’s database work blocks the thread (as the embedded database did on the server’s thread, and does with worker: false)', async () => {
    await start(limits([1, 1]), (server) => {
      // PGlite on the server's own thread (before its worker thread, and still with worker: false):
      // a request's work blocks the thread, like this.
      server.get('/api/blocking', async () => {
        const until = performance.now() + 50;
        while (performance.now() < until) {
          /* busy, as a query is */
        }
        return { done: true };
      });
    });
    // Twenty browsers with a connection open each (kept alive), sending at the same moment.
    const agent = new Agent({ keepAlive: true, maxSockets: 20, maxFreeSockets: 20 });
    try {
      const get = (path: string) =>
        new Promise<Answer>((resolve, reject) => {
          const { port } = new URL(baseUrl);
          httpRequest({ host: '127.0.0.1', port, path, agent, headers: { accept: 'application/json' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          })
            .on('error', reject)
            .end();
        });
      await Promise.all(Array.from({ length: 20 }, () => get('/api/site-config')));
      const answers = await Promise.all(Array.from({ length: 20 }, () => get('/api/blocking')));
      const shed = answers.filter((a) => a.status === 503);
      shed.forEach(expectOverloaded);
      expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
      // Started at once as each was read, the first would block the thread until it ended, then the
      // next: all twenty served in turn, none refused, each waiting for all before it.
      expect(shed.length).toBeGreaterThanOrEqual(10);
    } finally {
      agent.destroy();
    }
  });

  it('gives back the slot of a streamed answer (the Excel export) when its handler has returned, not when a slow client has read it all', async () => {
    const stream = new PassThrough();
    await start(limits([1, 0]), (server) => {
      server.get('/api/stream', async (_request, reply) => {
        stream.write('first rows…');
        return reply.type('application/octet-stream').send(stream);
      });
    });
    const streamed = await new Promise<{ status: number; request: ClientRequest }>((resolve, reject) => {
      const { port } = new URL(baseUrl);
      const request = httpRequest({ host: '127.0.0.1', port, path: '/api/stream', agent: false }, (res) => {
        res.pause(); // a client that reads nothing more
        resolve({ status: res.statusCode ?? 0, request });
      });
      request.on('error', reject).end();
    });
    try {
      expect(streamed.status).toBe(200);
      slow.open();
      expect((await send(baseUrl, '/api/slow/next').answer).status).toBe(200);
    } finally {
      stream.end();
      streamed.request.destroy();
    }
  });

  it('lets a request refused by a later hook (CSRF, rate limit) take neither a slot nor a place in the queue', async () => {
    await start(limits([1, 1]), (server) => {
      server.addHook('onRequest', async (request, reply) => {
        if (request.headers['x-refuse']) return reply.code(403).send({ refused: true });
      });
    });
    for (let i = 0; i < 5; i += 1)
      expect((await send(baseUrl, `/api/slow/r${i}`, { 'x-refuse': '1' }).answer).status).toBe(403);
    await vi.waitFor(() => expect(state().database).toEqual({ inFlight: 0, queued: 0, admitted: 0 }));
    expect(slow.started).toEqual([]);
  });
});

describe('shedding by criticality (anonymous pages and searches first, checkout last)', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let state: () => LoadSheddingState;
  let slow: ReturnType<typeof slowRoutes>;
  const placed: string[] = [];

  beforeAll(async () => {
    app = Fastify({ logger: false });
    state = registerLoadShedding(app, limits([1, 8]));
    slow = slowRoutes();
    slow.install(app);
    // Stand-ins for the store's routes of each class, answering at once.
    app.get('/api/products/search', async () => ({ products: [] }));
    app.post('/api/carts/entries', async () => ({ added: true }));
    app.post('/api/orders', async () => {
      placed.push('order');
      slow.started.push('checkout');
      return { code: 'order' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    slow?.open();
    await app?.close();
  });

  function post(path: string) {
    const { hostname, port } = new URL(baseUrl);
    return new Promise<Answer>((resolve, reject) => {
      httpRequest(
        { host: hostname, port, path, method: 'POST', agent: false, headers: { accept: 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      )
        .on('error', reject)
        .end();
    });
  }

  it('refuses a search first, then product reads, while a cart add and an order placement are still taken; a freed slot goes to the order', async () => {
    const first = send(baseUrl, '/api/slow/first');
    await vi.waitFor(() => expect(slow.started).toEqual(['first']));
    // A page being rendered: its call waits its turn in the page's class.
    const pageCall = send(baseUrl, '/api/slow/page', pageRenderCallHeaders('page'));
    const reads = [send(baseUrl, '/api/slow/read1'), send(baseUrl, '/api/slow/read2')];
    await vi.waitFor(() => expect(state().database.queued).toBe(3));
    // A quarter of the queue (of 8) is taken: a search is refused, a product read still taken (the page's call, of a
    // lower class, does not count against it).
    expectOverloaded(await send(baseUrl, '/api/products/search?q=history').answer);
    const later = [send(baseUrl, '/api/slow/read3'), send(baseUrl, '/api/slow/read4')];
    await vi.waitFor(() => expect(state().database.queued).toBe(5));
    // Half the queue holds reads: the next read is refused, a cart add and an order placement are taken.
    expectOverloaded(await send(baseUrl, '/api/slow/read5').answer);
    const cart = post('/api/carts/entries');
    const order = post('/api/orders');
    await vi.waitFor(() => expect(state().database.queued).toBe(7));

    slow.open();
    expect((await first.answer).status).toBe(200);
    expect((await order).status).toBe(200);
    expect((await cart).status).toBe(200);
    for (const read of [...reads, ...later]) expect((await read.answer).status).toBe(200);
    expect((await pageCall.answer).status).toBe(200);
    // The order went first of all who waited, the page's call last.
    expect(slow.started).toEqual(['first', 'checkout', 'read1', 'read2', 'read3', 'read4', 'page']);
    expect(placed).toEqual(['order']);
  });
});

describe('the lane’s slots and its readiness signal', () => {
  it('keeps a quarter of a lane of four slots for carts and checkout: a read waits while a checkout starts at once', async () => {
    const lane = new LaneLimiter({ maxInFlight: 4, maxQueued: 8 }, 60_000);
    const take = (rank: number) => {
      expect(lane.admit(false, rank)).toBe(true);
      return lane.acquire(() => undefined, rank);
    };
    const READ = 1;
    const CHECKOUT = 3;
    expect(await Promise.all([take(READ), take(READ), take(READ)])).toEqual(['granted', 'granted', 'granted']);
    let fourthRead: string | undefined;
    void take(READ).then((outcome) => (fourthRead = outcome));
    expect(await take(CHECKOUT)).toBe('granted');
    expect(lane.inFlight).toBe(4);
    expect(fourthRead).toBeUndefined();
    lane.release(1);
    lane.release(1);
    await vi.waitFor(() => expect(fourthRead).toBe('granted'));
  });

  it('says it sheds everything (for a readiness check) only while even a checkout would be refused', async () => {
    const app = Fastify({ logger: false });
    registerLoadShedding(app, limits([1, 0]));
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    app.post('/api/orders', async () => {
      await opened;
      return { code: 'order' };
    });
    await app.ready();
    try {
      expect(sheddingEverything(app)).toBe(false);
      const placing = app.inject({ method: 'POST', url: '/api/orders' });
      await vi.waitFor(() => expect(sheddingEverything(app)).toBe(true));
      open();
      expect((await placing).statusCode).toBe(200);
      await vi.waitFor(() => expect(sheddingEverything(app)).toBe(false));
    } finally {
      open();
      await app.close();
    }
  });
});

describe('which routes wait for the database', () => {
  it.each([
    ['GET', '/api/site-config', 'free'],
    ['GET', '/assets/index-abc123.js', 'free'],
    ['GET', '/media/videos/:file', 'free'],
    ['GET', undefined, 'free'],
    ['GET', '/api/auth/session', 'session'],
    ['POST', '/oidc/*', 'identity'],
    ['GET', '/oidc/interaction/:uid', 'identity'],
    ['POST', '/provider/silent/pay', 'free'],
    ['GET', '/api/products/search', 'database'],
    ['GET', '/api/products/search/export', 'database'],
    ['POST', '/api/orders', 'database'],
    ['GET', '/images/covers/:file', 'database'],
    ['GET', '/marc/:file', 'database'],
  ] as const)('%s %s takes the %s lane', (method, route, lane) => {
    expect(laneOf(method, route)).toBe(lane);
  });

  it.each([
    ['GET', '/api/products/search', 'page'],
    ['GET', '/api/content/pages', 'page'],
    ['GET', '/api/products/code', 'read'],
    ['GET', '/images/covers/:file', 'read'],
    ['GET', '/api/carts', 'cart'],
    ['POST', '/api/carts/entries', 'cart'],
    ['POST', '/api/submit-form', 'cart'],
    ['POST', '/api/orders', 'checkout'],
    ['PUT', '/api/carts/shippers', 'checkout'],
    ['POST', '/api/orders/credit-card-order-placement', 'checkout'],
    ['POST', '/api/payments/notification', 'checkout'],
    ['GET', '/api/orders', 'read'],
  ] as const)('%s %s is of the %s class', (method, route, criticality) => {
    expect(criticalityOf(method, route)).toBe(criticality);
  });

  it('the limit is one request at a time on the embedded database and scales with the PostgreSQL pool', () => {
    expect(defaultLoadShedding({ driver: 'pglite' }).database.maxInFlight).toBe(1);
    expect(defaultLoadShedding({ driver: 'postgres', poolSize: 10 }).database.maxInFlight).toBe(20);
    expect(defaultLoadShedding({ driver: 'postgres', poolSize: 25 }).database.maxInFlight).toBe(50);
    // Storefront pages rendered at once: half the database slots, at least 2; 8× that may wait, at least 16.
    expect(defaultPageLimits({ maxInFlight: 1, maxQueued: 64 })).toEqual({ maxInFlight: 2, maxQueued: 16 });
    expect(defaultPageLimits({ maxInFlight: 20, maxQueued: 320 })).toEqual({ maxInFlight: 10, maxQueued: 80 });
  });

  it('an operator sets the limits with SHELFMARK_MAX_IN_FLIGHT (0: off), SHELFMARK_MAX_QUEUED and SHELFMARK_QUEUE_TIMEOUT_MS', () => {
    const defaults = defaultLoadShedding({ driver: 'pglite' });
    expect(readLoadSheddingEnv({}, defaults)).toBe(defaults);
    expect(readLoadSheddingEnv({ SHELFMARK_MAX_IN_FLIGHT: '0' }, defaults)).toBe(false);
    expect(
      readLoadSheddingEnv({ SHELFMARK_MAX_IN_FLIGHT: '3', SHELFMARK_QUEUE_TIMEOUT_MS: '8000' }, defaults),
    ).toMatchObject({
      database: { maxInFlight: 3, maxQueued: 64 },
      queueTimeoutMs: 8000,
    });
    expect(readLoadSheddingEnv({ SHELFMARK_MAX_QUEUED: '10' }, defaults)).toMatchObject({
      database: { maxInFlight: 1, maxQueued: 10 },
    });
    expect(() => readLoadSheddingEnv({ SHELFMARK_MAX_IN_FLIGHT: 'many' }, defaults)).toThrow(
      'SHELFMARK_MAX_IN_FLIGHT must be a whole number',
    );
    expect(() => readLoadSheddingEnv({ SHELFMARK_QUEUE_TIMEOUT_MS: '0' }, defaults)).toThrow(
      'SHELFMARK_QUEUE_TIMEOUT_MS must be a whole number',
    );
  });
});

describe('the store under a full database lane', () => {
  const SECRET = 'load-shedding-test-secret-1';
  let db: FreshDatabase;
  let app: FastifyInstance;
  let baseUrl: string;
  const slow = slowRoutes();
  beforeAll(async () => {
    db = await freshDatabase();
    app = await buildServer({
      database: db.database,
      publicUrl: 'http://127.0.0.1',
      auth: { mode: 'test', secret: SECRET },
      logger: false,
      loadShedding: limits([1, 0]),
    });
    // A route like every other /api route, added as another module would add one.
    slow.install(app, '/api/test/slow/:id');
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    slow.open();
    await app?.close();
    await db?.cleanup();
  });

  it('sheds search and covers with 503 + Retry-After while site config and the session answer; all answer again after', async () => {
    const holder = send(baseUrl, '/api/test/slow/holder');
    await vi.waitFor(() => expect(slow.started).toEqual(['holder']));

    expectOverloaded(await send(baseUrl, '/api/products/search?q=history').answer);
    expectOverloaded(await send(baseUrl, '/api/products/search/export?q=history').answer);
    expect((await send(baseUrl, '/images/covers/9780000000002.svg').answer).status).toBe(503);
    const config = await send(baseUrl, '/api/site-config').answer;
    expect(config.status).toBe(200);
    const session = await send(baseUrl, '/api/auth/session', {
      [TEST_SESSION_HEADER]: testSessionHeader('buyer@shelfmark.test', SECRET),
    }).answer;
    expect(session.status).toBe(200);
    expect(JSON.parse(session.body)).toMatchObject({ user: { uid: 'buyer@shelfmark.test' } });
    // A page navigation gets a page saying so.
    const page = await send(baseUrl, '/api/products/search?q=history', { accept: 'text/html' }).answer;
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(OVERLOADED_MESSAGE);

    slow.open();
    expect((await holder.answer).status).toBe(200);
    expect((await send(baseUrl, '/images/covers/9780000000002.svg').answer).status).toBe(200);
  });

  it('the database gives the server a turn between two queries, so a request’s queries never keep others unread', async () => {
    // PGlite on the server's thread (worker: false, as this file's database is opened) runs each
    // query there; with no turn between them, a request's whole chain of queries would run before
    // the server reads anything else (site config, the excess). PostgreSQL answers over a socket and
    // PGlite in its worker thread by message, so the turn comes with each answer; all must give it.
    let chainDone = false;
    const otherWork = new Promise<boolean>((resolve) => setImmediate(() => resolve(!chainDone)));
    for (let i = 0; i < 10; i += 1) await db.database.query(sql`SELECT ${i} AS n`);
    chainDone = true;
    expect(await otherWork).toBe(true);
  });

  it('AUTH-01 signs a buyer in with one database slot and no queue: the provider routes sign-in calls have a lane of their own', async () => {
    // The store's sign-in routes call the identity provider (/oidc) over HTTP while they hold their
    // slot; in the same lane the provider's answer would wait for that very slot.
    const port = await freePort();
    const oidcUrl = `http://127.0.0.1:${port}`;
    const oidc = await buildServer({
      database: db.database,
      publicUrl: oidcUrl,
      auth: { mode: 'oidc', env: {} },
      logger: false,
      loadShedding: limits([1, 0]),
    });
    try {
      await oidc.listen({ port, host: '127.0.0.1' });
      const signedIn = await signInAs(oidcUrl, 'buyer@shelfmark.test', DEMO_PASSWORD);
      const session = await signedIn.fetch('/api/auth/session');
      expect(await session.json()).toMatchObject({ user: { uid: 'buyer@shelfmark.test' } });
    } finally {
      await oidc.close();
    }
  });
});
