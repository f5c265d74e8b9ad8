// The public door of @shelfmark/blocks: explicit named exports only.
export { BlockNavigationProvider, useBlockNavigation, type BlockNavigation, type BlockNavigationProviderProps, type BlockLinkProps } from './navigation/BlockNavigationProvider';
export { MenuLink, type MenuLinkProps } from './menu/MenuLink';
export { isInternalHref, type MenuItem } from './menu/menuItem';
export {
  SiteHeader, defaultHeaderRoutes, useSiteHeader, getHeaderAccess, isEligibleForEcommerce, siteSellsOnline,
  siteHeaderLabels, formatCartBadge, buildSearchHref,
  type SiteHeaderProps, type SiteHeaderRoutes, type UseSiteHeaderOptions, type UseSiteHeaderResult, type HeaderAccess,
  type HeaderSite, type SiteHeaderLabels,
} from './header/index';
export { SiteFooter, siteFooterLabels, type SiteFooterProps, type SiteFooterLabels } from './footer/index';
export { PageHeading, type PageHeadingProps } from './page-heading/index';
export { NotBuiltYet, notBuiltYetLabels, type NotBuiltYetProps, type NotBuiltYetLabels } from './not-built-yet/index';
export { RichText, sanitizeHtml, filterStyle, richTextPolicy, type RichTextProps, type RichTextPolicy } from './rich-text/index';
export {
  PageRenderer, contentRegistry, mergeRegistries, pageRendererLabels,
  type PageRendererProps, type ContentRegistry, type ContentBlockDefinition, type ContentBlockProps, type PageRendererLabels,
  type PageDocument, type ContentComponent, type ContentDocument, type RenderablePage,
} from './registry/index';
