import type { Product } from '@shelfmark/api-client';
import type { LabelOverrides } from '@shelfmark/forms';
import type { RequestQuoteLabels } from './requestQuote.labels';
import { RequestQuoteDialog } from './RequestQuoteDialog';
import { QUOTE_MAX_QUANTITY_SHOWN } from './quoteView';
import { useRequestQuote } from './useQuotes';

/** The dialog and its request, loaded when the buyer first opens Request a quote (the pages that show the button stay small). */
export function RequestQuoteFlow({
  product,
  open,
  onOpenChange,
  quantity,
  quotesHref,
  labels,
}: {
  /** The title asked about. */
  product: Pick<Product, 'code' | 'isbn13' | 'fullTitle'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The quantity the dialog opens on. */
  quantity: number;
  /** Where the sent request says the quote will be found (My Orders → Quotes). */
  quotesHref: string;
  /** Texts; English defaults in `requestQuoteLabels`. */
  labels?: LabelOverrides<RequestQuoteLabels> | undefined;
}) {
  const request = useRequestQuote(product);
  return (
    <RequestQuoteDialog
      open={open}
      onOpenChange={onOpenChange}
      product={product}
      shipTo={request.shipTo}
      state={request.state}
      onSubmit={request.submit}
      quotesHref={quotesHref}
      initialQuantity={quantity}
      maxQuantity={QUOTE_MAX_QUANTITY_SHOWN}
      {...(labels ? { labels } : {})}
    />
  );
}
