import { PageHeading } from '@shelfmark/blocks';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { useLocation } from 'react-router';

/** Any address the storefront does not know. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  return (
    <>
      <PageHeading
        title="Page not found"
        description={
          <p>
            There is no page at <code>{pathname}</code>.
          </p>
        }
      >
        <p>
          Try the search box above, or <Link href={routes.home}>go to the home page</Link>.
        </p>
      </PageHeading>
    </>
  );
}
