import type { Product } from '@shelfmark/api-client';
import { scriptSafeJson } from '../app/storefrontState';

const SCHEMA = 'https://schema.org/';

const STOCK_AVAILABILITY = {
  inStock: 'InStock',
  lowStock: 'LimitedAvailability',
  outOfStock: 'BackOrder',
} as const;

/** The offer's availability as schema.org names it: a title the catalogue no longer sells is discontinued. */
function availabilityOf(product: Product): string | undefined {
  if (product.entitlement?.reason === 'not-purchasable') return `${SCHEMA}Discontinued`;
  const status = product.stock?.stockLevelStatus;
  return status ? `${SCHEMA}${STOCK_AVAILABILITY[status]}` : undefined;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The product as a schema.org `Book` (HEAD-01), for search engines and link previews: title, ISBN-13, authors, cover,
 * and an `Offer` with its availability. The price goes in only when the server's verdict lets the caller see it
 * (`entitlement.priceShown`): a visitor told to sign in for the price finds none in the HTML either.
 */
export function productStructuredData(
  product: Product,
  { origin, canonical, currency }: { origin: string; canonical: string; currency: string },
): Record<string, unknown> {
  const url = new URL(canonical, origin).href;
  const authors = (product.clAuthorsNames ?? '')
    .split('||')
    .map((name) => name.trim())
    .filter(Boolean);
  const money = product.customPrice ?? product.price ?? null;
  const priceShown = product.entitlement ? product.entitlement.priceShown : Boolean(money);
  const availability = availabilityOf(product);
  const offer: Record<string, unknown> = { '@type': 'Offer', url };
  if (priceShown && money) {
    offer.price = money.value.toFixed(2);
    offer.priceCurrency = money.currencyIso ?? currency;
  }
  if (availability) offer.availability = availability;
  const cover = product.imagesDAM?.large ?? product.imagesDAM?.small;
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: product.fullTitle,
    isbn: product.isbn13,
    url,
    ...(product.description ? { description: plainText(product.description) } : {}),
    ...(authors.length > 0 ? { author: authors.map((name) => ({ '@type': 'Person', name })) } : {}),
    ...(product.publisherName ? { publisher: { '@type': 'Organization', name: product.publisherName } } : {}),
    ...(product.publicationDate ? { datePublished: product.publicationDate } : {}),
    ...(product.clTotalPageCount ? { numberOfPages: product.clTotalPageCount } : {}),
    ...(cover ? { image: new URL(cover, origin).href } : {}),
    ...(offer.price !== undefined || availability ? { offers: offer } : {}),
  };
}

/**
 * The product's JSON-LD. Data, not a script the browser runs (the type is not JavaScript, so the strict CSP
 * allows it), and written with `<`, `>` and `&` as JSON escapes: a title holding `</script>` or `<!--` cannot end
 * the element or open markup.
 */
export function ProductStructuredData(props: {
  product: Product;
  origin: string;
  canonical: string;
  currency: string;
}) {
  const { product, ...at } = props;
  return <script type="application/ld+json">{scriptSafeJson(productStructuredData(product, at))}</script>;
}
