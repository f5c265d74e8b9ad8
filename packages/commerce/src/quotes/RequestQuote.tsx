import { lazy, Suspense, useState } from 'react';
import type { Product } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { productOfferKind } from '../product/productOfferKind';
import { useSession } from '../session/useSession';
import { useSiteConfig } from '@shelfmark/forms/site';
import { canRequestQuote } from './canRequestQuote';
import { requestQuoteLabels, type RequestQuoteLabels } from './requestQuote.labels';
import { quotesPathOf } from './quotesPath';

// The dialog and its request load when the buyer first opens it: the product and search pages stay small.
const RequestQuoteFlow = lazy(() => import('./RequestQuoteFlow').then((m) => ({ default: m.RequestQuoteFlow })));

export interface RequestQuoteProps {
  /** The title sold through a rep. */
  product: Pick<Product, 'code' | 'isbn13' | 'fullTitle'>;
  /** Quantity the dialog starts with. @default 1 */
  quantity?: number;
  /** Name the title in the button's accessible name (where several titles show one: search cards, cart lines). @default false */
  named?: boolean;
  /** Class of the button. @default 'sm-button' */
  className?: string;
  /** My Orders → Quotes. @default `${routes.myOrders}/quotes` */
  quotesHref?: string;
  /** Texts; English defaults in `requestQuoteLabels`. */
  labels?: LabelOverrides<RequestQuoteLabels>;
}

/**
 * Request a quote for a title that is not sold online to this buyer (the selling rule's contact-rep): a button that
 * opens the request dialog (quantity, the current ship-to, a note) and sends it on the buyer's current ship-to. Focus
 * returns to the button when the dialog closes.
 */
export function RequestQuote({
  product,
  quantity = 1,
  named = false,
  className = 'sm-button',
  quotesHref,
  labels,
}: RequestQuoteProps) {
  const text = resolveLabels(requestQuoteLabels, labels);
  const { routes } = useSiteConfig();
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh request: a blank form, not the last request's outcome.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        {...(named ? { 'aria-label': formatLabel(text.triggerFor, { title: product.fullTitle }) } : {})}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {text.trigger}
      </button>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <RequestQuoteFlow
            key={opening}
            product={product}
            open={open}
            onOpenChange={setOpen}
            quantity={quantity}
            quotesHref={quotesHref ?? quotesPathOf(routes)}
            labels={text}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Request a quote where a list shows many titles (a search card): only for a title this signed-in buyer may not buy
 * online (the selling rule's contact-rep), named after the title.
 */
export function RequestQuoteForTitle({
  product,
  labels,
}: {
  product: Product;
  labels?: LabelOverrides<RequestQuoteLabels> | undefined;
}) {
  const session = useSession();
  const site = useSiteConfig();
  if (session.isLoading || !canRequestQuote(session.user)) return null;
  const kind = productOfferKind({ product, user: session.user, site });
  if (kind !== 'contact-rep' && kind !== 'no-price') return null;
  return (
    <RequestQuote
      product={product}
      named
      className="sm-button sm-quote-request__trigger"
      {...(labels ? { labels } : {})}
    />
  );
}
