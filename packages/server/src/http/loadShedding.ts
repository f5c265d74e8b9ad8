import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiErrorBody } from '@shelfmark/api-client/schemas';
import { authPageSecurityPolicy, renderMessagePage } from '../auth/authPages';
import { isPageRenderCall } from './pageRenderCalls';

/**
 * Load shedding: the server takes on only as much database work as the database
 * can do, and answers the rest at once with 503 and Retry-After instead of letting every request
 * wait until clients time out.
 *
 * Each request to a route that touches the database holds one of `maxInFlight` slots from its first
 * hook until its handler has settled and its answer has gone (a streamed export holds it until the
 * last byte). Up to `maxQueued` more wait their turn, first come first served, for at most
 * `queueTimeoutMs`; a request beyond those, or one that would wait more than half the deadline by
 * the recent pace, is answered 503 at once. Routes that need no database (site configuration, static
 * files, media) never wait here; the session route has a lane of its own, so it never waits behind
 * searches; so has the identity provider (/oidc), which the store's own sign-in routes call over
 * HTTP while they hold a slot — in one lane they could all wait for each other. A server-rendered page's own API
 * calls (http/pageRenderCalls) are never refused: they wait their turn like the rest, at most `queueTimeoutMs`.
 */
export interface LaneLimits {
  /** Requests doing their work at once. */
  maxInFlight: number;
  /** Requests waiting for a slot; more are refused at once. */
  maxQueued: number;
}

export interface LoadSheddingOptions {
  /** The database lane: every route that touches the database but those below. */
  database: LaneLimits;
  /** The session route (a key lookup and one user's row): answers while searches wait. */
  session: LaneLimits;
  /** The identity provider's routes (/oidc/*), which the sign-in routes call while they hold a database slot. */
  identity: LaneLimits;
  /** The longest a request waits for a slot before it is answered 503 (ms). */
  queueTimeoutMs: number;
}

/** Pool connections per database slot: a few requests per connection keep PostgreSQL busy without a backlog. */
export const SLOTS_PER_CONNECTION = 2;

/**
 * The defaults for a database. The embedded one (PGlite) runs one query at a time — in its worker
 * thread by default, on the server's own thread with `worker: false` — so one request at a time
 * keeps it busy; on the server's thread each turn of the event loop then runs at most one request's
 * queries before it reads new requests again (measured before the worker thread: 4 at once left new
 * connections unaccepted for seconds at 5× capacity; 1 at once answered every request).
 * PostgreSQL's pool runs `poolSize` queries at once: the limit scales with it.
 */
export function defaultLoadShedding(database: {
  driver: 'pglite' | 'postgres';
  poolSize?: number;
}): LoadSheddingOptions {
  return loadSheddingFor(database.driver === 'pglite' ? 1 : SLOTS_PER_CONNECTION * (database.poolSize ?? 10));
}

/** Limits around `maxInFlight` database requests: 16× that (at least 64) may queue for at most 5 s; the other lanes half as wide. */
export function loadSheddingFor(
  maxInFlight: number,
  overrides: { maxQueued?: number; queueTimeoutMs?: number } = {},
): LoadSheddingOptions {
  const maxQueued = overrides.maxQueued ?? Math.max(64, 16 * maxInFlight);
  const side = { maxInFlight: Math.max(2, Math.ceil(maxInFlight / 2)), maxQueued: Math.max(16, maxQueued) };
  return {
    database: { maxInFlight, maxQueued },
    session: side,
    identity: { ...side },
    queueTimeoutMs: overrides.queueTimeoutMs ?? 5_000,
  };
}

function whole(env: Record<string, string | undefined>, name: string, min: number, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  return value;
}

/**
 * The operator's settings over `defaults`: SHELFMARK_MAX_IN_FLIGHT (database requests at once; 0
 * turns load shedding off), SHELFMARK_MAX_QUEUED (requests that may wait) and
 * SHELFMARK_QUEUE_TIMEOUT_MS (how long one may wait). A value out of range stops the start with a
 * message naming the variable.
 */
export function readLoadSheddingEnv(
  env: Record<string, string | undefined>,
  defaults: LoadSheddingOptions,
): LoadSheddingOptions | false {
  const maxInFlight = whole(env, 'SHELFMARK_MAX_IN_FLIGHT', 0, 10_000);
  const maxQueued = whole(env, 'SHELFMARK_MAX_QUEUED', 0, 100_000);
  const queueTimeoutMs = whole(env, 'SHELFMARK_QUEUE_TIMEOUT_MS', 1, 600_000);
  if (maxInFlight === 0) return false;
  if (maxInFlight === undefined && maxQueued === undefined && queueTimeoutMs === undefined) return defaults;
  return loadSheddingFor(maxInFlight ?? defaults.database.maxInFlight, {
    maxQueued: maxQueued ?? (maxInFlight === undefined ? defaults.database.maxQueued : undefined),
    queueTimeoutMs: queueTimeoutMs ?? defaults.queueTimeoutMs,
  });
}

/** Routes (by matched pattern) that do database work. */
const DATABASE_ROUTES = /^\/(api|images|marc)(\/|$)/;
/** The identity provider's routes. */
const IDENTITY_ROUTES = /^\/oidc(\/|$)/;
/** Routes that never touch the database: answered whatever the load. */
const FREE_ROUTES = new Set(['/api/site-config']);

export type Lane = 'free' | 'session' | 'identity' | 'database';
type LimitedLane = Exclude<Lane, 'free'>;

/**
 * Which lane a route's requests take. Outside the prefixes above nothing waits: static files,
 * media, the not-found answer, and the card-provider simulator (/provider), which stands in for
 * another company's service and calls the store's payment notification itself.
 */
export function laneOf(method: string, route: string | undefined): Lane {
  if (route === undefined) return 'free';
  if (IDENTITY_ROUTES.test(route)) return 'identity';
  if (!DATABASE_ROUTES.test(route)) return 'free';
  if (method === 'GET' || method === 'HEAD') {
    if (FREE_ROUTES.has(route)) return 'free';
    if (route === '/api/auth/session') return 'session';
  }
  return 'database';
}

export const OVERLOADED_MESSAGE = 'The store is busy right now. Please try again in a few seconds.';

/** The 503 body: the ApiError shape. */
export const overloadedBody = (): ApiErrorBody => ({ status: 503, code: 'OVERLOADED', message: OVERLOADED_MESSAGE });

type Grant = 'granted' | 'timeout' | 'gone';

export interface Waiter {
  grant(outcome: Grant): void;
}

/** One lane: its slots, its queue and the recent time a slot is held. */
export class LaneLimiter {
  inFlight = 0;
  /** Requests admitted but not yet holding a slot (in their first hooks, or queued). */
  admitted = 0;
  readonly queue: Waiter[] = [];
  /** Exponentially weighted mean of how long a slot is held (ms); 0 until one was. */
  meanHoldMs = 0;
  /**
   * Exponentially weighted mean time between two slots given back while requests were waiting (ms):
   * the pace the queue actually moves at, everything else the server does included; 0 until measured.
   */
  meanIntervalMs = 0;
  #lastReleaseAt = 0;
  #busySinceLastRelease = false;

  constructor(
    readonly limits: LaneLimits,
    readonly queueTimeoutMs: number,
  ) {}

  /** The wait a new request can expect now (ms), by the recent pace. */
  expectedWaitMs(): number {
    const ahead = this.admitted + this.inFlight - this.limits.maxInFlight + 1;
    if (ahead <= 0) return 0;
    const interval = this.meanIntervalMs || this.meanHoldMs / this.limits.maxInFlight;
    return ahead * interval;
  }

  /**
   * Whether a new request may come in (it is then `admitted`); false: answer 503 now. A `waitsItsTurn` request (a
   * server-rendered page's own API call) is always admitted: it still waits for a slot, at most `queueTimeoutMs`.
   */
  admit(waitsItsTurn = false): boolean {
    if (waitsItsTurn) {
      this.admitted += 1;
      return true;
    }
    const capacity = this.limits.maxInFlight + this.limits.maxQueued;
    if (this.inFlight + this.admitted >= capacity) return false;
    // Half the deadline: the pace is an estimate, and one who would be refused at the deadline is
    // better told at once.
    if (this.expectedWaitMs() > this.queueTimeoutMs / 2) return false;
    this.admitted += 1;
    return true;
  }

  /**
   * An admitted request asks for its slot: granted now, or when one frees up, or 'timeout'. A granted
   * request starts on the next turn of the event loop (setImmediate), never in the callbacks that
   * read it: with the embedded database every query runs on this thread, and a request that ran on
   * at once would run to its end before the next request is even read — the server could then
   * neither shed the excess nor answer site config until the backlog drained. So each turn first
   * reads every waiting request (answering the cheap ones, refusing the excess), then does the
   * database work of the few that hold slots.
   */
  acquire(onQueued: (waiter: Waiter) => void): Promise<Grant> {
    if (this.inFlight < this.limits.maxInFlight && this.queue.length === 0) {
      this.admitted -= 1;
      this.inFlight += 1;
      return new Promise((resolve) => setImmediate(resolve, 'granted'));
    }
    return new Promise<Grant>((resolve) => {
      let settled = false;
      const timer = setTimeout(() => waiter.grant('timeout'), this.queueTimeoutMs);
      const waiter: Waiter = {
        grant: (outcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const index = this.queue.indexOf(waiter);
          if (index !== -1) this.queue.splice(index, 1);
          this.admitted -= 1;
          if (outcome !== 'granted') return resolve(outcome);
          // The slot is this request's now; it starts on the next turn of the event loop (see above).
          this.inFlight += 1;
          setImmediate(resolve, outcome);
        },
      };
      this.queue.push(waiter);
      onQueued(waiter);
    });
  }

  /** An admitted request leaves without having held a slot (refused by a later hook, or gone). */
  leaveAdmitted(): void {
    this.admitted -= 1;
  }

  /** A slot is given back after `heldMs`; the first in the queue gets it. */
  release(heldMs: number): void {
    const now = performance.now();
    this.inFlight -= 1;
    this.meanHoldMs = this.meanHoldMs === 0 ? heldMs : 0.8 * this.meanHoldMs + 0.2 * heldMs;
    if (this.#busySinceLastRelease) {
      const interval = now - this.#lastReleaseAt;
      this.meanIntervalMs = this.meanIntervalMs === 0 ? interval : 0.8 * this.meanIntervalMs + 0.2 * interval;
    }
    this.#lastReleaseAt = now;
    this.#busySinceLastRelease = this.queue.length > 0;
    this.queue[0]?.grant('granted');
  }
}

/** What one request holds: an admission, a place in the queue, a slot, or nothing any more. */
export interface Ticket {
  limiter: LaneLimiter;
  state: 'admitted' | 'queued' | 'slot' | 'done';
  waiter?: Waiter;
  handlerRunning: boolean;
  /** The answer has gone, or the client has. */
  closed: boolean;
  /** The answer is a stream, sent after the handler returned. */
  streamed: boolean;
  slotSince: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's load-shedding ticket (http/loadShedding), when its route takes a limited lane. */
    loadTicket: Ticket | null;
  }
}

/** Retry-After for a 503: the expected wait, at least a second, at most half a minute. */
const retryAfterSeconds = (limiter: LaneLimiter) =>
  Math.min(30, Math.max(1, Math.ceil(Math.max(limiter.expectedWaitMs(), limiter.meanHoldMs) / 1000)));

function sendOverloaded(request: FastifyRequest, reply: FastifyReply, limiter: LaneLimiter) {
  const body = overloadedBody();
  reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds(limiter)))
    .header('cache-control', 'no-store');
  request.log.warn(
    { route: request.routeOptions.url, inFlight: limiter.inFlight, queued: limiter.queue.length },
    'overloaded: request shed',
  );
  // Page navigations (the login form, the sign-in start) get a page; fetches get the ApiError body.
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html') && !accept.includes('application/json')) {
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', authPageSecurityPolicy())
      .send(renderMessagePage({ title: 'The store is busy', message: body.message }));
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Gives the slot back once the handler has settled and the answer has gone (or the client has). A
 * streamed answer (the Excel export) gives it back when its handler has returned: its rows are
 * written in the background, bounded by the export rate limit instead — holding the slot until a
 * slow client had read the whole file would let one slow reader stop every database request.
 */
function settle(ticket: Ticket): void {
  // (A handler that returns `reply` settles only when the answer has gone: fastify's reply is a thenable.)
  if (ticket.state === 'slot' && (ticket.streamed || (ticket.closed && !ticket.handlerRunning))) {
    ticket.state = 'done';
    ticket.limiter.release(performance.now() - ticket.slotSince);
  }
}

/** The lanes' current figures, for logs and tests. */
export type LoadSheddingState = Record<LimitedLane, { inFlight: number; queued: number; admitted: number }>;

/**
 * Installs load shedding: an onRequest hook (register it before the session hooks, so a refused
 * request does no database work at all) admits or refuses; a preParsing hook (after the session,
 * CSRF and rate-limit hooks, so a request they refuse never takes a slot or a place in the queue)
 * takes the slot or waits for it; every route's handler is wrapped so the slot is held while it
 * runs, even if the client has gone. Returns a view of the lanes.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): () => LoadSheddingState {
  const lanes: Record<LimitedLane, LaneLimiter> = {
    database: new LaneLimiter(options.database, options.queueTimeoutMs),
    session: new LaneLimiter(options.session, options.queueTimeoutMs),
    identity: new LaneLimiter(options.identity, options.queueTimeoutMs),
  };

  app.decorateRequest('loadTicket', null);
  app.addHook('onRequest', async (request, reply) => {
    const lane = laneOf(request.method, request.routeOptions.url);
    if (lane === 'free') return;
    const limiter = lanes[lane];
    if (!limiter.admit(isPageRenderCall(request))) return sendOverloaded(request, reply, limiter);
    const ticket: Ticket = {
      limiter,
      state: 'admitted',
      handlerRunning: false,
      closed: false,
      streamed: false,
      slotSince: 0,
    };
    request.loadTicket = ticket;
    reply.raw.once('close', () => {
      ticket.closed = true;
      if (ticket.state === 'admitted') {
        ticket.state = 'done';
        limiter.leaveAdmitted();
      } else if (ticket.state === 'queued') {
        ticket.waiter!.grant('gone');
      }
      settle(ticket);
    });
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    const ticket = request.loadTicket;
    if (ticket && payload !== null && typeof (payload as { pipe?: unknown } | undefined)?.pipe === 'function') {
      ticket.streamed = true;
      settle(ticket);
    }
    return payload;
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    const ticket = request.loadTicket;
    if (!ticket || ticket.state !== 'admitted') {
      // Gone while in the first hooks: nobody is waiting for the answer, and no work is done.
      if (ticket?.state === 'done') return sendOverloaded(request, reply, ticket.limiter);
      return payload;
    }
    ticket.state = 'queued';
    const outcome = await ticket.limiter.acquire((waiter) => {
      ticket.waiter = waiter;
    });
    if (outcome === 'granted') {
      ticket.state = 'slot';
      ticket.slotSince = performance.now();
      if (!ticket.closed) return payload;
      settle(ticket); // gone while its slot was on its way: given back at once
      return sendOverloaded(request, reply, ticket.limiter);
    }
    ticket.state = 'done';
    return sendOverloaded(request, reply, ticket.limiter);
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => laneOf(method, route.url) === 'free')) return;
    const handler = route.handler;
    route.handler = function limitedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const ticket = request.loadTicket;
      if (!ticket) return handler.call(this, request, reply);
      if (ticket.state !== 'slot') {
        // The client went away before the handler: nothing is done for nobody.
        return reply.sent ? reply : sendOverloaded(request, reply, ticket.limiter);
      }
      ticket.handlerRunning = true;
      const finish = () => {
        ticket.handlerRunning = false;
        settle(ticket);
      };
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        finish();
        throw error;
      }
      if (result instanceof Promise) return result.finally(finish);
      finish();
      return result;
    } as RouteOptions['handler'];
  });

  const view = (limiter: LaneLimiter) => ({
    inFlight: limiter.inFlight,
    queued: limiter.queue.length,
    admitted: limiter.admitted,
  });
  return () => ({ database: view(lanes.database), session: view(lanes.session), identity: view(lanes.identity) });
}
