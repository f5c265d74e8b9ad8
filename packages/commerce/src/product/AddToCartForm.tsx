import { useEffect, useRef, type ReactNode } from 'react';
import type { Product } from '@shelfmark/api-client';
import {
  apiErrorText,
  formatLabel,
  QuantityInput,
  quantityErrorMessage,
  resolveLabels,
  type LabelOverrides,
} from '@shelfmark/forms';
import type { AddedToCart } from '../cart/useAddToCart';
import { AddToCartDialogs } from './AddToCartDialogs';
import { LiveStatus } from '../status/LiveStatus';
import { addToCartFormLabels, type AddToCartFormLabels } from './addToCartForm.labels';
import { backorderOf, useAddToCartForm } from './useAddToCartForm';

/** Of the units just added, how many will be backordered: this add's share of the line's backorder, not the whole. */
const backorderedNow = (added: AddedToCart): number =>
  added.backOrderedQty > 0
    ? backorderOf(
        added.quantityAdded,
        added.entryQuantity - added.quantityAdded,
        added.entryQuantity - added.backOrderedQty,
      )
    : 0;

export interface AddToCartFormProps {
  /** The product to add. */
  product: Product;
  /** Texts; defaults from spec 001. */
  labels?: LabelOverrides<AddToCartFormLabels>;
  /** Where sign-in returns to. @default the current path */
  returnTo?: string;
  /** Called after a successful add. */
  onAdded?: (added: AddedToCart) => void;
  /**
   * Shown after the form to a user with a buy control, given the form's quantity (null while invalid): the product
   * page puts its wish lists here (PDP-02).
   */
  after?: (quantity: number | null) => ReactNode;
}

/**
 * The product page's add-to-cart block (PDP-02): a "Quantity" field (1 to maxProductQuantity, default 1) and an
 * "Add to cart" button; a status message after adding; the remaining-quantity dialog when the maximum would be
 * passed. Visitors get a "Sign in" link, inquiry-only users no buy control, pending users go to accountConfirmation.
 */
export function AddToCartForm({ product, labels, returnTo, onAdded, after }: AddToCartFormProps) {
  const text = resolveLabels(addToCartFormLabels, labels);
  const form = useAddToCartForm({ product, returnTo, onAdded });
  const submitRef = useRef<HTMLButtonElement>(null);
  // Back from signing in to add: the add runs here, so focus is where the buyer left it (its status is announced).
  useEffect(() => {
    if (form.resumed) submitRef.current?.focus();
  }, [form.resumed]);

  if (form.mode === 'loading' || form.mode === 'not-purchasable') return null;
  if (form.mode === 'signed-out') {
    return (
      <div className="sm-add-to-cart sm-add-to-cart--signed-out">
        <p>{text.signInPrompt}</p>
        <a className="sm-button sm-button--primary" href={form.signInUrl}>
          {text.signIn}
        </a>
      </div>
    );
  }

  const inquiryOnly = form.mode === 'inquiry-only';
  const added = form.added;
  return (
    <>
      <form className="sm-add-to-cart" onSubmit={form.submit} noValidate>
        <QuantityInput
          value={form.quantity}
          onValueChange={form.setQuantity}
          min={form.min}
          max={form.max}
          labels={text}
          disabled={inquiryOnly}
          error={quantityErrorMessage(form.parsed, text, { min: form.min, max: form.max })}
        />
        {inquiryOnly ? null : (
          <button
            ref={submitRef}
            type="submit"
            className="sm-button sm-button--primary"
            disabled={!form.parsed.ok}
            aria-disabled={form.isPending || undefined}
          >
            {form.isPending ? text.submitting : text.submit}
          </button>
        )}
        <LiveStatus
          className="sm-add-to-cart__status"
          messages={[
            added ? formatLabel(text.added, { quantity: added.quantityAdded, title: product.fullTitle }) : null,
            added && backorderedNow(added) > 0
              ? formatLabel(text.backordered, { backordered: backorderedNow(added) })
              : null,
          ]}
        />
        {form.error ? (
          <p className="sm-alert sm-alert--danger" role="alert">
            {formatLabel(text.failed, { message: apiErrorText(form.error) })}
          </p>
        ) : null}
        <AddToCartDialogs flow={form.flow} text={text} />
      </form>
      {after && !inquiryOnly ? after(form.parsed.ok ? form.parsed.value : null) : null}
    </>
  );
}
