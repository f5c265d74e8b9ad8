import { contentRegistry, mergeRegistries, type ContentRegistry } from '@shelfmark/blocks';
import { routeSlotRegistry } from './routeSlots';

/**
 * Every editor name the storefront renders (CMS-01): the content blocks of @shelfmark/blocks
 * (the configurable 'Form' among them), and the commerce widgets as slots for the route's own page.
 */
export const storefrontRegistry: ContentRegistry = mergeRegistries(contentRegistry, routeSlotRegistry);
