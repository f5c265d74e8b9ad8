'use client';

// The public door of @shelfmark/blocks: explicit named exports only.
export { MenuLink, type MenuLinkProps } from './menu/MenuLink';
export { isInternalHref, type MenuItem } from './menu/menuItem';
export {
  SiteHeader,
  useSiteHeader,
  getHeaderAccess,
  isEligibleForEcommerce,
  siteSellsOnline,
  siteHeaderLabels,
  buildSearchHref,
  regionLabels,
  regionOptions,
  type SiteHeaderProps,
  type UseSiteHeaderOptions,
  type UseSiteHeaderResult,
  type HeaderAccess,
  type HeaderSite,
  type SiteHeaderLabels,
  MegaMenu,
  useHeaderDrawer,
  type MegaMenuProps,
  type HeaderDrawerState,
  type UseHeaderDrawerResult,
} from './header/index';
export { SiteFooter, siteFooterLabels, type SiteFooterProps, type SiteFooterLabels } from './footer/index';
export { PageHeading, type PageHeadingProps } from './page-heading/index';
export { PageHead, useHashScroll, OPEN_GRAPH_IMAGE_WIDTHS, type PageHeadProps } from './page-head/index';
export { NotBuiltYet, notBuiltYetLabels, type NotBuiltYetProps, type NotBuiltYetLabels } from './not-built-yet/index';
export {
  RichText,
  sanitizeHtml,
  filterStyle,
  richTextPolicy,
  type RichTextProps,
  type RichTextPolicy,
} from './rich-text/index';
export {
  PageRenderer,
  NestedContent,
  contentRegistry,
  mergeRegistries,
  lazyBlock,
  preloadBlocks,
  placedBlockTypes,
  documentBlock,
  describeProblem,
  pageRendererLabels,
  logContentProblem,
  type ContentProblem,
  type PageRendererProps,
  type LazyBlock,
  type ContentRegistry,
  type ContentBlockDefinition,
  type ContentBlockProps,
  type PageRendererLabels,
  type DocumentSchema,
  type PageDocument,
  type ContentComponent,
  type ContentDocument,
  type RenderablePage,
} from './registry/index';
export {
  PreviewBar,
  previewBarLabels,
  buildEditUrl,
  type PreviewBarProps,
  type PreviewBarLabels,
} from './preview/index';
// Content blocks (BLK-01..07): each view is exported for integrators; the registry loads them lazily.
export { HeroBanner, type HeroBannerProps } from './content/hero-banner/index';
export { BannerWithVideo, type BannerWithVideoProps } from './content/banner-with-video/index';
export {
  BannerSearch,
  buildExternalSearchHref,
  bannerSearchLabels,
  type BannerSearchProps,
  type BannerSearchLabels,
} from './content/banner-search/index';
export {
  AlertBanner,
  alertBannerLabels,
  type AlertBannerProps,
  type AlertBannerLabels,
} from './content/alert-banner/index';
export { AlertPromo, type AlertPromoProps } from './content/alert-promo/index';
export { SingleButton, type SingleButtonProps } from './content/single-button/index';
export { AccordionList, type AccordionListProps, type AccordionListItem } from './content/accordion-list/index';
export { ContentTabs, type ContentTabsProps, type ContentTab } from './content/tabs/index';
export { ColumnSection, type ColumnSectionProps } from './content/column-section/index';
export { ColumnList, columnListLabels, type ColumnListProps, type ColumnListLabels } from './content/column-list/index';
export {
  MediaGallery,
  useGalleryViewer,
  SWIPE_THRESHOLD_PX,
  mediaGalleryLabels,
  type MediaGalleryProps,
  type GalleryImage,
  type UseGalleryViewerResult,
  type MediaGalleryLabels,
} from './content/media-gallery/index';
export { VideoGallery, videoColumnWidth, type VideoGalleryProps } from './content/video-gallery/index';
export { TwoColumnVideo, type TwoColumnVideoProps } from './content/two-column-video/index';
export {
  VideoPlayer,
  VideoPlayerProvider,
  useVideoProvider,
  createLocalVideoProvider,
  createHostedVideoProvider,
  createEmbeddedVideoProvider,
  createVideoProviderFromConfig,
  hostedVideoServices,
  videoLabels,
  type VideoPlayerProps,
  type VideoProvider,
  type VideoPlayerRenderProps,
  type LocalVideoProviderOptions,
  type HostedVideoProviderOptions,
  type VideoLabels,
  type HostedVideoService,
  type HostedVideoServiceName,
  type VideoProviderName,
} from './content/video/index';
export { PromoGrid, type PromoGridProps, type PromoGridItem } from './content/promo-grid/index';
export {
  CoversList,
  coversListLabels,
  type CoversListProps,
  type CoverItem,
  type CoversListLabels,
} from './content/covers-list/index';
export { ImageRow, type ImageRowProps } from './content/image-row/index';
export { FiftyFiftyCards, type FiftyFiftyCardsProps, type FiftyFiftyCard } from './content/fifty-fifty-cards/index';
export { CallToActionGrid, type CallToActionGridProps } from './content/call-to-action-grid/index';
export { ContentCards, type ContentCardsProps, type ContentCardItem } from './content/content-cards/index';
export {
  ProductCards,
  useProductCards,
  cardsOfTab,
  cardsPerPageOf,
  productCardsLabels,
  type ProductCardsProps,
  type ProductCardItem,
  type ProductCardsLabels,
} from './content/product-cards/index';
export {
  PromoCatalogueCards,
  type PromoCatalogueCardsProps,
  type CatalogCard,
} from './content/promo-catalogue-cards/index';
export {
  ProductFiles,
  productFilesLabels,
  type ProductFilesProps,
  type ProductFile,
  type ProductFilesLabels,
} from './content/product-files/index';
export { BlockQuote, type BlockQuoteProps } from './content/block-quote/index';
export {
  EventList,
  isEventExpired,
  visibleEvents,
  eventTags,
  eventListLabels,
  type EventListProps,
  type EventListLabels,
} from './content/event-list/index';
export { StandingOrderPlans, tierColumns, type StandingOrderPlansProps } from './content/standing-order-plans/index';
