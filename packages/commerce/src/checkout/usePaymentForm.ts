import { useCallback, useState } from 'react';
import type { CheckoutOption } from '@shelfmark/api-client';
import type { CheckoutLabels } from './checkout.labels';
import {
  cardTypeOf,
  emptyPaymentValues,
  maskExpiry,
  normaliseCardNumber,
  normalisePurchaseOrder,
  normaliseSecurityCode,
  validatePayment,
  validatePaymentField,
  type PaymentErrors,
  type PaymentField,
  type PaymentValues,
} from './paymentRules';

export interface UsePaymentFormResult {
  values: PaymentValues;
  /** Messages of the fields checked so far (on blur, then on every change). */
  errors: PaymentErrors;
  /** The detected card type, once the number is recognised. */
  cardType: ReturnType<typeof cardTypeOf>;
  setOption: (option: CheckoutOption) => void;
  /** Sets a field through its input rule (spaces kept out of the card number, the MM/YYYY mask, digits of the code…). */
  change: (field: PaymentField, value: string) => void;
  blur: (field: PaymentField) => void;
  /** Puts back values kept across a reload (the PO number and shipping instructions; never a card field). */
  restore: (kept: Partial<PaymentValues>) => void;
  /** Checks every field; answers the values to submit (PO trimmed) or null (the error summary then takes focus). */
  submit: () => PaymentValues | null;
  /** How many times the form was submitted: each failed one shows the error summary anew. */
  submitCount: number;
}

/**
 * The payment form of CHK-02: pay by PO (default) or by card, each field checked on blur and
 * revalidated on change, the whole table of spec 000 §5.
 */
export function usePaymentForm(text: CheckoutLabels, initial: Partial<PaymentValues> = {}): UsePaymentFormResult {
  const [values, setValues] = useState<PaymentValues>({ ...emptyPaymentValues, ...initial });
  const [touched, setTouched] = useState<Partial<Record<PaymentField, boolean>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const submitted = submitCount > 0;
  // Stable, so an effect that restores a draft once runs once.
  const restore = useCallback((kept: Partial<PaymentValues>) => setValues((v) => ({ ...v, ...kept })), []);

  const errors: PaymentErrors = {};
  for (const field of Object.keys(values) as (keyof PaymentValues)[]) {
    if (field === 'checkoutOption' || !(touched[field] || submitted)) continue;
    const message = validatePaymentField(field, values, text);
    if (message) errors[field] = message;
  }

  const rule: Record<PaymentField, (value: string, previous: string) => string> = {
    cardNumber: (v) => v.replace(/[^\d\s]/g, '').slice(0, 23),
    expirationDate: maskExpiry,
    securityCode: normaliseSecurityCode,
    purchaseOrderNumber: normalisePurchaseOrder,
    specialShippingInfo: (v) => v,
  };

  return {
    values,
    errors,
    cardType: cardTypeOf(values.cardNumber),
    setOption: (checkoutOption) => setValues((v) => ({ ...v, checkoutOption })),
    change: (field, value) => setValues((v) => ({ ...v, [field]: rule[field](value, v[field]) })),
    restore,
    blur: (field) => setTouched((t) => ({ ...t, [field]: true })),
    submitCount,
    submit: () => {
      setSubmitCount((n) => n + 1);
      if (Object.keys(validatePayment(values, text)).length > 0) return null;
      return {
        ...values,
        cardNumber: normaliseCardNumber(values.cardNumber),
        purchaseOrderNumber: values.purchaseOrderNumber.trim(),
      };
    },
  };
}
