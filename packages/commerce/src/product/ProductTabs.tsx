import { Tabs } from 'radix-ui';
import type { Product } from '@shelfmark/api-client';
import { displayCode } from '@shelfmark/forms';
import { formatCartDate } from '../cart/CartTable/formatCartLine';
import { editionValue } from './formatEdition';
import type { ProductDetailLabels } from './productDetail.labels';

/** Bundle component codes are shown cut to 13 characters (spec 001 §2). */
export const bundleCode = (code: string) => code.slice(0, 13);

function Facts({ rows }: { rows: [string, string | null | undefined][] }) {
  const shown = rows.filter(([, value]) => Boolean(value));
  return (
    <dl className="sm-product__facts">
      {shown.map(([label, value]) => (
        <div key={label} className="sm-product__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ProductTabsProps {
  product: Product;
  text: ProductDetailLabels;
  statusMap: Record<string, string>;
}

/** Overview, Product Details, Table of Contents and Reviews (PDP-01), as Radix tabs (arrow keys move between them). */
export function ProductTabs({ product, text, statusMap }: ProductTabsProps) {
  const feature = (name: string) =>
    product.classifications?.flatMap((c) => c.features).find((f) => f.name === name)?.featureValues[0]?.value;
  const status = product.publicationStatus ? (statusMap[product.publicationStatus] ?? product.publicationStatus) : null;
  const weight = product.weight ? `${product.weight} ${product.weightUOM || 'LB'}` : null;
  const empty = <p className="sm-tabs__empty">{text.noContent}</p>;
  const overview = product.longDescription ?? product.description;
  const benefits = product.productFeatures?.featureBenefits ?? [];
  const quotes = product.quotes ?? [];
  const bundle = product.bundleDetails?.bundleComponents ?? [];
  return (
    <Tabs.Root className="sm-tabs" defaultValue="overview">
      <Tabs.List className="sm-tabs__list" aria-label={text.tabs}>
        <Tabs.Trigger className="sm-tabs__tab" value="overview">
          {text.overview}
        </Tabs.Trigger>
        <Tabs.Trigger className="sm-tabs__tab" value="details">
          {text.productDetails}
        </Tabs.Trigger>
        <Tabs.Trigger className="sm-tabs__tab" value="toc">
          {text.tableOfContents}
        </Tabs.Trigger>
        <Tabs.Trigger className="sm-tabs__tab" value="reviews">
          {text.reviews}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content className="sm-tabs__panel" value="overview">
        {overview ? <p className="sm-product__description">{overview}</p> : null}
        {benefits.length > 0 ? (
          <>
            <h2 className="sm-tabs__heading">{text.features}</h2>
            <ul>
              {benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </>
        ) : null}
        {bundle.length > 0 ? (
          <>
            <h2 className="sm-tabs__heading">{text.bundle}</h2>
            <ul className="sm-product__bundle">
              {bundle.map((c) => (
                <li key={c.code}>
                  {c.fullTitle} <span className="sm-product__code">{bundleCode(c.code)}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {!overview && benefits.length === 0 && bundle.length === 0 ? empty : null}
      </Tabs.Content>
      <Tabs.Content className="sm-tabs__panel" value="details">
        <Facts
          rows={[
            [text.isbn13, displayCode(product.code)],
            [text.isbn10, product.isbn10Formatted ?? product.isbn10],
            [text.edition, editionValue(product.edition, text.edition)],
            [text.copyrightYear, product.copyrightYear],
            [text.publicationDate, formatCartDate(product.publicationDate)],
            [text.publicationStatus, status],
            [text.publisher, product.publisherName],
            [text.imprint, feature('Imprint Name')],
            [text.binding, product.clBindingFormat],
            [text.pages, product.clTotalPageCount ? String(product.clTotalPageCount) : null],
            [text.dimensions, feature('Dimensions')],
            [text.weight, weight],
            [text.cartonCount, product.clCartonCount ? String(product.clCartonCount) : null],
            [text.languages, product.languages?.join(', ')],
            [text.gradeLevels, product.gradeLevels?.join(', ')],
            [text.readingLevel, product.readingLevel],
          ]}
        />
      </Tabs.Content>
      <Tabs.Content className="sm-tabs__panel" value="toc">
        {product.tableOfContent ? <p className="sm-product__toc">{product.tableOfContent}</p> : empty}
      </Tabs.Content>
      <Tabs.Content className="sm-tabs__panel" value="reviews">
        {quotes.length > 0 ? (
          <ul className="sm-product__quotes">
            {quotes.map((q) => (
              <li key={q.quoteText}>
                <blockquote>{q.quoteText}</blockquote>
                {q.preferredAuthorName ? <p>— {q.preferredAuthorName}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          empty
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
