import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Product } from '@shelfmark/api-client';
import { useApiClient } from '@shelfmark/api-client/react';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { productEvent } from '../analytics/analyticsEvents';
import { useAnalytics } from '../analytics/AnalyticsProvider';
import { defaultOfferPaths, type ProductOfferPaths } from '../product/ProductOffer';
import { trialHref } from '../product/productOfferKind';
import { ProductLoadState } from '../product/ProductLoadState';
import { useProduct } from '../product/useProduct';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { catalogProductLabels, type CatalogProductLabels } from './catalogProduct.labels';
import { slugify } from './slugify';

export interface CatalogProductPageProps {
  /** The product code or ISBN-13 from the route (`/catalog/:code`). */
  code: string;
  /** Texts; defaults from spec 002. */
  labels?: LabelOverrides<CatalogProductLabels>;
  /** An optional alert strip above the page (e.g. a notice from the CMS). */
  alert?: string;
  /** Characters of the description shown before "Show More" (visibleSymbolsNumber). @default 300 */
  visibleSymbols?: number;
  /** Paths of the trial and rep pages. */
  paths?: Partial<ProductOfferPaths>;
}

/** The description cut at a word boundary near `limit` characters, or null when it is short enough. */
export function truncateText(text: string, limit: number): string | null {
  if (text.length <= limit) return null;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The non-ecommerce product catalogue page (NECP-01): image, full title, long description, Request a Trial
 * and Find Your Rep (international variants for international users), an optional alert strip, the product
 * description with Show More / Show Less, included collections and product details with slug links.
 */
export function CatalogProductPage({ code, labels, alert, visibleSymbols = 300, paths }: CatalogProductPageProps) {
  const text = resolveLabels(catalogProductLabels, labels);
  const query = useProduct(code);
  const { product } = query;
  if (!product || query.isLoading || query.isError) return <ProductLoadState query={query} labels={text} />;
  return (
    <CatalogProductView
      product={product}
      text={text}
      alert={alert}
      visibleSymbols={visibleSymbols}
      paths={{ ...defaultOfferPaths, ...paths }}
    />
  );
}

interface ViewProps {
  product: Product;
  text: CatalogProductLabels;
  alert: string | undefined;
  visibleSymbols: number;
  paths: ProductOfferPaths;
}

function CatalogProductView({ product, text, alert, visibleSymbols, paths }: ViewProps) {
  const api = useApiClient();
  const session = useSession();
  const { routes, market, currency } = useSiteConfig();
  const { Link } = useSiteNavigation();
  const analytics = useAnalytics();
  const viewed = useRef<string | null>(null);
  // GTM-01 (spec 002 §7): a product view when the product is shown; a catalogue product has no price.
  useEffect(() => {
    if (viewed.current === product.code) return;
    viewed.current = product.code;
    analytics.track(productEvent(product, analytics.affiliation, currency, { withPrice: false }));
  }, [product, analytics, currency]);
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  const international = Boolean(session.user?.isInternational) || market !== 'NA';
  const trialPath = international ? paths.internationalTrial : paths.trial;
  const description = product.description ?? '';
  const short = truncateText(description, visibleSymbols);
  const image =
    product.imagesDAM?.large ??
    (product.epi || product.isbn13
      ? api.images.serviceUrl({ epi: product.epi ?? product.isbn13, image_type: 'large' })
      : null);
  const collections = product.includedInProducts?.entry ?? [];
  const discipline = product.nonEcommCatDiscipline?.[0]?.name;
  const section = product.nonEcommCatSection?.[0]?.name;
  const contentType = Array.isArray(product.contentType) ? product.contentType.join(', ') : product.contentType;
  const details: [string, ReactNode][] = [];
  if (product.type) details.push([text.productType, product.type]);
  if (discipline) {
    details.push([
      text.discipline,
      section ? <Link href={`/${slugify(section)}/${slugify(discipline)}`}>{discipline}</Link> : discipline,
    ]);
  }
  if (section) details.push([text.section, section]);
  if (product.readingLevel) details.push([text.readingLevel, product.readingLevel]);
  if (product.audiences?.length) details.push([text.audiences, product.audiences.join(', ')]);
  if (contentType) details.push([text.contentType, contentType]);

  return (
    <article className="sm-catalog" aria-labelledby={titleId}>
      {alert ? (
        <p className="sm-alert sm-alert--info sm-catalog__alert" role="note">
          {alert}
        </p>
      ) : null}
      <div className="sm-catalog__hero">
        {image ? (
          <img
            className="sm-catalog__image"
            src={image}
            width={216}
            alt={formatLabel(text.imageAlt, { title: product.fullTitle })}
          />
        ) : null}
        <div className="sm-catalog__intro">
          <h1 id={titleId} className="sm-catalog__title">
            {product.fullTitle}
          </h1>
          {product.longDescription ? <p className="sm-catalog__long">{product.longDescription}</p> : null}
          <div className="sm-catalog__actions">
            <Link className="sm-button sm-button--primary" href={trialHref(trialPath, product)}>
              {text.requestTrial}
            </Link>
            <Link className="sm-button" href={international ? paths.internationalRep : paths.rep}>
              {text.findYourRep}
            </Link>
          </div>
          {product.shelfmarkLinks?.length ? (
            <ul className="sm-catalog__links" aria-label={text.platformLinks}>
              {product.shelfmarkLinks.map((l) => (
                <li key={l.url}>
                  <a href={l.url}>{l.url}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {description ? (
        <section className="sm-catalog__section" aria-labelledby={descriptionId}>
          <h2 id={descriptionId}>{text.productDescription}</h2>
          <p id={`${descriptionId}-text`}>{short && !expanded ? short : description}</p>
          {short ? (
            <button
              type="button"
              className="sm-button sm-button--link"
              aria-expanded={expanded}
              aria-controls={`${descriptionId}-text`}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? text.showLess : text.showMore}
            </button>
          ) : null}
        </section>
      ) : null}
      {collections.length > 0 ? (
        <section className="sm-catalog__section">
          <h2>{text.includedCollections}</h2>
          <ul>
            {collections.map((c) => (
              <li key={c.key}>
                <Link href={`${routes.catalog}/${slugify(c.key)}`}>{c.value}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {details.length > 0 ? (
        <section className="sm-catalog__section">
          <h2>{text.productDetails}</h2>
          <dl className="sm-product__facts">
            {details.map(([label, value]) => (
              <div key={label} className="sm-product__fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </article>
  );
}
