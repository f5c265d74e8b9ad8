import type { ShelfmarkSiteConfig } from '@shelfmark/forms/site';

/**
 * Where CONTINUE SHOPPING and the single-account log out lead, per brand (CART-01, CART-02, spec 000 §6): the first
 * brand goes home; the second brand (isThorndike) goes to its catalogue search, the second-brand route.
 */
export function brandTargets(config: Pick<ShelfmarkSiteConfig, 'isThorndike' | 'routes'>): {
  continueShopping: string;
  logout: string;
} {
  const target = config.isThorndike ? config.routes.searchResults : config.routes.home;
  return { continueShopping: target, logout: target };
}
