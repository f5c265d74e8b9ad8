import { PageHead } from '@shelfmark/blocks';
import { useSiteConfig } from '@shelfmark/commerce';
import { useDocumentMeta, useOrigin } from '../content/documentHead';

/**
 * The document title of a page, "Page | Brand" (React 19 hoists <title> into the head). On a page whose
 * document places this route (a commerce slot), the title goes with the document's other head tags —
 * description, keywords, canonical, robots, open graph, analytics (HEAD-01) — as one head with one <title>.
 */
export function PageTitle({ title }: { title: string }) {
  const { affiliation } = useSiteConfig();
  const meta = useDocumentMeta();
  const origin = useOrigin();
  if (meta) return <PageHead meta={{ ...meta, title: title || meta.title }} siteName={affiliation} origin={origin} />;
  return <title>{title ? `${title} | ${affiliation}` : affiliation}</title>;
}
