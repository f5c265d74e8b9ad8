import { useId } from 'react';
import type { Product } from '@shelfmark/api-client';
import { displayCode, formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import type { AddedToCart } from '../cart/useAddToCart';
import { useSiteConfig, useSiteNavigation } from '../site/ShelfmarkSiteProvider';
import { AddToCartForm } from './AddToCartForm';
import type { AddToCartFormLabels } from './addToCartForm.labels';
import { productDetailLabels, type ProductDetailLabels } from './productDetail.labels';
import { useProduct } from './useProduct';

export interface ProductDetailProps {
  /** The product code or ISBN-13 from the route (`/products/:code`). */
  code: string;
  /** Texts of the page; defaults from spec 001. */
  labels?: LabelOverrides<ProductDetailLabels>;
  /** Texts of the add-to-cart block. */
  addToCartLabels?: LabelOverrides<AddToCartFormLabels>;
  /** Render the add-to-cart block in the page. @default true */
  showAddToCart?: boolean;
  /** Called after a successful add to cart. */
  onAdded?: (added: AddedToCart) => void;
  /** Where sign-in returns to. @default the current path */
  returnTo?: string;
}

/** Authors as the backend joins them ('||') for display: "Ada Author, Ben Writer". */
export function formatAuthors(names: string | null | undefined): string {
  return (names ?? '').split('||').map((a) => a.trim()).filter(Boolean).join(', ');
}

/** The price a signed-in customer pays, else the list price; null when the product has none. */
export function displayPrice(product: Product): string | null {
  return product.customPrice?.formattedValue ?? product.price?.formattedValue ?? null;
}

/** The product page basics (PDP-01): breadcrumb, title, authors, edition, ISBN, format, publisher, price, cover, add to cart. */
export function ProductDetail({ code, labels, addToCartLabels, showAddToCart = true, onAdded, returnTo }: ProductDetailProps) {
  const text = resolveLabels(productDetailLabels, labels);
  const { product, isLoading, isError, isNotFound, error, refetch } = useProduct(code);
  const { routes } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const detailsId = useId();

  if (isLoading) return <p className="sm-product__state" role="status">{text.loading}</p>;
  if (isNotFound) return <p className="sm-product__state" role="alert">{text.notFound}</p>;
  if (isError || !product) {
    return (
      <div className="sm-product__state" role="alert">
        <p>{text.loadFailed}</p>
        {error?.message ? <p className="sm-product__detail">{error.message}</p> : null}
        <button type="button" className="sm-button" onClick={refetch}>{text.retry}</button>
      </div>
    );
  }

  const authors = formatAuthors(product.clAuthorsNames);
  const price = displayPrice(product);
  const format = product.clBindingFormat ?? product.mediaType;
  const rows: [string, string | null | undefined][] = [
    [text.edition, product.edition],
    [text.isbn, displayCode(product.code)],
    [text.format, format],
    [text.publisher, product.publisherName],
    [text.published, product.copyrightYear ?? product.publicationDate?.slice(0, 4)],
  ];

  return (
    <article className="sm-product" data-testid="product-detail-page" aria-labelledby={detailsId}>
      <nav className="sm-breadcrumb" aria-label={text.breadcrumb}>
        <ol>
          <li><Link href={routes.home}>{text.home}</Link></li>
          <li aria-current="page">{product.fullTitle}</li>
        </ol>
      </nav>
      <div className="sm-product__layout">
        <div className="sm-product__media">
          {product.imagesDAM?.large ? (
            <img className="sm-product__cover" src={product.imagesDAM.large} width={216}
              alt={formatLabel(text.coverAlt, { title: product.fullTitle })} />
          ) : null}
        </div>
        <div className="sm-product__info">
          <h1 id={detailsId} className="sm-product__title">{product.fullTitle}</h1>
          {authors ? <p className="sm-product__authors">{text.by} {authors}</p> : null}
          <dl className="sm-product__facts">
            {rows.filter(([, value]) => Boolean(value)).map(([label, value]) => (
              <div key={label} className="sm-product__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {price ? (
            <p className="sm-product__price"><span className="sm-visually-hidden">{text.price}: </span>{price}</p>
          ) : null}
          {showAddToCart ? (
            <AddToCartForm product={product} onAdded={onAdded} {...(addToCartLabels ? { labels: addToCartLabels } : {})}
              {...(returnTo ? { returnTo } : {})} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
