import type { ApiClient } from '../client/createApiClient';
import type { Cart } from '../schemas';
import { demoSeed } from './demoSeed';
import { memoryCarts } from './memoryCarts';
import { memoryProducts } from './memoryCatalog';
import { MemoryState, type MemoryApiClientOptions } from './memoryState';
import { memoryAuth, memoryUsers } from './memoryUsers';
import { memoryOrders } from './memoryOrders';
import { memorySelfService } from './memorySelfService';
import { memoryWishlists } from './memoryWishlists';
import { memoryQuotes } from './memoryQuotes';
import { memoryCheckout } from './memoryCheckout';
import { memoryImagesApi } from './coverArt';

/** Test and story controls of the twin, beside the ApiClient methods. */
export interface MemoryControls {
  /** Signs a seeded user in (as the federated sign-in would). Throws for an unknown uid. */
  signIn(uid: string): void;
  /** Signs out: every call that needs a session answers 401 afterwards. */
  signOut(): void;
  /** The uid signed in, or null. */
  readonly currentUser: string | null;
  /** Enters or leaves content preview, as GET /api/content/preview and …/preview/exit would (CMS-01). */
  setPreview(on: boolean): void;
  /** Another client over the same data with its own session — a second browser (null: signed out). */
  forUser(uid: string | null): MemoryApiClient;
  /** A copy of every cart and wish list of a user (for assertions). */
  cartsOf(uid: string): Cart[];
  /** The live state, for tests that need to arrange unusual data (stock levels, expired lists…). */
  readonly state: MemoryState;
}

export type MemoryApiClient = ApiClient & { __memory: MemoryControls };

/**
 * An in-memory twin of the API with exactly the `ApiClient` interface: the same request schemas,
 * the same errors (400 naming the field, 401 without a session, 404 'Cart not found.' for someone
 * else's cart), recomputed totals. For stories and unit tests; the contract suite keeps it honest.
 *
 * ```ts
 * const api = createMemoryApiClient({ user: 'buyer@shelfmark.test' });
 * const cart = await api.carts.get({ userId: 'buyer@shelfmark.test' });
 * api.__memory.signOut();
 * ```
 */
export function createMemoryApiClient(options: MemoryApiClientOptions = {}): MemoryApiClient {
  return clientOver(new MemoryState(options.seed ?? demoSeed(), options));
}

function clientOver(state: MemoryState): MemoryApiClient {
  const checkout = memoryCheckout(state);
  const carts = { ...memoryCarts(state), setShipper: checkout.setShipper };
  const { orders, invoices } = memoryOrders(state);
  const { tracking, accessCodes, forms, content, site } = memorySelfService(state);
  const client: ApiClient = {
    auth: memoryAuth(state),
    site,
    carts,
    wishlists: memoryWishlists(state, carts),
    products: memoryProducts(state),
    users: memoryUsers(state),
    promotions: checkout.promotions,
    payments: checkout.payments,
    orders: { ...orders, place: checkout.place, placeCreditCardOrder: checkout.placeCreditCardOrder },
    invoices,
    quotes: memoryQuotes(state),
    tracking,
    accessCodes,
    forms,
    content,
    images: memoryImagesApi(),
  };
  const controls: MemoryControls = {
    signIn(uid) {
      if (!state.users.has(uid)) throw new Error(`signIn: no user '${uid}' in the memory seed`);
      state.signedIn = uid;
    },
    signOut() {
      state.signedIn = null;
    },
    get currentUser() {
      return state.signedIn;
    },
    setPreview(on) {
      state.inPreview = on;
    },
    forUser: (uid) => clientOver(state.withSession(uid)),
    cartsOf(uid) {
      return [...state.carts.values()].filter((c) => c.userId === uid).map((c) => structuredClone(c));
    },
    state,
  };
  return Object.assign(client, { __memory: controls });
}
