import { useId } from 'react';
import type { Product } from '@shelfmark/api-client';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';

/** "You may also Like" (PDP-01): related titles with their small cover (125 x 179), each linking to its page. */
export function RelatedProducts({ items, title }: { items: NonNullable<Product['relatedProducts']>; title: string }) {
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="sm-related" aria-labelledby={headingId}>
      <h2 id={headingId} className="sm-related__title">
        {title}
      </h2>
      <ul className="sm-related__list">
        {items.map((item) => (
          <li key={item.code} className="sm-related__item">
            {item.imagesDAM?.small ? (
              <img src={item.imagesDAM.small} alt="" width={125} height={179} loading="lazy" />
            ) : null}
            <Link href={`${routes.products}/${item.isbn13}`}>{item.fullTitle}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
