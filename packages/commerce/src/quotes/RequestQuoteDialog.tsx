import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { formatLabel, parseQuantity, QuantityInput, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useReturnFocus } from '../dialogs/useReturnFocus';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { requestQuoteLabels, type RequestQuoteLabels } from './requestQuote.labels';
import { QUOTE_NOTE_MAX_LENGTH } from './quoteView';

/** What the buyer sends: how many copies, and a note for the rep (empty: none). */
export interface QuoteRequestInput {
  quantity: number;
  note: string;
}

/** Where a request stands: being written, on its way, answered with its number, or refused with a message. */
export type QuoteRequestState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'sent'; quoteNumber: string }
  | { status: 'failed'; message: string | null };

export interface RequestQuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title asked about. */
  product: { fullTitle: string; isbn13: string };
  /** The ship-to the quote is for, as the buyer knows it (name and number); null while it is not known. */
  shipTo: string | null;
  state: QuoteRequestState;
  onSubmit: (input: QuoteRequestInput) => void;
  /** My Orders → Quotes, which the success message links to. */
  quotesHref: string;
  /** The button that opens the dialog: focus goes back to it when the dialog closes. */
  trigger?: ReactNode;
  /** Largest quantity accepted. @default no limit */
  maxQuantity?: number | undefined;
  /** Quantity the field starts with. @default 1 */
  initialQuantity?: number;
  /** Texts; English defaults in `requestQuoteLabels`. */
  labels?: LabelOverrides<RequestQuoteLabels>;
}

/**
 * The Request a quote dialog for a title sold through a rep: the title, the ship-to it is for, a quantity and an
 * optional note; once sent it says the quote's number and where to find it. A refusal is named inside the dialog,
 * with what the buyer typed kept, and takes focus so it is heard.
 */
export function RequestQuoteDialog({
  open,
  onOpenChange,
  product,
  shipTo,
  state,
  onSubmit,
  quotesHref,
  trigger,
  maxQuantity,
  initialQuantity = 1,
  labels,
}: RequestQuoteDialogProps) {
  const text = resolveLabels(requestQuoteLabels, labels);
  const descriptionId = useId();
  // Opened by a button of the page rather than a Trigger: focus goes back to that button on close.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="sm-dialog__overlay" />
        <Dialog.Content
          className="sm-dialog sm-quote-request"
          aria-describedby={descriptionId}
          {...(trigger ? {} : returnFocus)}
        >
          <Dialog.Title className="sm-dialog__title">{text.title}</Dialog.Title>
          {state.status === 'sent' ? (
            <Sent quoteNumber={state.quoteNumber} quotesHref={quotesHref} text={text} descriptionId={descriptionId} />
          ) : (
            <RequestForm
              product={product}
              shipTo={shipTo}
              state={state}
              onSubmit={onSubmit}
              maxQuantity={maxQuantity}
              initialQuantity={initialQuantity}
              text={text}
              descriptionId={descriptionId}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Sent({
  quoteNumber,
  quotesHref,
  text,
  descriptionId,
}: {
  quoteNumber: string;
  quotesHref: string;
  text: RequestQuoteLabels;
  descriptionId: string;
}) {
  const { Link } = useSiteNavigation();
  const message = useRef<HTMLParagraphElement>(null);
  // The form the focus was in is gone: the answer takes it, so it is read and the next Tab reaches its link.
  useEffect(() => message.current?.focus(), []);
  return (
    <>
      <p id={descriptionId} ref={message} tabIndex={-1} role="status" className="sm-alert sm-alert--success">
        {formatLabel(text.sent, { quoteNumber })}
      </p>
      <div className="sm-dialog__actions">
        <Dialog.Close className="sm-button">{text.close}</Dialog.Close>
        <Link className="sm-button sm-button--primary" href={quotesHref}>
          {text.viewQuotes}
        </Link>
      </div>
    </>
  );
}

function RequestForm({
  product,
  shipTo,
  state,
  onSubmit,
  maxQuantity,
  initialQuantity,
  text,
  descriptionId,
}: {
  product: RequestQuoteDialogProps['product'];
  shipTo: string | null;
  state: Exclude<QuoteRequestState, { status: 'sent' }>;
  onSubmit: (input: QuoteRequestInput) => void;
  maxQuantity: number | undefined;
  initialQuantity: number;
  text: RequestQuoteLabels;
  descriptionId: string;
}) {
  const [quantity, setQuantity] = useState(String(initialQuantity));
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const noteId = useId();
  const alert = useRef<HTMLParagraphElement>(null);
  const limits = { min: 1, ...(maxQuantity ? { max: maxQuantity } : {}) };
  const parsed = parseQuantity(quantity, limits);
  const noteTooLong = note.length > QUOTE_NOTE_MAX_LENGTH;
  const pending = state.status === 'pending';
  const failed = state.status === 'failed';
  // A refusal takes the focus: a keyboard or screen-reader user hears it and finds the form unchanged below.
  useEffect(() => {
    if (failed) alert.current?.focus();
  }, [failed, state]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.ok || noteTooLong || pending) return;
    onSubmit({ quantity: parsed.value, note: note.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending || undefined}>
      <p id={descriptionId} className="sm-dialog__body">
        {text.intro}
      </p>
      {failed ? (
        <p ref={alert} tabIndex={-1} role="alert" className="sm-alert sm-alert--danger">
          {state.message ?? text.failed}
        </p>
      ) : null}
      <dl className="sm-quote-request__facts">
        <div>
          <dt>{text.product}</dt>
          <dd>{product.fullTitle}</dd>
        </div>
        <div>
          <dt>{text.isbn}</dt>
          <dd>{product.isbn13}</dd>
        </div>
        <div>
          <dt>{text.shipTo}</dt>
          <dd>{shipTo ?? '—'}</dd>
        </div>
      </dl>
      <QuantityInput
        value={quantity}
        onValueChange={setQuantity}
        min={1}
        {...(maxQuantity ? { max: maxQuantity } : {})}
        labels={{ label: text.quantity }}
        // A Send with a bad quantity shows the field's own message even when the buyer never typed in it.
        validateOnMount={touched}
      />
      <div className={['sm-field', noteTooLong ? 'sm-field--invalid' : ''].filter(Boolean).join(' ')}>
        <label className="sm-field__label" htmlFor={noteId}>
          {text.note}
        </label>
        <textarea
          id={noteId}
          className="sm-field__input sm-quote-request__note"
          rows={3}
          value={note}
          aria-invalid={noteTooLong || undefined}
          aria-describedby={`${noteId}-hint${noteTooLong ? ` ${noteId}-error` : ''}`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="sm-field__description" id={`${noteId}-hint`}>
          {text.noteHint}
        </p>
        {noteTooLong ? (
          <p className="sm-field__error" id={`${noteId}-error`}>
            {formatLabel(text.noteTooLong, { max: QUOTE_NOTE_MAX_LENGTH })}
          </p>
        ) : null}
      </div>
      <div className="sm-dialog__actions">
        <Dialog.Close className="sm-button">{text.cancel}</Dialog.Close>
        <button
          type="submit"
          className="sm-button sm-button--primary"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {pending ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}
