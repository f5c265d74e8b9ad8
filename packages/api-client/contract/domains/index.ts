import type { DomainCases } from './context';
import { orderCases } from './orders';
import { checkoutCases } from './checkout';
import { catalogueCases } from './catalogue';
import { selfServiceCases } from './selfService';
import { contentCases } from './content';
import { cartCases } from './cart';
import { entitlementCases } from './entitlement';
import { profileCases } from './profile';
import { purchaseHistoryCases } from './purchaseHistory';
import { fundCodeCases } from './fundCodes';
import { quoteCases } from './quotes';

/**
 * The contract cases of each domain, run against the memory twin and the real server alike
 * (`defineContractSuite` in ../cases.ts). A domain adds its module here: one import, one entry.
 */
export const domainCases: readonly DomainCases[] = [
  selfServiceCases,
  catalogueCases,
  contentCases,
  checkoutCases,
  orderCases,
  cartCases,
  entitlementCases,
  profileCases,
  purchaseHistoryCases,
  fundCodeCases,
  quoteCases,
];

export type { ContractContext, DomainCases } from './context';
