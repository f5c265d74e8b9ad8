import { useEffect, useId, useRef, useState } from 'react';
import { CHECKOUT_ERROR_CODES, isApiError, PROMO_EXPIRED, type Cart } from '@shelfmark/api-client';
import { formatLabel, pluralLabel, TextField } from '@shelfmark/forms';
import { MessageDialog } from '../dialogs/MessageDialog';
import type { CheckoutLabels } from './checkout.labels';
import type { UseCheckoutResult } from './useCheckout';

export interface PromoCodeProps {
  cart: Cart;
  promo: UseCheckoutResult['promo'];
  text: CheckoutLabels;
}

/**
 * What the field says for a refused code, from the labels: an unknown code, or text no code can be
 * (too long, odd characters: the server's validator words are never shown), is not valid; an expired one has expired.
 */
export function promoErrorText(error: unknown, text: CheckoutLabels): string {
  if (!isApiError(error)) return text.promoFailed;
  if (error.status === 429) return text.promoThrottled;
  if ((error.fieldErrors.promoCode ?? error.message) === PROMO_EXPIRED) return text.promoExpired;
  if (error.code === CHECKOUT_ERROR_CODES.cartPlaced) return text.promoCartPlaced;
  return error.status === 400 ? text.promoInvalid : text.promoFailed;
}

/**
 * Promo code (CHK-03): Apply is enabled once the field changed; the server's refusal sits on the
 * field and is announced; a refusal with timeLeft opens a countdown in whole seconds, then says the
 * buyer may resubmit. Applied codes are listed with a Remove button each.
 */
export function PromoCode({ cart, promo, text }: PromoCodeProps) {
  const titleId = useId();
  const [code, setCode] = useState('');
  // What the field holds now: an answer for an older code must not undo a newer edit.
  const typed = useRef('');
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  const seconds = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

  const apply = async () => {
    setStatus('');
    const submitted = code;
    const result = await promo.apply(submitted.trim());
    const unchanged = typed.current === submitted;
    if (unchanged) setChanged(false);
    if (result.ok) {
      setError(null);
      setStatus(formatLabel(text.promoApplied, { code: submitted.trim().toUpperCase() }));
      if (unchanged) {
        setCode('');
        typed.current = '';
      }
    } else if (result.timeLeft !== undefined) {
      setError(promoErrorText(result.error, text));
      setNow(Date.now());
      setUntil(Date.now() + result.timeLeft);
    } else {
      setError(promoErrorText(result.error, text));
    }
  };

  return (
    <section className="sm-checkout__promo" aria-labelledby={titleId}>
      <h2 id={titleId} className="sm-checkout__subtitle">
        {text.promoTitle}
      </h2>
      <form
        className="sm-checkout__promo-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (changed && code.trim()) void apply();
        }}
      >
        <TextField
          label={text.promoCode}
          value={code}
          error={error ?? undefined}
          // The server's answer to Apply, not a check while typing: read at once.
          announce="assertive"
          autoComplete="off"
          onValueChange={(value) => {
            typed.current = value;
            setCode(value);
            setChanged(true);
          }}
        />
        <button type="submit" className="sm-button" disabled={!changed || !code.trim() || promo.isPending}>
          {text.promoApply}
        </button>
      </form>
      <div role="status" className="sm-checkout__promo-status">
        {status}
      </div>
      {cart.appliedCoupons.length > 0 ? (
        <ul className="sm-checkout__coupons">
          {cart.appliedCoupons.map((coupon) => (
            <li key={coupon.code} className="sm-checkout__coupon">
              <span>{coupon.code}</span>
              <button
                type="button"
                className="sm-button sm-button--link"
                disabled={promo.isPending}
                onClick={() =>
                  void promo
                    .remove(coupon.code)
                    .then(() => setStatus(formatLabel(text.promoRemoved, { code: coupon.code })))
                }
              >
                {formatLabel(text.promoRemove, { code: coupon.code })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <MessageDialog
        open={until !== null}
        onOpenChange={(open) => {
          if (!open) {
            setUntil(null);
            if (seconds === 0) setError(null);
          }
        }}
        title={text.promoCountdownTitle}
        closeLabel={text.ok}
      >
        <p aria-live="polite">
          {seconds > 0
            ? pluralLabel(seconds, { one: text.promoCountdownOne, other: text.promoCountdown }, { seconds })
            : text.promoReady}
        </p>
      </MessageDialog>
    </section>
  );
}
