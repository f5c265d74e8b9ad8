import { lazy, type ComponentType, type ReactNode } from 'react';
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

export interface ContentBlockDefinition {
  /** The block; a `React.lazy` component loads on first use (see `lazyBlock`). */
  component: ComponentType<ContentBlockProps<any>>;
  /** False for blocks that render without content (commerce widgets such as Cart). @default true */
  needsDocument?: boolean;
}

/** Maps editor component names to blocks (CMS-01). */
export type ContentRegistry = Readonly<Record<string, ContentBlockDefinition>>;

/** A registry entry whose code loads only when a page places the block (keeps the host app's first chunk small). */
export function lazyBlock(load: () => Promise<ComponentType<ContentBlockProps<any>>>): ComponentType<ContentBlockProps<any>> {
  return lazy(() => load().then((component) => ({ default: component })));
}

/**
 * The content blocks of this package under their editor names (spec 002 §2). Each loads lazily, so a page pays
 * only for the blocks it places. Commerce exports its own `commerceRegistry`; the host app merges both.
 */
export const contentRegistry: ContentRegistry = {
  'Rich Text': { component: lazyBlock(() => import('../rich-text/richTextBlock').then((m) => m.RichTextBlock)) },
  'Page Heading': { component: lazyBlock(() => import('../page-heading/pageHeadingBlock').then((m) => m.PageHeadingBlock)) },
  'Hero Banner': { component: lazyBlock(() => import('../content/hero-banner/heroBannerBlock').then((m) => m.HeroBannerBlock)) },
  'Banner With Video': { component: lazyBlock(() => import('../content/banner-with-video/bannerWithVideoBlock').then((m) => m.BannerWithVideoBlock)) },
  'Banner Search': { component: lazyBlock(() => import('../content/banner-search/bannerSearchBlock').then((m) => m.BannerSearchBlock)) },
  'Alert Banner': { component: lazyBlock(() => import('../content/alert-banner/alertBannerBlock').then((m) => m.AlertBannerBlock)) },
  'Alert Promo': { component: lazyBlock(() => import('../content/alert-promo/alertPromoBlock').then((m) => m.AlertPromoBlock)) },
  'Single Button': { component: lazyBlock(() => import('../content/single-button/singleButtonBlock').then((m) => m.SingleButtonBlock)) },
  'Accordion List': { component: lazyBlock(() => import('../content/accordion-list/accordionListBlock').then((m) => m.AccordionListBlock)) },
  'Tabs': { component: lazyBlock(() => import('../content/tabs/tabsBlock').then((m) => m.TabsBlock)) },
  'Column Section': { component: lazyBlock(() => import('../content/column-section/columnSectionBlock').then((m) => m.ColumnSectionBlock)) },
  'Column List': { component: lazyBlock(() => import('../content/column-list/columnListBlock').then((m) => m.ColumnListBlock)) },
  'Media Gallery': { component: lazyBlock(() => import('../content/media-gallery/mediaGalleryBlock').then((m) => m.MediaGalleryBlock)) },
  'Video Gallery': { component: lazyBlock(() => import('../content/video-gallery/videoGalleryBlock').then((m) => m.VideoGalleryBlock)) },
  'Two Column Video': { component: lazyBlock(() => import('../content/two-column-video/twoColumnVideoBlock').then((m) => m.TwoColumnVideoBlock)) },
  'Promo Grid': { component: lazyBlock(() => import('../content/promo-grid/promoGridBlock').then((m) => m.PromoGridBlock)) },
  'Covers List': { component: lazyBlock(() => import('../content/covers-list/coversListBlock').then((m) => m.CoversListBlock)) },
  'Image Row': { component: lazyBlock(() => import('../content/image-row/imageRowBlock').then((m) => m.ImageRowBlock)) },
  'Fifty Fifty Cards': { component: lazyBlock(() => import('../content/fifty-fifty-cards/fiftyFiftyCardsBlock').then((m) => m.FiftyFiftyCardsBlock)) },
  'Call To Action Grid': { component: lazyBlock(() => import('../content/call-to-action-grid/callToActionGridBlock').then((m) => m.CallToActionGridBlock)) },
  'Content Cards': { component: lazyBlock(() => import('../content/content-cards/contentCardsBlock').then((m) => m.ContentCardsBlock)) },
  'Product Cards': { component: lazyBlock(() => import('../content/product-cards/productCardsBlock').then((m) => m.ProductCardsBlock)) },
  'Promo Catalogue Cards': { component: lazyBlock(() => import('../content/promo-catalogue-cards/promoCatalogueCardsBlock').then((m) => m.PromoCatalogueCardsBlock)) },
  'Product Files': { component: lazyBlock(() => import('../content/product-files/productFilesBlock').then((m) => m.ProductFilesBlock)) },
  'Block Quote': { component: lazyBlock(() => import('../content/block-quote/blockQuoteBlock').then((m) => m.BlockQuoteBlock)) },
  'EventList': { component: lazyBlock(() => import('../content/event-list/eventListBlock').then((m) => m.EventListBlock)) },
  'Standing Order Plans': { component: lazyBlock(() => import('../content/standing-order-plans/standingOrderPlansBlock').then((m) => m.StandingOrderPlansBlock)) },
  'Form': { component: lazyBlock(() => import('../content/form/formBlock').then((m) => m.FormBlock)) },
};

/** Joins registries; later ones win for a name they share (the host app merges content and commerce). */
export function mergeRegistries(...registries: ContentRegistry[]): ContentRegistry {
  return Object.freeze(Object.assign({}, ...registries));
}
