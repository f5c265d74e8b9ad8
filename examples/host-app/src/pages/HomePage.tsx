import { PageHeading } from '@shelfmark/blocks';
import { productHref, useSearch } from '@shelfmark/commerce';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';

/** The home page: a welcome, a search prompt and a few recent titles of the site's catalogue. */
export default function HomePage() {
  const { affiliation, routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const featured = useSearch({ q: '', pageSize: 4, sort: 'date-desc' });
  const products = featured.data?.products ?? [];

  return (
    <>
      <PageHeading
        title={`Welcome to ${affiliation}`}
        description={
          <p>
            Find books for your library or school: search the catalogue by title, author or ISBN with the search box
            above.
          </p>
        }
      />
      <section className="home__featured" aria-labelledby="featured-heading">
        <h2 id="featured-heading">New in the catalogue</h2>
        {featured.isLoading && <p role="status">Loading titles…</p>}
        {featured.isError && <p role="alert">The featured titles could not be loaded.</p>}
        {products.length > 0 && (
          <ul className="home__featured-list">
            {products.map((product) => (
              <li key={product.code} className="home__featured-item">
                {product.imagesDAM?.small && (
                  <img src={product.imagesDAM.small} alt="" width={125} height={179} loading="lazy" />
                )}
                <Link href={productHref(product, routes)}>{product.fullTitle}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
