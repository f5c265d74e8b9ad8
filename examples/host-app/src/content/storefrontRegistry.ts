import { contentRegistry, lazyBlock, mergeRegistries, type ContentRegistry } from '@shelfmark/blocks';
import { routeSlotRegistry } from './routeSlots';

/**
 * Every editor name the storefront renders (CMS-01): the content blocks of @shelfmark/blocks, the
 * configurable form, and the commerce widgets as slots for the route's own page.
 */
export const storefrontRegistry: ContentRegistry = mergeRegistries(
  contentRegistry,
  { Form: { component: lazyBlock(() => import('./formBlock').then((m) => m.FormBlock)) } },
  routeSlotRegistry,
);
