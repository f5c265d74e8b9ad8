import { toMoney, type Money } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { formatUsDate } from '../orders/orderFilters';
import { FailureAlert, ResultTable } from '../results/ResultTable';
import { myQuotesLabels, type MyQuotesLabels } from './myQuotes.labels';
import type { QuoteLineView, QuoteView, QuoteViewStatus } from './quoteView';

const STATUS_LABEL = {
  requested: 'status_REQUESTED',
  quoted: 'status_QUOTED',
  accepted: 'status_ACCEPTED',
  expired: 'status_EXPIRED',
} as const satisfies Record<QuoteViewStatus, keyof MyQuotesLabels>;

/** Quantity × the quoted unit price, in the price's currency; null until priced. */
const lineTotal = (line: QuoteLineView): Money | null =>
  line.unitPrice ? toMoney(line.unitPrice.value * line.quantity, line.unitPrice.currencyIso ?? 'USD') : null;

export interface QuoteListProps {
  /** The quotes to list, newest first; undefined while they load. */
  quotes: readonly QuoteView[] | undefined;
  /** The list could not be loaded. @default false */
  failed?: boolean;
  /** Called by the failure message's Try again. */
  onRetry?: () => void;
  /** Accepts a quoted quote; without it no Accept button shows (a server render before the page can act). */
  onAccept?: (quoteNumber: string) => void;
  /** The quote being accepted (its button busy). */
  accepting?: string | null;
  /** The quote whose accept was refused, and the refusal's message (null: the default wording). */
  acceptError?: { quoteNumber: string; message: string | null } | null;
  /** Heading level of each quote. @default 2 */
  headingLevel?: 2 | 3;
  /** Texts; English defaults in `myQuotesLabels`. */
  labels?: LabelOverrides<MyQuotesLabels>;
}

/**
 * The buyer's quotes, each with its status (Requested, Quoted, Accepted, Expired), its titles and quantities, and once
 * the rep has priced it the unit prices, the total, the date it is valid until and Accept quote. Loading, empty and
 * failed states are its own.
 */
export function QuoteList({
  quotes,
  failed = false,
  onRetry,
  onAccept,
  accepting = null,
  acceptError = null,
  headingLevel = 2,
  labels,
}: QuoteListProps) {
  const text = resolveLabels(myQuotesLabels, labels);
  if (failed)
    return (
      <FailureAlert {...(onRetry ? { onRetry } : {})} retryLabel={text.retry}>
        {text.failed}
      </FailureAlert>
    );
  if (!quotes)
    return (
      <p role="status" className="sm-quotes__status">
        {text.loading}
      </p>
    );
  if (quotes.length === 0) return <p className="sm-quotes__empty">{text.empty}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="sm-quotes__list">
      {quotes.map((quote) => {
        const headingId = `sm-quote-${quote.number}`;
        const priced = quote.status !== 'requested';
        const refused = acceptError?.quoteNumber === quote.number ? acceptError : null;
        const busy = accepting === quote.number;
        return (
          <li key={quote.number}>
            <article className={`sm-quote sm-quote--${quote.status.toLowerCase()}`} aria-labelledby={headingId}>
              <div className="sm-quote__head">
                <Heading id={headingId} className="sm-quote__title">
                  {formatLabel(text.quoteHeading, { quoteNumber: quote.number })}
                </Heading>
                <span className={`sm-badge sm-quote__status sm-quote__status--${quote.status.toLowerCase()}`}>
                  <span className="sm-visually-hidden">{text.status}: </span>
                  {text[STATUS_LABEL[quote.status]]}
                </span>
              </div>
              <dl className="sm-quote__facts">
                <div>
                  <dt>{text.requestedOn}</dt>
                  <dd>{formatUsDate(quote.requestedAt)}</dd>
                </div>
                {quote.note ? (
                  <div>
                    <dt>{text.note}</dt>
                    <dd>{quote.note}</dd>
                  </div>
                ) : null}
              </dl>
              <ResultTable
                className="sm-quote__lines"
                wrapClassName="sm-quote__lines-wrap"
                caption={formatLabel(text.linesCaption, { quoteNumber: quote.number })}
                captionHidden
                stacked
                columns={[text.lineTitle, text.lineIsbn, text.lineQuantity, text.lineUnitPrice, text.lineTotal]}
              >
                {quote.lines.map((line) => (
                  <tr key={line.productCode} role="row">
                    <td role="cell" data-label={text.lineTitle}>
                      {line.title}
                    </td>
                    <td role="cell" data-label={text.lineIsbn}>
                      {line.isbn13}
                    </td>
                    <td role="cell" data-label={text.lineQuantity}>
                      {line.quantity}
                    </td>
                    <td role="cell" data-label={text.lineUnitPrice}>
                      {line.unitPrice?.formattedValue ?? (priced ? '—' : text.awaitingPrice)}
                    </td>
                    <td role="cell" data-label={text.lineTotal}>
                      {lineTotal(line)?.formattedValue ?? '—'}
                    </td>
                  </tr>
                ))}
              </ResultTable>
              {quote.total ? (
                <dl className="sm-quote__summary">
                  <div>
                    <dt>{text.total}</dt>
                    <dd>{quote.total.formattedValue}</dd>
                  </div>
                </dl>
              ) : null}
              {quote.expiresOn && quote.status !== 'accepted' ? (
                <p className="sm-quote__valid">
                  {formatLabel(text.validUntil, { date: formatUsDate(quote.expiresOn) })}
                </p>
              ) : null}
              {quote.status === 'accepted' ? <p className="sm-quote__note">{text.acceptedNote}</p> : null}
              {quote.status === 'expired' ? <p className="sm-quote__note">{text.expiredNote}</p> : null}
              {refused ? (
                <p role="alert" className="sm-alert sm-alert--danger">
                  {refused.message ?? formatLabel(text.acceptFailed, { quoteNumber: quote.number })}
                </p>
              ) : null}
              {quote.status === 'quoted' && onAccept ? (
                <div className="sm-quote__actions">
                  <button
                    type="button"
                    className="sm-button sm-button--primary"
                    aria-label={busy ? undefined : formatLabel(text.acceptFor, { quoteNumber: quote.number })}
                    disabled={accepting !== null}
                    aria-busy={busy || undefined}
                    onClick={() => onAccept(quote.number)}
                  >
                    {busy ? text.accepting : text.accept}
                  </button>
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
