import { lazy, useState, type ComponentType, type FunctionComponent, type ReactNode } from 'react';
import type { ContentComponent, ContentDocument } from './pageDocument';

/** What a registered block receives from the page renderer. */
export interface ContentBlockProps<D = ContentDocument> {
  /** The component's document, parsed by the block's schema (`{}` for blocks registered with `needsDocument: false`). */
  document: D;
  /** The placed component (type, id, params, nested components). */
  component: ContentComponent;
  /** The rendered nested components, if any. */
  children?: ReactNode;
  /** True on a preview page, for blocks that show editor hints. */
  isPreview: boolean;
  /** Renders components a document nests (an accordion item's or a tab's content) through the same registry. */
  renderComponents: (components: ContentComponent[]) => ReactNode;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds blocks of every document type, and props are contravariant: `unknown` would refuse them
type AnyBlockProps = ContentBlockProps<any>;

export interface ContentBlockDefinition {
  /** The block; a `lazyBlock` loads its code on first use, or earlier through `preloadBlocks` (a server's render). */
  component: ComponentType<AnyBlockProps>;
  /** False for blocks that render without content (commerce widgets such as Cart). @default true */
  needsDocument?: boolean;
  /**
   * The module a lazy block loads, by package name and its path in the package without extension
   * (`@shelfmark/blocks/content/covers-list/coversListBlock`): a server that links a page's block code with its HTML
   * finds the block's chunk in its build by this name instead of guessing it from file names.
   */
  module?: string;
}

/** Maps editor component names to blocks (CMS-01). */
export type ContentRegistry = Readonly<Record<string, ContentBlockDefinition>>;

/**
 * A block whose code loads on first use; `preload()` loads it ahead (resolves once it can render at once), and with
 * `{ schema: true }` also the schema a `documentBlock` parses a document with that the server did not check.
 */
export type LazyBlock = FunctionComponent<AnyBlockProps> & {
  preload(options?: { schema?: boolean }): Promise<void>;
};

/** A block that can load its document schema ahead (`documentBlock`'s). */
const schemaOf = (component: unknown) => (component as { loadSchema?: () => Promise<void> } | undefined)?.loadSchema;

/**
 * A registry entry whose code loads only when a page places the block (keeps the host app's first chunk small).
 * Unlike a bare `React.lazy`, a block whose code has arrived renders synchronously: after `await preloadBlocks(page)`
 * a server's `renderToString` renders its content instead of a loading note. Before that it suspends through
 * `React.lazy` (its `Suspense` boundary shows 'Loading {component}…'; streaming renderers and `prerender` wait for it;
 * hydration keeps the server's HTML until the code arrives).
 */
export function lazyBlock(load: () => Promise<ComponentType<AnyBlockProps>>): LazyBlock {
  let loaded: ComponentType<AnyBlockProps> | undefined;
  let pending: Promise<ComponentType<AnyBlockProps>> | undefined;
  const start = () =>
    (pending ??= load().then((component) => {
      readyBlocks.add(LazyContentBlock);
      return (loaded = component);
    }));
  const Suspending = lazy(() => start().then((component) => ({ default: component })));
  function LazyContentBlock(props: AnyBlockProps) {
    // Chosen once per mounted block, so its element type never changes under it (no remount, no lost state).
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(LazyContentBlock, {
    preload: async (options?: { schema?: boolean }) => {
      const component = await start();
      if (options?.schema) await schemaOf(component)?.();
    },
  });
}

/** The lazy blocks whose code has arrived (they render at once). */
const readyBlocks = new WeakSet<object>();

const isLazyBlock = (component: ContentBlockDefinition['component']): component is LazyBlock =>
  typeof (component as Partial<LazyBlock>).preload === 'function';

/** The components a page places, nested ones included (a column's, an accordion item's or a tab's `components`). */
function placedTypes(value: unknown, types: Set<string>, seen: Set<object>, unchecked = new Set<string>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) placedTypes(item, types, seen, unchecked);
    return;
  }
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.components)) {
    for (const component of record.components) {
      if (component && typeof component === 'object' && typeof (component as ContentComponent).type === 'string') {
        const placed = component as ContentComponent;
        types.add(placed.type);
        if (placed.document != null && placed.checked !== true && placed.problem === undefined)
          unchecked.add(placed.type);
      }
    }
  }
  for (const child of Object.values(record)) placedTypes(child, types, seen, unchecked);
}

/**
 * The editor names (`type`) of every component a page places, nested ones included, each once: what a server needs
 * to know which blocks' code the page will load (to preload their chunks with its HTML).
 */
export function placedBlockTypes(page: { components: ContentComponent[] } | ContentComponent[]): string[] {
  const types = new Set<string>();
  placedTypes(Array.isArray(page) ? { components: page } : page, types, new Set());
  return [...types];
}

/**
 * Loads the code of every block a page places (nested ones included), and the schema of each whose document the
 * server did not check (`checked`), so that rendering it does not suspend:
 * call it before `renderToString(<PageRenderer page={page} />)` on a server. In the browser it is optional
 * (call it before `hydrateRoot` to hydrate without waiting for the blocks' chunks). Blocks that fail to load
 * are left to their error boundary; names the registry lacks are ignored (the page shows their placeholder).
 */
export async function preloadBlocks(
  page: { components: ContentComponent[] } | ContentComponent[],
  registry: ContentRegistry = contentRegistry,
): Promise<void> {
  const types = new Set<string>();
  // Documents the server did not check (a host's own CMS, a story) are parsed by their block: its schema loads too.
  const unchecked = new Set<string>();
  placedTypes(Array.isArray(page) ? { components: page } : page, types, new Set(), unchecked);
  await Promise.all(
    [...types].map((type) => {
      const definition = Object.hasOwn(registry, type) ? registry[type] : undefined;
      if (!definition) return undefined;
      const schema = unchecked.has(type);
      if (isLazyBlock(definition.component)) return definition.component.preload({ schema }).catch(() => undefined);
      return schema ? schemaOf(definition.component)?.().catch(() => undefined) : undefined;
    }),
  );
}

/**
 * True when every block a page places can render at once: its code has arrived, and no document waits for its block
 * to parse it (one the server did not check may need its schema loaded). Else `preloadBlocks` has work to do.
 */
export function blocksReady(
  page: { components: ContentComponent[] } | ContentComponent[],
  registry: ContentRegistry = contentRegistry,
): boolean {
  const types = new Set<string>();
  const unchecked = new Set<string>();
  placedTypes(Array.isArray(page) ? { components: page } : page, types, new Set(), unchecked);
  if (unchecked.size > 0) return false;
  return [...types].every((type) => {
    const definition = Object.hasOwn(registry, type) ? registry[type] : undefined;
    return !definition || !isLazyBlock(definition.component) || readyBlocks.has(definition.component);
  });
}

/**
 * The content blocks of this package under their editor names (spec 002 §2). Each loads lazily, so a page pays
 * only for the blocks it places, and names the module it loads (`module`). Commerce exports its own
 * `commerceRegistry`; the host app merges both.
 */
export const contentRegistry: ContentRegistry = {
  'Rich Text': {
    component: lazyBlock(() => import('../rich-text/richTextBlock').then((m) => m.RichTextBlock)),
    module: '@shelfmark/blocks/rich-text/richTextBlock',
  },
  'Page Heading': {
    component: lazyBlock(() => import('../page-heading/pageHeadingBlock').then((m) => m.PageHeadingBlock)),
    module: '@shelfmark/blocks/page-heading/pageHeadingBlock',
  },
  'Hero Banner': {
    component: lazyBlock(() => import('../content/hero-banner/heroBannerBlock').then((m) => m.HeroBannerBlock)),
    module: '@shelfmark/blocks/content/hero-banner/heroBannerBlock',
  },
  'Banner With Video': {
    component: lazyBlock(() =>
      import('../content/banner-with-video/bannerWithVideoBlock').then((m) => m.BannerWithVideoBlock),
    ),
    module: '@shelfmark/blocks/content/banner-with-video/bannerWithVideoBlock',
  },
  'Banner Search': {
    component: lazyBlock(() => import('../content/banner-search/bannerSearchBlock').then((m) => m.BannerSearchBlock)),
    module: '@shelfmark/blocks/content/banner-search/bannerSearchBlock',
  },
  'Alert Banner': {
    component: lazyBlock(() => import('../content/alert-banner/alertBannerBlock').then((m) => m.AlertBannerBlock)),
    module: '@shelfmark/blocks/content/alert-banner/alertBannerBlock',
  },
  'Alert Promo': {
    component: lazyBlock(() => import('../content/alert-promo/alertPromoBlock').then((m) => m.AlertPromoBlock)),
    module: '@shelfmark/blocks/content/alert-promo/alertPromoBlock',
  },
  'Single Button': {
    component: lazyBlock(() => import('../content/single-button/singleButtonBlock').then((m) => m.SingleButtonBlock)),
    module: '@shelfmark/blocks/content/single-button/singleButtonBlock',
  },
  'Accordion List': {
    component: lazyBlock(() =>
      import('../content/accordion-list/accordionListBlock').then((m) => m.AccordionListBlock),
    ),
    module: '@shelfmark/blocks/content/accordion-list/accordionListBlock',
  },
  Tabs: {
    component: lazyBlock(() => import('../content/tabs/tabsBlock').then((m) => m.TabsBlock)),
    module: '@shelfmark/blocks/content/tabs/tabsBlock',
  },
  'Column Section': {
    component: lazyBlock(() =>
      import('../content/column-section/columnSectionBlock').then((m) => m.ColumnSectionBlock),
    ),
    module: '@shelfmark/blocks/content/column-section/columnSectionBlock',
  },
  'Column List': {
    component: lazyBlock(() => import('../content/column-list/columnListBlock').then((m) => m.ColumnListBlock)),
    module: '@shelfmark/blocks/content/column-list/columnListBlock',
  },
  'Media Gallery': {
    component: lazyBlock(() => import('../content/media-gallery/mediaGalleryBlock').then((m) => m.MediaGalleryBlock)),
    module: '@shelfmark/blocks/content/media-gallery/mediaGalleryBlock',
  },
  'Video Gallery': {
    component: lazyBlock(() => import('../content/video-gallery/videoGalleryBlock').then((m) => m.VideoGalleryBlock)),
    module: '@shelfmark/blocks/content/video-gallery/videoGalleryBlock',
  },
  'Two Column Video': {
    component: lazyBlock(() =>
      import('../content/two-column-video/twoColumnVideoBlock').then((m) => m.TwoColumnVideoBlock),
    ),
    module: '@shelfmark/blocks/content/two-column-video/twoColumnVideoBlock',
  },
  'Promo Grid': {
    component: lazyBlock(() => import('../content/promo-grid/promoGridBlock').then((m) => m.PromoGridBlock)),
    module: '@shelfmark/blocks/content/promo-grid/promoGridBlock',
  },
  'Covers List': {
    component: lazyBlock(() => import('../content/covers-list/coversListBlock').then((m) => m.CoversListBlock)),
    module: '@shelfmark/blocks/content/covers-list/coversListBlock',
  },
  'Image Row': {
    component: lazyBlock(() => import('../content/image-row/imageRowBlock').then((m) => m.ImageRowBlock)),
    module: '@shelfmark/blocks/content/image-row/imageRowBlock',
  },
  'Fifty Fifty Cards': {
    component: lazyBlock(() =>
      import('../content/fifty-fifty-cards/fiftyFiftyCardsBlock').then((m) => m.FiftyFiftyCardsBlock),
    ),
    module: '@shelfmark/blocks/content/fifty-fifty-cards/fiftyFiftyCardsBlock',
  },
  'Call To Action Grid': {
    component: lazyBlock(() =>
      import('../content/call-to-action-grid/callToActionGridBlock').then((m) => m.CallToActionGridBlock),
    ),
    module: '@shelfmark/blocks/content/call-to-action-grid/callToActionGridBlock',
  },
  'Content Cards': {
    component: lazyBlock(() => import('../content/content-cards/contentCardsBlock').then((m) => m.ContentCardsBlock)),
    module: '@shelfmark/blocks/content/content-cards/contentCardsBlock',
  },
  'Product Cards': {
    component: lazyBlock(() => import('../content/product-cards/productCardsBlock').then((m) => m.ProductCardsBlock)),
    module: '@shelfmark/blocks/content/product-cards/productCardsBlock',
  },
  'Promo Catalogue Cards': {
    component: lazyBlock(() =>
      import('../content/promo-catalogue-cards/promoCatalogueCardsBlock').then((m) => m.PromoCatalogueCardsBlock),
    ),
    module: '@shelfmark/blocks/content/promo-catalogue-cards/promoCatalogueCardsBlock',
  },
  'Product Files': {
    component: lazyBlock(() => import('../content/product-files/productFilesBlock').then((m) => m.ProductFilesBlock)),
    module: '@shelfmark/blocks/content/product-files/productFilesBlock',
  },
  'Block Quote': {
    component: lazyBlock(() => import('../content/block-quote/blockQuoteBlock').then((m) => m.BlockQuoteBlock)),
    module: '@shelfmark/blocks/content/block-quote/blockQuoteBlock',
  },
  EventList: {
    component: lazyBlock(() => import('../content/event-list/eventListBlock').then((m) => m.EventListBlock)),
    module: '@shelfmark/blocks/content/event-list/eventListBlock',
  },
  'Standing Order Plans': {
    component: lazyBlock(() =>
      import('../content/standing-order-plans/standingOrderPlansBlock').then((m) => m.StandingOrderPlansBlock),
    ),
    module: '@shelfmark/blocks/content/standing-order-plans/standingOrderPlansBlock',
  },
  Form: {
    component: lazyBlock(() => import('../content/form/formBlock').then((m) => m.FormBlock)),
    module: '@shelfmark/blocks/content/form/formBlock',
  },
};

/** Joins registries; later ones win for a name they share (the host app merges content and commerce). */
export function mergeRegistries(...registries: ContentRegistry[]): ContentRegistry {
  return Object.freeze(Object.assign({}, ...registries));
}
