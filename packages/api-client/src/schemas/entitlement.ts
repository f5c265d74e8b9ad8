import { z } from 'zod';
import { ENTITLEMENT_OFFERS, ENTITLEMENT_REASONS } from '../entitlementRule';

export * from '../entitlementRule';

/** The verdict on one product for one caller (`Entitlement` of the rule, decideEntitlement), as answers carry it. */
export const entitlementSchema = z.object({
  priceShown: z.boolean(),
  purchasable: z.boolean(),
  /** Why not; null when purchasable. */
  reason: z.enum(ENTITLEMENT_REASONS).nullable(),
  offer: z.enum(ENTITLEMENT_OFFERS),
  /** The refusal an add to the cart answers with (errorList message); null when purchasable. */
  message: z.string().nullable(),
});
