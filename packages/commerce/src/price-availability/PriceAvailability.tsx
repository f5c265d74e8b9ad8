import { useId, type FormEvent } from 'react';
import {
  describePasteLineError,
  describePasteResult,
  formatLabel,
  MAX_PASTE_LINES,
  resolveLabels,
  SettledAnnouncement,
  type LabelOverrides,
} from '@shelfmark/forms';
import { PriceResults } from './PriceResults';
import { priceAvailabilityLabels, type PriceAvailabilityLabels } from './priceAvailability.labels';
import { usePriceAvailability } from './usePriceAvailability';

export interface PriceAvailabilityProps {
  /** Editable texts; each falls back to its English default. */
  labels?: LabelOverrides<PriceAvailabilityLabels>;
}

const submitted = (action: () => void) => (event: FormEvent) => {
  event.preventDefault();
  action();
};

/**
 * The price-and-availability page (PNA-01): option 1 pastes ISBN and quantity lines, option 2
 * fills rows (3 to start, ADD ROW up to 10, CLEAR); CHECK PRICES answers invalid ISBNs first, then
 * each title with stock, Your Price, List Price and Total Price and an add-to-cart control.
 */
export function PriceAvailability({ labels }: PriceAvailabilityProps) {
  const text = resolveLabels(priceAvailabilityLabels, labels);
  const pna = usePriceAvailability();
  const id = useId();
  if (pna.isLoading) return <p role="status">{text.loading}</p>;
  // A visitor is told to sign in under the page's heading, so the page has its h1 for them too.
  if (!pna.isSignedIn)
    return (
      <div className="sm-price-availability">
        <h1>{text.title}</h1>
        <p className="sm-alert sm-alert--warning">{text.signedOut}</p>
      </div>
    );

  const { parsed } = pna;
  const fieldError =
    parsed.status === 'empty'
      ? null
      : describePasteResult(parsed, text, { maxLines: MAX_PASTE_LINES, maxQuantity: pna.maxQuantity });
  const badLines = parsed.status === 'parsed' ? parsed.errors : [];
  const badLineTexts = badLines.map((e) => describePasteLineError(e, text, { maxQuantity: pna.maxQuantity }));
  // The rows' messages, checked on every keystroke: read politely, once, when the typing pauses.
  const rowMessages = pna.rows.flatMap((_, index) => {
    const error = pna.rowErrors[index] ?? {};
    return [
      error.isbn ? text[error.isbn] : null,
      error.quantity ? formatLabel(text[error.quantity], { max: pna.maxQuantity }) : null,
    ].filter((m): m is string => Boolean(m));
  });
  const busy = pna.status === 'loading';
  const checkLabel = busy ? text.checking : text.checkPrices;
  return (
    <div className="sm-price-availability">
      <h1>{text.title}</h1>
      {pna.accountNumber ? (
        <p className="sm-price-availability__account">{formatLabel(text.account, { account: pna.accountNumber })}</p>
      ) : null}
      <div className="sm-price-availability__options">
        <form
          className="sm-price-availability__option"
          onSubmit={submitted(pna.checkText)}
          noValidate
          aria-labelledby={`${id}-o1`}
        >
          <h2 id={`${id}-o1`}>{text.option1}</h2>
          <div className={['sm-field', fieldError ? 'sm-field--invalid' : ''].filter(Boolean).join(' ')}>
            <label className="sm-field__label" htmlFor={`${id}-paste`}>
              {text.option1Field}
            </label>
            <textarea
              id={`${id}-paste`}
              className="sm-field__input sm-fast-order__input"
              rows={8}
              spellCheck={false}
              value={pna.text}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-paste-hint${fieldError ? ` ${id}-paste-error` : ''}`}
              onChange={(event) => pna.setText(event.target.value)}
            />
            <p className="sm-field__description" id={`${id}-paste-hint`}>
              {text.option1Hint}
            </p>
            <p className="sm-field__error" id={`${id}-paste-error`} hidden={!fieldError}>
              {fieldError}
            </p>
            {/* Checked on every keystroke: read politely, once, when the typing pauses, never an alert mid-line. */}
            {fieldError ? <SettledAnnouncement message={[fieldError, ...badLineTexts].join(' ')} /> : null}
          </div>
          {badLines.length > 0 ? (
            <div className="sm-paste-errors">
              <h3 className="sm-paste-errors__title">{text.badLinesTitle}</h3>
              <ul className="sm-paste-errors__list">
                {badLines.map((e, i) => (
                  <li key={e.line}>{badLineTexts[i]}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <button type="submit" className="sm-button sm-button--primary" disabled={!pna.canCheckText}>
            {checkLabel}
          </button>
        </form>

        <form
          className="sm-price-availability__option"
          onSubmit={submitted(pna.checkRows)}
          noValidate
          aria-labelledby={`${id}-o2`}
        >
          <h2 id={`${id}-o2`}>{text.option2}</h2>
          <div className="sm-price-rows" role="group" aria-labelledby={`${id}-o2`}>
            {pna.rows.map((row, index) => {
              const error = pna.rowErrors[index] ?? {};
              const n = index + 1;
              const isbnError = error.isbn ? text[error.isbn] : null;
              const quantityError = error.quantity ? formatLabel(text[error.quantity], { max: pna.maxQuantity }) : null;
              return (
                <div className="sm-price-rows__row" key={index}>
                  <div className={['sm-field', isbnError ? 'sm-field--invalid' : ''].filter(Boolean).join(' ')}>
                    <label className="sm-field__label" htmlFor={`${id}-isbn-${n}`}>
                      {formatLabel(text.rowIsbn, { n })}
                    </label>
                    <input
                      id={`${id}-isbn-${n}`}
                      className="sm-field__input"
                      inputMode="numeric"
                      autoComplete="off"
                      value={row.isbn}
                      aria-invalid={isbnError ? true : undefined}
                      aria-describedby={isbnError ? `${id}-isbn-${n}-error` : undefined}
                      onChange={(event) => pna.setRow(index, { isbn: event.target.value })}
                    />
                    <p className="sm-field__error" id={`${id}-isbn-${n}-error`} hidden={!isbnError}>
                      {isbnError}
                    </p>
                  </div>
                  <div className={['sm-field', quantityError ? 'sm-field--invalid' : ''].filter(Boolean).join(' ')}>
                    <label className="sm-field__label" htmlFor={`${id}-qty-${n}`}>
                      {formatLabel(text.rowQuantity, { n })}
                    </label>
                    <input
                      id={`${id}-qty-${n}`}
                      className="sm-field__input"
                      type="number"
                      min={1}
                      max={pna.maxQuantity}
                      inputMode="numeric"
                      value={row.quantity}
                      aria-invalid={quantityError ? true : undefined}
                      aria-describedby={quantityError ? `${id}-qty-${n}-error` : undefined}
                      onChange={(event) => pna.setRow(index, { quantity: event.target.value })}
                    />
                    <p className="sm-field__error" id={`${id}-qty-${n}-error`} hidden={!quantityError}>
                      {quantityError}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
          {rowMessages.length > 0 ? <SettledAnnouncement message={[...new Set(rowMessages)].join(' ')} /> : null}
          <div className="sm-price-rows__actions">
            <button type="submit" className="sm-button sm-button--primary" disabled={!pna.canCheckRows}>
              {checkLabel}
            </button>
            <button type="button" className="sm-button" onClick={pna.clearRows}>
              {text.clear}
            </button>
            <button type="button" className="sm-button" onClick={pna.addRow} disabled={!pna.canAddRow}>
              {text.addRow}
            </button>
          </div>
        </form>
      </div>
      <div role="status" className="sm-visually-hidden">
        {busy ? text.checking : null}
      </div>
      {pna.status === 'failure' ? (
        <p className="sm-alert sm-alert--danger" role="alert">
          {text.failed}
        </p>
      ) : null}
      {pna.status === 'results' ? <PriceResults items={pna.items} text={text} canBuy={!pna.isInquiryOnly} /> : null}
    </div>
  );
}
