import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { PageHeading } from '../page-heading/PageHeading';
import { notBuiltYetLabels } from './notBuiltYet.labels';

export interface NotBuiltYetProps {
  /** The page's name, e.g. "Checkout". */
  page: string;
  /** Where the home link goes. @default '/' */
  homeHref?: string;
  /** Editable texts. */
  labels?: LabelOverrides<typeof notBuiltYetLabels>;
}

/** A plain page that says, naming it, that this page of the storefront does not exist yet. */
export function NotBuiltYet({ page, homeHref = '/', labels }: NotBuiltYetProps) {
  const text = resolveLabels(notBuiltYetLabels, labels);
  const { Link } = useSiteNavigation();
  return (
    <section className="sm-not-built-yet">
      <PageHeading title={page} description={<p>{formatLabel(text.message, { page })}</p>}>
        <p className="sm-not-built-yet__hint">{text.hint}</p>
        <p>
          <Link href={homeHref}>{text.homeLink}</Link>
        </p>
      </PageHeading>
    </section>
  );
}
