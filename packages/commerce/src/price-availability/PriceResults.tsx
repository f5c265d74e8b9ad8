import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { roundMoney, toMoney, type PriceCheckItem, type PurchaseFlag } from '@shelfmark/api-client';
import { apiErrorText, formatLabel } from '@shelfmark/forms';
import type { QuantityEditTarget } from '../cart/actions/QuantityEditDialog';
import { useGuardedAddToCart } from '../cart/useGuardedAddToCart';
import { AddToCartDialogs } from '../product/AddToCartDialogs';
import { addToCartFormLabels } from '../product/addToCartForm.labels';
import { LiveStatus } from '../status/LiveStatus';
import { PurchaseFlags } from '../purchase-flags/PurchaseFlags';
import { usePurchaseFlags } from '../purchase-flags/usePurchaseFlags';
import { useSession } from '../session/useSession';
import { useSiteConfig, useSiteNavigation } from '@shelfmark/forms/site';
import type { PriceAvailabilityLabels } from './priceAvailability.labels';

const QuantityEditDialog = lazy(() =>
  import('../cart/actions/QuantityEditDialog').then((m) => ({ default: m.QuantityEditDialog })),
);

/** The dialogs speak as the product page's (their labels are the add-to-cart form's). */
const dialogText = addToCartFormLabels;

/** The server's verdict on the title for the caller (spec 001 §6), on the item or its product. */
const verdictOf = (item: PriceCheckItem) => item.entitlement ?? item.product?.entitlement ?? null;

/** A title can be put in the cart from here only when the verdict says it may be bought and it has a price. */
export const canBeBought = (item: PriceCheckItem): boolean => {
  const verdict = verdictOf(item);
  // A pending account keeps the button: pressing it leads to account confirmation (spec 001 §4).
  const purchasable = verdict
    ? verdict.purchasable || verdict.offer === 'confirm-account'
    : item.product?.customIsPurchasable !== false;
  return purchasable && Boolean(item.customUnitPrice);
};

/** The verdict offers Contact your rep (international buyer, grade levels, out of print). */
const offersRep = (item: PriceCheckItem) => verdictOf(item)?.offer === 'contact-rep';

export interface PriceResultsProps {
  items: PriceCheckItem[];
  text: PriceAvailabilityLabels;
  /** Inquiry-only users get no add-to-cart control. */
  canBuy: boolean;
}

function PriceResultItem({
  item,
  text,
  canBuy,
  focusRef,
  flag,
}: {
  item: PriceCheckItem;
  text: PriceAvailabilityLabels;
  canBuy: boolean;
  focusRef?: React.Ref<HTMLElement>;
  flag: PurchaseFlag | undefined;
}) {
  const code = item.product?.code ?? item.isbn13;
  // The product page's flow and dialogs: custom product, no stock (backorder), remaining quantity (spec 001 §8).
  const flow = useGuardedAddToCart({
    code,
    clCustom: item.product?.clCustom,
    stockLevel: item.quantityAvailable ?? undefined,
  });
  const cart = flow.cart;
  const { isPending: isPendingAccount } = useSession();
  const { routes, maxProductQuantity, currency } = useSiteConfig();
  const { navigate } = useSiteNavigation();
  // The quantity to add, changed through the cart's quantity dialog (spec 001 §4); it starts at the one asked for.
  const [quantity, setQuantity] = useState(item.desiredQuantity);
  const [editing, setEditing] = useState<QuantityEditTarget | null>(null);
  const buyable = canBeBought(item);
  const add = () => {
    if (!buyable) return;
    // A pending account cannot order yet: it is sent to accountConfirmation (spec 001 §4).
    if (isPendingAccount) return navigate(routes.accountConfirmation);
    if (!cart.isPending && !flow.isChecking) flow.request(quantity);
  };
  const available = item.quantityAvailable ?? 0;
  const image = item.imagesDAM?.large ?? item.product?.imagesDAM?.large;
  const title = item.fullTitle ?? item.product?.fullTitle ?? item.isbn13;
  const unit = item.customUnitPrice;
  const totalPrice =
    quantity === item.desiredQuantity || !unit
      ? item.customPrice?.formattedValue
      : toMoney(roundMoney(unit.value * quantity), unit.currencyIso ?? currency).formattedValue;
  const noteId = `sm-price-${item.isbn13}-note`;
  return (
    <li className="sm-price-result">
      <article
        ref={focusRef}
        tabIndex={-1}
        aria-labelledby={`sm-price-${item.isbn13}`}
        className="sm-price-result__card"
      >
        {image ? <img className="sm-price-result__cover" src={image} alt="" width={96} height={138} /> : null}
        <div className="sm-price-result__details">
          <h3 id={`sm-price-${item.isbn13}`} className="sm-price-result__title">
            {title}
          </h3>
          <dl className="sm-price-result__facts">
            <div>
              <dt>{text.isbn}</dt>
              <dd>{item.isbn13}</dd>
            </div>
            <div>
              <dt>{text.desiredQuantity}</dt>
              <dd>{quantity}</dd>
            </div>
            <div>
              <dt>{text.quantityAvailable}</dt>
              <dd>{available}</dd>
            </div>
            <div>
              <dt>{text.yourPrice}</dt>
              <dd>{item.customUnitPrice?.formattedValue ?? text.noPrice}</dd>
            </div>
            <div>
              <dt>{text.listPrice}</dt>
              <dd>{item.customListPrice?.formattedValue ?? text.noPrice}</dd>
            </div>
            <div>
              <dt>{text.totalPrice}</dt>
              <dd>{totalPrice ?? text.noPrice}</dd>
            </div>
          </dl>
          <PurchaseFlags flag={flag} />
          {available < 1 ? <p className="sm-price-result__note">{text.unavailable}</p> : null}
          {canBuy && !buyable ? (
            <p className="sm-price-result__note" id={noteId}>
              {offersRep(item) ? text.contactRepNote : text.cannotBuy}
            </p>
          ) : null}
        </div>
        {canBuy ? (
          <div className="sm-price-result__buy">
            {buyable ? (
              <button
                type="button"
                className="sm-button"
                aria-label={`${text.changeQuantity}: ${title}`}
                onClick={() => setEditing({ entryNumber: 0, quantity, product: { fullTitle: title } })}
              >
                {text.changeQuantity}
              </button>
            ) : null}
            <button
              type="button"
              className="sm-button sm-button--primary"
              aria-label={`${text.addToCart}: ${title}`}
              aria-disabled={cart.isPending || undefined}
              disabled={!buyable}
              aria-describedby={buyable ? undefined : noteId}
              onClick={add}
            >
              {cart.isPending ? text.adding : text.addToCart}
            </button>
            <LiveStatus
              className="sm-price-result__status"
              messages={[
                cart.added ? formatLabel(text.added, { quantity: cart.added.quantityAdded }) : null,
                cart.exceeded
                  ? formatLabel(text.exceeded, { max: cart.exceeded.max, inCart: cart.exceeded.inCart })
                  : null,
                cart.error ? formatLabel(text.addFailed, { message: apiErrorText(cart.error) }) : null,
              ]}
            />
            <AddToCartDialogs flow={flow} text={dialogText} />
            {editing ? (
              <Suspense fallback={null}>
                <QuantityEditDialog
                  entry={editing}
                  max={maxProductQuantity}
                  isPending={false}
                  onSubmit={(_, next) => {
                    setQuantity(next);
                    setEditing(null);
                  }}
                  onClose={() => setEditing(null)}
                />
              </Suspense>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}

/**
 * The answer of a price check (PNA-01): invalid ISBNs first under their heading with the
 * contact-customer-service message, then one card per title; the first of them takes focus.
 */
export function PriceResults({ items, text, canBuy }: PriceResultsProps) {
  const first = useRef<HTMLElement | null>(null);
  const invalid = items.filter((i) => i.invalidIsbn);
  const valid = items.filter((i) => !i.invalidIsbn);
  // Every result's flag in one call.
  const flags = usePurchaseFlags(valid.map((i) => i.isbn13));
  useEffect(() => {
    first.current?.focus();
  }, [items]);
  return (
    <section className="sm-price-results" aria-label={text.results}>
      {invalid.length > 0 ? (
        <div
          className="sm-price-results__invalid"
          ref={(el) => {
            if (el) first.current = el;
          }}
          tabIndex={-1}
        >
          <h2>{text.invalidIsbns}</h2>
          <ul>
            {invalid.map((i) => (
              <li key={i.isbn13}>{formatLabel(text.invalidIsbn, { isbn: i.isbn13, message: i.invalidIsbn })}</li>
            ))}
          </ul>
          <p>{text.contactCustomerService}</p>
        </div>
      ) : null}
      {valid.length > 0 ? (
        <ul className="sm-price-results__list">
          {valid.map((item, index) => (
            <PriceResultItem
              key={item.isbn13}
              item={item}
              text={text}
              canBuy={canBuy}
              flag={flags.flagOf(item.isbn13)}
              focusRef={
                index === 0 && invalid.length === 0
                  ? (el: HTMLElement | null) => {
                      if (el) first.current = el;
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
