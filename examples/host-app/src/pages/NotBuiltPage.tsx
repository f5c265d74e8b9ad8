import { NotBuiltYet } from '@shelfmark/blocks';
import { PageTitle } from '../layout/PageTitle';
import { useSiteConfig } from '@shelfmark/forms/site';

/** A route the storefront names but does not have yet: it says so plainly. */
export default function NotBuiltPage({ page }: { page: string }) {
  const { routes } = useSiteConfig();
  return (
    <>
      <PageTitle title={page} />
      <NotBuiltYet page={page} homeHref={routes.home} />
    </>
  );
}
