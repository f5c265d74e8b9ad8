import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useSiteConfig } from '@shelfmark/forms/site';
import { QuoteList } from './QuoteList';
import { myQuotesLabels, type MyQuotesLabels } from './myQuotes.labels';
import { MyOrdersSignedOut } from './MyOrdersSignedOut';
import { MyOrdersTabs } from './MyOrdersTabs';
import { quotesPathOf } from './quotesPath';
import { useMyQuotes } from './useQuotes';

export interface MyQuotesProps {
  /** Texts; English defaults in `myQuotesLabels`. */
  labels?: LabelOverrides<MyQuotesLabels>;
  /** Where sign-in returns to. @default My Orders → Quotes */
  returnTo?: string;
}

/**
 * My Orders → Quotes: the buyer's quotes for the current ship-to with their status, the quoted prices and the date
 * they hold until, and Accept quote, which puts a quote's titles in the cart at those prices and opens the cart.
 */
export function MyQuotes({ labels, returnTo }: MyQuotesProps) {
  const text = resolveLabels(myQuotesLabels, labels);
  const { routes } = useSiteConfig();
  const quotes = useMyQuotes();
  if (!quotes.isLoading && !quotes.isSignedIn) {
    return <MyOrdersSignedOut className="sm-quotes" returnTo={returnTo ?? quotesPathOf(routes)} labels={text} />;
  }
  return (
    <section className="sm-quotes" aria-labelledby="sm-quotes-title">
      <MyOrdersTabs current="quotes" labels={text} />
      <h1 id="sm-quotes-title">{text.title}</h1>
      <p className="sm-quotes__intro">{text.intro}</p>
      {quotes.shipTo ? (
        <dl className="sm-quotes__ship-to">
          <dt>{text.shipTo}</dt>
          <dd>{quotes.shipTo}</dd>
        </dl>
      ) : null}
      <QuoteList
        quotes={quotes.quotes}
        failed={quotes.failed}
        onRetry={quotes.retry}
        onAccept={quotes.accept}
        accepting={quotes.accepting}
        acceptError={quotes.acceptError}
        labels={text}
      />
    </section>
  );
}
