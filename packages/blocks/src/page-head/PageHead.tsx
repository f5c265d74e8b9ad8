import type { PageMeta } from '@shelfmark/api-client';
import { useBrowserValue } from '@shelfmark/forms/site';
import { useHashScroll } from './useHashScroll';

/** Open-graph image widths (spec 002 §9): 400 for small, 1200 for large. */
export const OPEN_GRAPH_IMAGE_WIDTHS = { small: 400, large: 1200 } as const;

export interface PageHeadProps {
  /** The page document's meta (title, description, keywords, canonical, robots, open graph, analytics). */
  meta: PageMeta;
  /** Appended to the title: "Cart | Shelfmark". */
  siteName?: string;
  /**
   * Origin for absolute canonical and open-graph addresses. @default window.location.origin in the browser; a server
   * passes the request's (without it the server's HTML keeps the document's addresses as they are).
   */
  origin?: string;
  /** Scrolls to the element named by the address's hash on load and on every hash change. @default true */
  scrollToHash?: boolean;
}

function absolute(href: string | null | undefined, origin: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    return origin ? new URL(href, origin).toString() : href;
  } catch {
    return undefined;
  }
}

/**
 * The page head (HEAD-01): title, description, keywords, canonical link, robots, open-graph tags and analytics
 * meta, rendered as React 19 head elements (hoisted into <head>, replaced when the page changes).
 */
export function PageHead({ meta, siteName, origin: givenOrigin, scrollToHash = true }: PageHeadProps) {
  useHashScroll(scrollToHash);
  // The same on a server and while hydrating (no origin there), the page's own once hydrated.
  const pageOrigin = useBrowserValue<string | undefined>(() => window.location.origin, undefined);
  const origin = givenOrigin ?? pageOrigin;
  const title = siteName && meta.title !== siteName ? `${meta.title} | ${siteName}` : meta.title;
  const robots = [meta.robots?.noindex ? 'noindex' : null, meta.robots?.nofollow ? 'nofollow' : null]
    .filter(Boolean)
    .join(', ');
  const og = meta.openGraph;
  const canonical = absolute(meta.canonical, origin);
  const ogImage = absolute(og?.image, origin);
  return (
    <>
      <title>{title}</title>
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.keywords && <meta name="keywords" content={meta.keywords} />}
      {canonical && <link rel="canonical" href={canonical} />}
      {robots && <meta name="robots" content={robots} />}
      {og && (
        <>
          <meta property="og:title" content={og.title ?? meta.title} />
          {(og.description ?? meta.description) && (
            <meta property="og:description" content={og.description ?? meta.description ?? ''} />
          )}
          <meta property="og:type" content={og.type ?? 'website'} />
          {canonical && <meta property="og:url" content={canonical} />}
          {siteName && <meta property="og:site_name" content={siteName} />}
          {ogImage && <meta property="og:image" content={ogImage} />}
          {ogImage && (
            <meta property="og:image:width" content={String(OPEN_GRAPH_IMAGE_WIDTHS[og.imageSize ?? 'large'])} />
          )}
        </>
      )}
      {Object.entries(meta.analytics ?? {}).map(([name, content]) => (
        <meta key={name} name={`analytics:${name}`} content={content} />
      ))}
    </>
  );
}
