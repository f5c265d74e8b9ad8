import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  describePasteLineError,
  describePasteResult,
  describedBy,
  formatLabel,
  MAX_PASTE_LINES,
  resolveLabels,
  SettledAnnouncement,
  useFieldIds,
  type LabelOverrides,
} from '@shelfmark/forms';
import { MessageDialog } from '../dialogs/MessageDialog';
import { SpreadsheetUpload } from '../cart/upload/SpreadsheetUpload';
import type { SpreadsheetUploadLabels } from '../cart/upload/spreadsheetUpload.labels';
import { OrderedBeforeDialog } from '../purchase-flags/OrderedBeforeDialog';
import { PurchaseFlags } from '../purchase-flags/PurchaseFlags';
import { usePurchaseFlags } from '../purchase-flags/usePurchaseFlags';
import type { PurchaseFlagsLabels } from '../purchase-flags/purchaseFlags.labels';
import { fastOrderLabels, type FastOrderLabels } from './fastOrder.labels';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import { useFastOrder, type FastOrderExceeded, type FastOrderOutcome } from './useFastOrder';

export interface FastOrderFormProps {
  /** Editable texts; each falls back to its English default. */
  labels?: LabelOverrides<FastOrderLabels>;
  /** Texts of the "already ordered" flags and the question before adding a title ordered before. */
  flagLabels?: LabelOverrides<PurchaseFlagsLabels>;
  /** Heading level of the title. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Texts of the spreadsheet upload below the field. @default its English defaults */
  uploadLabels?: LabelOverrides<SpreadsheetUploadLabels>;
}

function addedText(count: number, text: FastOrderLabels): string {
  if (count === 0) return text.addedNone;
  return count === 1 ? text.addedOne : formatLabel(text.added, { count });
}

function exceededText(item: FastOrderExceeded, text: FastOrderLabels): string {
  const values = { isbn: item.isbn, inCart: item.inCart, remaining: item.remaining };
  return formatLabel(item.remaining > 0 ? text.exceededItem : text.exceededNone, values);
}

/**
 * Fast order entry (FOE-01): one textarea of ISBN and quantity lines, each bad line reported by
 * number with its reason and submit disabled until every line is good (spec 001 §5), the lines
 * added to the cart (their lines leave the field and are listed), and a modal for titles whose quantity would pass the
 * maximum; then the buyer is taken to the cart, which says what went in and lists what did not (spec 000 §4).
 * Inquiry-only users see the field disabled, without submit or clear.
 */
export function FastOrderForm({ labels, flagLabels, headingLevel = 1, uploadLabels }: FastOrderFormProps) {
  const text = resolveLabels(fastOrderLabels, labels);
  const { routes, maxProductQuantity } = useSiteConfig();
  const { Link, navigate } = useSiteNavigation();
  const order = useFastOrder({
    describeRefusal: (r) => formatLabel(text[`refused_${r.reason}`], { max: maxProductQuantity }),
  });
  // Every add ends on the cart (spec 000 §4: "Afterwards navigate to the cart"), which lists the titles it refused and
  // says what went in; after the exceeded modal when it is open. Once per outcome, however often this renders.
  const handedOver = useRef<FastOrderOutcome | null>(null);
  useEffect(() => {
    const outcome = order.outcome;
    if (!outcome || order.isExceededOpen || handedOver.current === outcome) return;
    handedOver.current = outcome;
    navigate(routes.cart);
  }, [order.outcome, order.isExceededOpen, navigate, routes.cart]);
  const ids = useFieldIds();
  const [touched, setTouched] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const { parsed } = order;
  // A field emptied by a successful add is not an empty field to complain about.
  const emptiedByAdd = order.text === '' && (order.outcome?.added.length ?? 0) > 0;
  const fieldError =
    parsed.status === 'empty' && (!touched || emptiedByAdd)
      ? null
      : describePasteResult(parsed, text, { maxLines: MAX_PASTE_LINES, maxQuantity: order.maxQuantity });
  const badLines = parsed.status === 'parsed' ? parsed.errors : [];
  const badLineTexts = badLines.map((e) => describePasteLineError(e, text, { maxQuantity: order.maxQuantity }));
  const canOrder = order.isSignedIn && !order.isInquiryOnly;
  // One look-up for every title pasted, never one per line.
  const entries = parsed.status === 'parsed' ? parsed.entries : [];
  const flags = usePurchaseFlags(entries.map((e) => e.isbn13));
  const flagged = entries.filter((e) => flags.flagOf(e.isbn13));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    void order.submit();
  };

  return (
    <section className="sm-fast-order" aria-labelledby={`${ids.inputId}-title`}>
      <Heading id={`${ids.inputId}-title`} className="sm-fast-order__title">
        {text.title}
      </Heading>
      {order.isLoading ? <p role="status">{text.loading}</p> : null}
      {!order.isLoading && !order.isSignedIn ? <p className="sm-alert sm-alert--warning">{text.signedOut}</p> : null}
      {order.isInquiryOnly ? <p className="sm-alert sm-alert--warning">{text.inquiryOnly}</p> : null}
      <form onSubmit={onSubmit} noValidate hidden={order.isLoading}>
        <div className={['sm-field', fieldError ? 'sm-field--invalid' : ''].filter(Boolean).join(' ')}>
          <label className="sm-field__label" htmlFor={ids.inputId}>
            {text.fieldLabel}
          </label>
          <textarea
            id={ids.inputId}
            className="sm-field__input sm-fast-order__input"
            rows={10}
            spellCheck={false}
            autoComplete="off"
            value={order.text}
            disabled={!canOrder}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={describedBy(ids, true, Boolean(fieldError))}
            onChange={(event) => order.setText(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <p className="sm-field__description" id={ids.descriptionId}>
            {text.hint}
          </p>
          <p className="sm-field__error" id={ids.errorId} hidden={!fieldError}>
            {fieldError}
          </p>
          {/* Checked on every keystroke: read politely, once, when the typing pauses, never an alert mid-line. */}
          {fieldError ? <SettledAnnouncement message={[fieldError, ...badLineTexts].join(' ')} /> : null}
        </div>
        {badLines.length > 0 ? (
          <div className="sm-paste-errors">
            <h2 className="sm-paste-errors__title">{text.badLinesTitle}</h2>
            <ul className="sm-paste-errors__list">
              {badLines.map((e, i) => (
                <li key={e.line}>{badLineTexts[i]}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {flagged.length > 0 ? (
          <div className="sm-fast-order__flagged">
            <h2 className="sm-fast-order__flagged-title">{text.flaggedTitle}</h2>
            <ul>
              {flagged.map((entry) => (
                <li key={entry.isbn13}>
                  <span>{entry.isbn13}</span>
                  <PurchaseFlags flag={flags.flagOf(entry.isbn13)} labels={flagLabels} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {canOrder ? (
          <div className="sm-fast-order__actions">
            <button type="submit" className="sm-button sm-button--primary" disabled={!order.canSubmit}>
              {order.isPending ? text.submitting : text.submit}
            </button>
            <button
              type="button"
              className="sm-button"
              onClick={() => {
                order.clear();
                setTouched(false);
              }}
              disabled={order.isPending || order.text === ''}
            >
              {text.clear}
            </button>
          </div>
        ) : null}
      </form>
      <div role="status" className="sm-fast-order__result">
        {order.outcome ? <p>{addedText(order.outcome.added.length, text)}</p> : null}
      </div>
      {order.outcome && order.outcome.added.length > 0 ? (
        <ul className="sm-fast-order__added" aria-label={text.addedListLabel}>
          {order.outcome.added.map((a) => (
            <li key={a.isbn}>
              {formatLabel(a.backordered > 0 ? text.addedItemBackordered : text.addedItem, {
                isbn: a.isbn,
                quantity: a.quantity,
                backordered: a.backordered,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {/* After the list of what went in, so the note is read of the lines left in the field, not of the list. */}
      {order.outcome && order.outcome.added.length > 0 && order.text.trim() !== '' ? (
        <p className="sm-fast-order__kept">{text.keptNote}</p>
      ) : null}
      {order.outcome && order.outcome.refused.length > 0 ? (
        <div className="sm-paste-errors">
          <h2 className="sm-paste-errors__title">{text.refusedTitle}</h2>
          <ul className="sm-paste-errors__list">
            {order.outcome.refused.map((r) => (
              <li key={r.isbn}>
                {formatLabel(text.refused, {
                  isbn: r.isbn,
                  message: formatLabel(text[`refused_${r.reason}`], { max: order.maxQuantity }),
                })}
              </li>
            ))}
          </ul>
          <p>
            <Link href={routes.cart}>{text.refusedInCart}</Link>
          </p>
        </div>
      ) : null}
      {order.error ? (
        <p className="sm-alert sm-alert--danger" role="alert">
          {text.failed}
        </p>
      ) : null}
      {/* Bulk entry from a file: the rows go to the cart through the cart's bulk add, more than 100 at a time. */}
      {canOrder ? (
        <SpreadsheetUpload labels={uploadLabels} flagLabels={flagLabels} headingLevel={headingLevel === 1 ? 2 : 3} />
      ) : null}
      <OrderedBeforeDialog
        titles={order.orderedBefore.asking}
        onAnswer={order.orderedBefore.answer}
        labels={flagLabels}
      />
      <MessageDialog
        open={order.isExceededOpen}
        onOpenChange={(open) => {
          if (!open) order.closeExceeded();
        }}
        title={text.exceededTitle}
        closeLabel={text.close}
      >
        <p>{formatLabel(text.exceededIntro, { max: order.maxQuantity })}</p>
        <ul className="sm-fast-order__exceeded">
          {order.outcome?.exceeded.map((item) => (
            <li key={item.isbn}>{exceededText(item, text)}</li>
          ))}
        </ul>
      </MessageDialog>
    </section>
  );
}
