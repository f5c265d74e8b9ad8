import { useSiteConfig } from '@shelfmark/commerce';

/** The document title of a page, "Page | Brand" (React 19 hoists <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  const { affiliation } = useSiteConfig();
  return <title>{title ? `${title} | ${affiliation}` : affiliation}</title>;
}
