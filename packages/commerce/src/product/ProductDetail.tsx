import { useEffect, useId, useRef } from 'react';
import type { Product } from '@shelfmark/api-client';
import { displayCode, formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { productEvent } from '../analytics/analyticsEvents';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import type { AddedToCart } from '../cart/useAddToCart';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import type { AddToCartFormLabels } from './addToCartForm.labels';
import type { AddToWishListLabels } from './addToWishList.labels';
import { FormatSelector } from './FormatSelector';
import { LookInsideMenu } from './LookInsideMenu';
import { displayPrice, formatAuthors } from './productSummary';
import { ProductOffer, useProductOffer, type ProductOfferPaths } from './ProductOffer';
import type { ProductOfferLabels } from './productOffer.labels';
import { PurchaseFlags } from '../purchase-flags/PurchaseFlags';
import { usePurchaseFlags } from '../purchase-flags/usePurchaseFlags';
import { ProductLoadState } from './ProductLoadState';
import { ProductTabs } from './ProductTabs';
import { RelatedProducts } from './RelatedProducts';
import { editionValue } from './formatEdition';
import { defaultPublicationStatusMap, productDetailLabels, type ProductDetailLabels } from './productDetail.labels';
import { useProduct } from './useProduct';

export interface ProductDetailProps {
  /** The product code or ISBN-13 from the route (`/products/:code`). */
  code: string;
  /** Texts of the page; defaults from spec 001. */
  labels?: LabelOverrides<ProductDetailLabels>;
  /** Texts of the add-to-cart block. */
  addToCartLabels?: LabelOverrides<AddToCartFormLabels>;
  /** Texts of the wish-list block under the add-to-cart form. */
  wishListLabels?: LabelOverrides<AddToWishListLabels>;
  /** Texts of the offer (contact your rep, request a trial, no price). */
  offerLabels?: LabelOverrides<ProductOfferLabels>;
  /** Paths of the rep and trial pages. */
  offerPaths?: Partial<ProductOfferPaths>;
  /** Publication status → the words shown (spec 001 §4). @default defaultPublicationStatusMap */
  publicationStatusMap?: Record<string, string>;
  /** MARC record link of second-brand titles; `{isbn13}` is replaced. @default '/marc/{isbn13}.mrc' */
  marcRecordUrl?: string;
  /** Render the offer / add-to-cart block in the page. @default true */
  showAddToCart?: boolean;
  /** Called after a successful add to cart. */
  onAdded?: (added: AddedToCart) => void;
  /** Where sign-in returns to. @default the current path */
  returnTo?: string;
}

// Kept as exports of this module for existing importers; they live in productSummary.ts (no product-page code).
export { displayPrice, formatAuthors };

/**
 * The product page (PDP-01): breadcrumb, format selector, cover (216 wide), title, authors, facts, the price
 * when the user may buy, Look Inside, the offer (PDP-02, PDP-03), the MARC record link on second-brand titles,
 * tabs (Overview, Product Details, Table of Contents, Reviews) and You may also Like.
 */
export function ProductDetail({
  code,
  labels,
  addToCartLabels,
  wishListLabels,
  offerLabels,
  offerPaths,
  publicationStatusMap = defaultPublicationStatusMap,
  marcRecordUrl = '/marc/{isbn13}.mrc',
  showAddToCart = true,
  onAdded,
  returnTo,
}: ProductDetailProps) {
  const text = resolveLabels(productDetailLabels, labels);
  const query = useProduct(code);
  const { product } = query;
  if (!product || query.isLoading || query.isError) return <ProductLoadState query={query} labels={text} />;
  return (
    <ProductView
      product={product}
      text={text}
      addToCartLabels={addToCartLabels}
      wishListLabels={wishListLabels}
      offerLabels={offerLabels}
      offerPaths={offerPaths}
      statusMap={publicationStatusMap}
      marcRecordUrl={marcRecordUrl}
      showAddToCart={showAddToCart}
      onAdded={onAdded}
      returnTo={returnTo}
    />
  );
}

interface ProductViewProps {
  product: Product;
  text: ProductDetailLabels;
  addToCartLabels: LabelOverrides<AddToCartFormLabels> | undefined;
  wishListLabels: LabelOverrides<AddToWishListLabels> | undefined;
  offerLabels: LabelOverrides<ProductOfferLabels> | undefined;
  offerPaths: Partial<ProductOfferPaths> | undefined;
  statusMap: Record<string, string>;
  marcRecordUrl: string;
  showAddToCart: boolean;
  onAdded: ((added: AddedToCart) => void) | undefined;
  returnTo: string | undefined;
}

function ProductView({
  product,
  text,
  addToCartLabels,
  wishListLabels,
  offerLabels,
  offerPaths,
  statusMap,
  marcRecordUrl,
  showAddToCart,
  onAdded,
  returnTo,
}: ProductViewProps) {
  const { routes, brand, currency } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const offer = useProductOffer(product);
  const detailsId = useId();
  const analytics = useAnalytics();
  const viewed = useRef<string | null>(null);
  // GTM-01: view_item once per product shown, priced only for a user who may buy it.
  useEffect(() => {
    if (offer === 'loading' || viewed.current === product.code) return;
    viewed.current = product.code;
    analytics.track(productEvent(product, analytics.affiliation, currency, { withPrice: offer === 'buy' }));
  }, [offer, product, analytics, currency]);
  const authors = formatAuthors(product.clAuthorsNames);
  const price = offer === 'buy' ? displayPrice(product) : null;
  const format = product.clBindingFormat ?? product.mediaType;
  const rows: [string, string | null | undefined][] = [
    [text.edition, editionValue(product.edition, text.edition)],
    [text.isbn, displayCode(product.code)],
    [text.format, format],
    [text.publisher, product.publisherName],
    [text.published, product.copyrightYear ?? product.publicationDate?.slice(0, 4)],
  ];
  const isSecondBrand = brand === 'thorndike' || product.brand === 'thorndike';
  // The buyer's flag: a visitor's page (the one kept for everyone) never holds one.
  const flag = usePurchaseFlags([product.isbn13]).flagOf(product.isbn13);

  return (
    <article className="sm-product" data-testid="product-detail-page" aria-labelledby={detailsId}>
      <nav className="sm-breadcrumb" aria-label={text.breadcrumb}>
        <ol>
          <li>
            <Link href={routes.home}>{text.home}</Link>
          </li>
          <li aria-current="page">{product.fullTitle}</li>
        </ol>
      </nav>
      <div className="sm-product__layout">
        <div className="sm-product__media">
          {product.imagesDAM?.large ? (
            // width and height: the page keeps the cover's place (125 × 179) before it loads, so the details don't jump.
            <img
              className="sm-product__cover"
              src={product.imagesDAM.large}
              width={216}
              height={309}
              alt={formatLabel(text.coverAlt, { title: product.fullTitle })}
            />
          ) : null}
          <LookInsideMenu items={product.lookInside ?? []} label={text.lookInside} />
        </div>
        <div className="sm-product__info">
          <h1 id={detailsId} className="sm-product__title">
            {product.fullTitle}
          </h1>
          {authors ? (
            <p className="sm-product__authors">
              {text.by} {authors}
            </p>
          ) : null}
          <FormatSelector product={product} text={text} />
          <dl className="sm-product__facts">
            {rows
              .filter(([, value]) => Boolean(value))
              .map(([label, value]) => (
                <div key={label} className="sm-product__fact">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          <PurchaseFlags flag={flag} />
          {price ? (
            <p className="sm-product__price">
              <span className="sm-visually-hidden">{text.price}: </span>
              {price}
            </p>
          ) : null}
          {showAddToCart ? (
            <ProductOffer
              product={product}
              {...(offerLabels ? { labels: offerLabels } : {})}
              {...(addToCartLabels ? { addToCartLabels } : {})}
              {...(wishListLabels ? { wishListLabels } : {})}
              {...(offerPaths ? { paths: offerPaths } : {})}
              {...(returnTo ? { returnTo } : {})}
              {...(onAdded ? { onAdded } : {})}
            />
          ) : null}
          {isSecondBrand ? (
            <p className="sm-product__marc">
              <a href={marcRecordUrl.replace('{isbn13}', product.isbn13)} download>
                {text.marcRecord}
              </a>
            </p>
          ) : null}
        </div>
      </div>
      <ProductTabs product={product} text={text} statusMap={statusMap} />
      <RelatedProducts items={product.relatedProducts ?? []} title={text.youMayAlsoLike} />
    </article>
  );
}
