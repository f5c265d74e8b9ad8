import { memo } from 'react';
import type { Product, PurchaseFlag } from '@shelfmark/api-client';
import type { LabelOverrides } from '@shelfmark/forms';
import { PurchaseFlags } from '../purchase-flags/PurchaseFlags';
import type { PurchaseFlagsLabels } from '../purchase-flags/purchaseFlags.labels';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { displayPrice, formatAuthors } from '../product/productSummary';
import { RequestQuoteForTitle } from '../quotes/RequestQuote';
import type { SearchResultsLabels } from './searchResults.labels';

const ECOMMERCE_MEDIA = new Set(['print', 'eBook']);

/** Purchasable books open the product page; databases, primary sources and other non-ecommerce items the catalogue route. */
export function productHref(product: Product, routes: { products: string; catalog: string }): string {
  const isEcommerce = product.mediaType === undefined || ECOMMERCE_MEDIA.has(product.mediaType);
  return `${isEcommerce ? routes.products : routes.catalog}/${product.isbn13}`;
}

export interface SearchResultCardProps {
  /** The product the card shows. */
  product: Product;
  /** Texts of the search results (`searchResultsLabels`, with your overrides). */
  text: SearchResultsLabels;
  /** The signed-in buyer's "already ordered / in your cart / on a list" flag of this title (none for a visitor). */
  flag?: PurchaseFlag | undefined;
  /** Texts of the flag. */
  flagLabels?: LabelOverrides<PurchaseFlagsLabels>;
  /** Load the cover at once instead of when it nears the screen: for the first cards, which a phone shows first. @default false */
  eager?: boolean;
}

/** Publication statuses under which a title ships from stock: the card then says what the stock is. */
const SHIPPING_STATUSES = /^(available|published|active)$/i;

/** What a card says of availability: a publication status that is not shipping (Forthcoming, Out of Print), else the stock. */
export function availabilityOf(product: Product, text: SearchResultsLabels): string | null {
  const status = product.publicationStatus;
  if (status && !SHIPPING_STATUSES.test(status)) return status;
  const stock = product.stock?.stockLevelStatus;
  return stock ? text[`availability_${stock}`] : null;
}

/**
 * A result card: cover 125x179, title linking to the product, author, ISBN-13, format, year, availability, price, and
 * the buyer's flag. Memoised: while the next page loads, the cards on screen are not rendered again.
 */
export const SearchResultCard = memo(function SearchResultCard({
  product,
  text,
  eager = false,
  flag,
  flagLabels,
}: SearchResultCardProps) {
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const authors = formatAuthors(product.clAuthorsNames);
  const year = product.copyrightYear ?? product.publicationDate?.slice(0, 4);
  const price = displayPrice(product);
  const format = product.clBindingFormat ?? product.mediaType;
  const availability = availabilityOf(product, text);
  return (
    <article className="sm-result">
      {product.imagesDAM?.small ? (
        <img
          className="sm-result__cover"
          src={product.imagesDAM.small}
          alt=""
          width={125}
          height={179}
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : (
        <div className="sm-result__cover sm-result__cover--empty" aria-hidden="true" />
      )}
      <div className="sm-result__body">
        <h2 className="sm-result__title">
          <Link className="sm-result__link" href={productHref(product, routes)}>
            {product.fullTitle}
          </Link>
        </h2>
        <dl className="sm-result__facts">
          {authors ? (
            <div>
              <dt>{text.by}</dt>
              <dd>{authors}</dd>
            </div>
          ) : null}
          <div>
            <dt>{text.isbn}</dt>
            <dd>{product.isbn13}</dd>
          </div>
          {format ? (
            <div>
              <dt>{text.format}</dt>
              <dd>{format}</dd>
            </div>
          ) : null}
          {year ? (
            <div>
              <dt>{text.year}</dt>
              <dd>{year}</dd>
            </div>
          ) : null}
          {availability ? (
            <div>
              <dt>{text.availability}</dt>
              <dd>{availability}</dd>
            </div>
          ) : null}
          {price ? (
            <div>
              <dt>{text.price}</dt>
              <dd>{price}</dd>
            </div>
          ) : null}
        </dl>
        <PurchaseFlags flag={flag} labels={flagLabels} />
        <RequestQuoteForTitle product={product} />
      </div>
    </article>
  );
});
