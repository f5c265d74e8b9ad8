import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ApiErrorBody } from '@shelfmark/api-client/schemas';
import { authPageSecurityPolicy, renderMessagePage } from '../auth/authPages';
import {
  CRITICALITIES,
  isStorefrontPageRequest,
  pageCriticality,
  pageRenderCallClass,
  pageRenderCallWaitMs,
  type Criticality,
} from './pageRenderCalls';

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
 * HTTP while they hold a slot — in one lane they could all wait for each other.
 *
 * One policy for every request, storefront pages included: each is of a class (http/pageRenderCalls' Criticality),
 * least critical first — anonymous pages and searches ('page'), product reads and signed-in pages ('read'), carts
 * ('cart'), order placement ('checkout'). A page request takes a render slot of the pages lane (a few renders at
 * once; each makes 7–8 API calls) and is refused at once, 503 with Retry-After, when the database lane would refuse a
 * call of its class; its own API calls are then never refused — they wait their turn, at most `queueTimeoutMs`, in
 * the page's class. Under pressure the less critical classes are refused first: each may fill only its share of the
 * queue and wait only its share of the deadline (`CLASS_SHARES`), counting only the requests of its class and above
 * (a flood of pages never makes a checkout look late); a freed slot goes to the most critical request waiting; and
 * a quarter of the slots (on a lane of four or more) is kept for carts and checkout.
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
  /** Storefront pages rendered at once, and waiting. @default half the database lane's slots (at least 2), 8× that queued (at least 16) */
  pages?: LaneLimits;
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

/**
 * Order placement and the card provider's notification of a payment (the requests that take the money), and the
 * shipper the checkout page sets on load (CHK-04), without which an order is refused.
 */
const CHECKOUT_ROUTES = new Set([
  '/api/carts/shippers',
  '/api/orders',
  '/api/orders/credit-card-order-placement',
  '/api/orders/payment',
  '/api/payments/notification',
]);
/** Searches and the content of anonymous pages: what a crawler asks for, and answerable again in a moment. */
const PAGE_CLASS_ROUTES = /^\/api\/(products\/search(\/export)?|content\/(pages|menus))$/;

/** The class of an API request (not a page's own call, which takes its page's class). */
export function criticalityOf(method: string, route: string | undefined): Criticality {
  const reads = method === 'GET' || method === 'HEAD';
  if (route !== undefined && !reads && CHECKOUT_ROUTES.has(route)) return 'checkout';
  if (route?.startsWith('/api/carts')) return 'cart';
  if (!reads) return 'cart';
  if (route !== undefined && PAGE_CLASS_ROUTES.test(route)) return 'page';
  return 'read';
}

/**
 * Per class, the share of the lane's queue its requests (with those of the classes above) may fill and the share of
 * the deadline they may expect to wait before one is refused at once: anonymous pages and searches are refused
 * first, then product reads, then carts; checkout waits its full deadline and fills the queue.
 */
export const CLASS_SHARES: Record<Criticality, { queue: number; wait: number }> = {
  page: { queue: 0.25, wait: 0.25 },
  read: { queue: 0.5, wait: 0.5 },
  cart: { queue: 1, wait: 1 },
  checkout: { queue: 1, wait: 1 },
};

const RANK: Record<Criticality, number> = { page: 0, read: 1, cart: 2, checkout: 3 };
const RANKS = CRITICALITIES.length;

export const OVERLOADED_MESSAGE = 'The store is busy right now. Please try again in a few seconds.';

/** The 503 body: the ApiError shape. */
export const overloadedBody = (): ApiErrorBody => ({ status: 503, code: 'OVERLOADED', message: OVERLOADED_MESSAGE });

type Grant = 'granted' | 'timeout' | 'gone';

export interface Waiter {
  grant(outcome: Grant): void;
}

/** One lane: its slots, its queue (one per class, the most critical served first) and the recent time a slot is held. */
export class LaneLimiter {
  inFlight = 0;
  /** Requests admitted but not yet holding a slot (in their first hooks, or queued). */
  admitted = 0;
  /** `admitted` by class rank. */
  readonly #admittedBy: number[] = Array.from({ length: RANKS }, () => 0);
  /** Waiting requests by class rank, first come first served within a class. */
  readonly #queues: Waiter[][] = Array.from({ length: RANKS }, () => []);
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

  /** Requests waiting for a slot, every class. */
  get queued(): number {
    return this.#queues.reduce((sum, queue) => sum + queue.length, 0);
  }

  /** Slots a class may hold: a quarter of a lane of four or more is kept for carts and checkout. */
  slotsFor(rank: number): number {
    const { maxInFlight } = this.limits;
    return rank >= RANK.cart || maxInFlight < 4 ? maxInFlight : maxInFlight - Math.floor(maxInFlight / 4);
  }

  #admittedFrom(rank: number): number {
    let sum = 0;
    for (let r = rank; r < RANKS; r += 1) sum += this.#admittedBy[r]!;
    return sum;
  }

  /** The wait a new request of class `rank` can expect now (ms), by the recent pace: only its class and those above go first. */
  expectedWaitMs(rank = RANK.read): number {
    const ahead = this.inFlight + this.#admittedFrom(rank) - this.slotsFor(rank) + 1;
    if (ahead <= 0) return 0;
    const interval = this.meanIntervalMs || this.meanHoldMs / this.limits.maxInFlight;
    return ahead * interval;
  }

  /** Whether a request of class `rank` would be admitted now (nothing is taken). */
  wouldAdmit(rank: number): boolean {
    const share = CLASS_SHARES[CRITICALITIES[rank]!];
    const capacity = this.limits.maxInFlight + Math.ceil(this.limits.maxQueued * share.queue);
    if (this.inFlight + this.#admittedFrom(rank) >= capacity) return false;
    // A share of the deadline: the pace is an estimate, and one who would be refused at the deadline is
    // better told at once.
    return this.expectedWaitMs(rank) <= this.queueTimeoutMs * share.wait;
  }

  /**
   * Whether a new request of class `rank` may come in (it is then `admitted`); false: answer 503 now. A `waitsItsTurn`
   * request (a server-rendered page's own API call) is always admitted: it still waits for a slot, at most
   * `queueTimeoutMs`.
   */
  admit(waitsItsTurn = false, rank = RANK.read): boolean {
    if (!waitsItsTurn && !this.wouldAdmit(rank)) return false;
    this.admitted += 1;
    this.#admittedBy[rank]! += 1;
    return true;
  }

  #noneWaitingFrom(rank: number): boolean {
    for (let r = rank; r < RANKS; r += 1) if (this.#queues[r]!.length > 0) return false;
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
  acquire(onQueued: (waiter: Waiter) => void, rank = RANK.read, timeoutMs = this.queueTimeoutMs): Promise<Grant> {
    if (this.inFlight < this.slotsFor(rank) && this.#noneWaitingFrom(rank)) {
      this.admitted -= 1;
      this.#admittedBy[rank]! -= 1;
      this.inFlight += 1;
      return new Promise((resolve) => setImmediate(resolve, 'granted'));
    }
    const queue = this.#queues[rank]!;
    return new Promise<Grant>((resolve) => {
      let settled = false;
      const timer = setTimeout(() => waiter.grant('timeout'), Math.min(timeoutMs, this.queueTimeoutMs));
      const waiter: Waiter = {
        grant: (outcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const index = queue.indexOf(waiter);
          if (index !== -1) queue.splice(index, 1);
          this.admitted -= 1;
          this.#admittedBy[rank]! -= 1;
          if (outcome !== 'granted') return resolve(outcome);
          // The slot is this request's now; it starts on the next turn of the event loop (see above).
          this.inFlight += 1;
          setImmediate(resolve, outcome);
        },
      };
      queue.push(waiter);
      onQueued(waiter);
    });
  }

  /** An admitted request leaves without having held a slot (refused by a later hook, or gone). */
  leaveAdmitted(rank = RANK.read): void {
    this.admitted -= 1;
    this.#admittedBy[rank]! -= 1;
  }

  /** A slot is given back after `heldMs`; the most critical request waiting that may take it gets it. */
  release(heldMs: number): void {
    const now = performance.now();
    this.inFlight -= 1;
    this.meanHoldMs = this.meanHoldMs === 0 ? heldMs : 0.8 * this.meanHoldMs + 0.2 * heldMs;
    if (this.#busySinceLastRelease) {
      const interval = now - this.#lastReleaseAt;
      this.meanIntervalMs = this.meanIntervalMs === 0 ? interval : 0.8 * this.meanIntervalMs + 0.2 * interval;
    }
    this.#lastReleaseAt = now;
    this.#busySinceLastRelease = this.queued > 0;
    for (let rank = RANKS - 1; rank >= 0; rank -= 1) {
      const next = this.#queues[rank]![0];
      if (next && this.inFlight < this.slotsFor(rank)) return next.grant('granted');
    }
  }
}

/** What one request holds: an admission, a place in the queue, a slot, or nothing any more. */
export interface Ticket {
  limiter: LaneLimiter;
  /** The request's class rank (RANK). */
  rank: number;
  /** The longest it may wait for a slot (ms): a page's call waits only what is left of its page's time. */
  waitMs: number;
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
const retryAfterSeconds = (limiter: LaneLimiter, rank = RANK.read) =>
  Math.min(30, Math.max(1, Math.ceil(Math.max(limiter.expectedWaitMs(rank), limiter.meanHoldMs) / 1000)));

function sendOverloaded(request: FastifyRequest, reply: FastifyReply, limiter: LaneLimiter, rank = RANK.read) {
  const body = overloadedBody();
  reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds(limiter, rank)))
    .header('cache-control', 'no-store');
  request.log.warn(
    { route: request.routeOptions.url, class: CRITICALITIES[rank], inFlight: limiter.inFlight, queued: limiter.queued },
    'overloaded: request shed',
  );
  // Page navigations (storefront pages, the login form, the sign-in start) get a page; fetches get the ApiError body.
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

/** The lanes' current figures, for logs and tests (`pages`: storefront pages being rendered, and waiting). */
export type LoadSheddingState = Record<LimitedLane | 'pages', { inFlight: number; queued: number; admitted: number }>;

/**
 * Storefront pages rendered at once: half the database lane's slots (at least 2) — each render makes 7–8 API calls,
 * several at once — and 8× that may wait (at least 16; an anonymous page a quarter of those, CLASS_SHARES).
 */
export const defaultPageLimits = (database: LaneLimits): LaneLimits => {
  const maxInFlight = Math.max(2, Math.ceil(database.maxInFlight / 2));
  return { maxInFlight, maxQueued: Math.max(16, 8 * maxInFlight) };
};

const databaseLanes = new WeakMap<FastifyInstance, LaneLimiter>();

/**
 * True while the server refuses even a checkout (the database lane is full with carts and checkouts): for a
 * readiness check, so a load balancer sends new buyers to another process. False without load shedding.
 */
export function sheddingEverything(app: FastifyInstance): boolean {
  const database = databaseLanes.get(app);
  return database !== undefined && !database.wouldAdmit(RANK.checkout);
}

/**
 * Installs load shedding: an onRequest hook (register it before the session hooks, so a refused
 * request does no database work at all) admits or refuses; a preParsing hook (after the session,
 * CSRF and rate-limit hooks, so a request they refuse never takes a slot or a place in the queue)
 * takes the slot or waits for it; every route's handler is wrapped so the slot is held while it
 * runs, even if the client has gone. Returns a view of the lanes.
 */
export function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
  pages: {
    /** A storefront page answered from a kept copy (static/keptPages): it takes no render slot, whatever the load. */
    kept?: (request: FastifyRequest) => boolean;
  } = {},
): () => LoadSheddingState {
  const lanes: Record<LimitedLane, LaneLimiter> = {
    database: new LaneLimiter(options.database, options.queueTimeoutMs),
    session: new LaneLimiter(options.session, options.queueTimeoutMs),
    identity: new LaneLimiter(options.identity, options.queueTimeoutMs),
  };
  const pageLane = new LaneLimiter(options.pages ?? defaultPageLimits(options.database), options.queueTimeoutMs);
  databaseLanes.set(app, lanes.database);

  /** The lane, class and admission of a request; null: it takes no lane. */
  const admission = (request: FastifyRequest): { limiter: LaneLimiter; rank: number; admitted: boolean } | null => {
    const route = request.routeOptions.url;
    if (route === undefined && isStorefrontPageRequest(request)) {
      if (pages.kept?.(request)) return null;
      // A page is refused when the database would refuse a call of its class: its calls are never refused later.
      const rank = RANK[pageCriticality(request)];
      if (!lanes.database.wouldAdmit(rank)) return { limiter: lanes.database, rank, admitted: false };
      return { limiter: pageLane, rank, admitted: pageLane.admit(false, rank) };
    }
    const lane = laneOf(request.method, route);
    if (lane === 'free') return null;
    const limiter = lanes[lane];
    const pageCall = pageRenderCallClass(request);
    const rank = RANK[pageCall ?? criticalityOf(request.method, route)];
    return { limiter, rank, admitted: limiter.admit(pageCall !== null, rank) };
  };

  app.decorateRequest('loadTicket', null);
  app.addHook('onRequest', async (request, reply) => {
    const taken = admission(request);
    if (!taken) return;
    const { limiter, rank } = taken;
    if (!taken.admitted) return sendOverloaded(request, reply, limiter, rank);
    const ticket: Ticket = {
      limiter,
      rank,
      waitMs: pageRenderCallWaitMs(request) ?? options.queueTimeoutMs,
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
        limiter.leaveAdmitted(rank);
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
      if (ticket?.state === 'done') return sendOverloaded(request, reply, ticket.limiter, ticket.rank);
      return payload;
    }
    ticket.state = 'queued';
    const outcome = await ticket.limiter.acquire(
      (waiter) => {
        ticket.waiter = waiter;
      },
      ticket.rank,
      ticket.waitMs,
    );
    if (outcome === 'granted') {
      ticket.state = 'slot';
      ticket.slotSince = performance.now();
      if (!ticket.closed) return payload;
      settle(ticket); // gone while its slot was on its way: given back at once
      return sendOverloaded(request, reply, ticket.limiter, ticket.rank);
    }
    ticket.state = 'done';
    return sendOverloaded(request, reply, ticket.limiter, ticket.rank);
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
        return reply.sent ? reply : sendOverloaded(request, reply, ticket.limiter, ticket.rank);
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
    queued: limiter.queued,
    admitted: limiter.admitted,
  });
  return () => ({
    database: view(lanes.database),
    session: view(lanes.session),
    identity: view(lanes.identity),
    pages: view(pageLane),
  });
}
