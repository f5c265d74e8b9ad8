import type { ApiClient } from '../../src/client/createApiClient';
import type { ContractHarness } from '../cases';

/**
 * What a domain's contract cases see. The clients are created in the suite's `beforeAll`, so read
 * them inside `it` / `beforeAll` callbacks, never while the cases are being declared.
 */
export interface ContractContext {
  readonly h: ContractHarness;
  /** buyer@shelfmark.test */
  readonly buyer: ApiClient;
  /** buyer@thorndike.test: a second purchaser, for "who may touch it" cases. */
  readonly other: ApiClient;
  /** No session. */
  readonly anon: ApiClient;
  /** The site's maxProductQuantity. */
  readonly max: number;
  /** The buyer's userId. */
  readonly B: string;
  /** The other purchaser's userId. */
  readonly O: string;
}

/** One domain's cases: declares `describe` / `it` blocks inside the suite of each implementation. */
export type DomainCases = (ctx: ContractContext) => void;

/** The demo users the selling-rule cases sign in besides the buyer (shared decisions: demo users). */
export const ENTITLEMENT_USERS = { international: 'intl@shelfmark.test', staff: 'staff@shelfmark.test' } as const;
