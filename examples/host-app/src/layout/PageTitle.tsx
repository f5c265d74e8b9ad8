import { PageHead } from '@shelfmark/blocks';
import { useDocumentMeta, useOrigin } from '../content/documentHead';
import { useSiteConfig } from '@shelfmark/forms/site';

/** A page about one thing (a product): the head names it instead of the pattern's document ('Product'). */
export interface PageSubject {
  /** The thing's own description, for the description and og:description; HTML tags are dropped. */
  description?: string | null | undefined;
  /** Its own address (a path), for the canonical link and og:url; the document of a pattern has none. */
  canonical: string;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The document title of a page, "Page | Brand" (React 19 hoists <title> into the head). On a page whose
 * document places this route (a commerce slot), the title goes with the document's other head tags —
 * description, keywords, canonical, robots, open graph, analytics (HEAD-01) — as one head with one <title>.
 * With a `subject`, the open-graph title and description, the description and the canonical link are the
 * subject's: a shared product page is previewed with the product, not with the document of every product.
 */
export function PageTitle({ title, subject }: { title: string; subject?: PageSubject | undefined }) {
  const { affiliation } = useSiteConfig();
  const meta = useDocumentMeta();
  const origin = useOrigin();
  if (meta && subject) {
    const description = subject.description ? plainText(subject.description) : meta.description;
    const pageTitle = title || meta.title;
    return (
      <PageHead
        meta={{
          ...meta,
          title: pageTitle,
          description,
          canonical: subject.canonical,
          openGraph: {
            ...meta.openGraph,
            title: pageTitle === affiliation ? pageTitle : `${pageTitle} | ${affiliation}`,
            description,
          },
        }}
        siteName={affiliation}
        origin={origin}
      />
    );
  }
  if (meta) return <PageHead meta={{ ...meta, title: title || meta.title }} siteName={affiliation} origin={origin} />;
  return <title>{title ? `${title} | ${affiliation}` : affiliation}</title>;
}
