import { useId } from 'react';
import { CARD_TYPE_NAMES } from '@shelfmark/api-client';
import { ErrorSummary, formatLabel, TextField } from '@shelfmark/forms';
import type { CheckoutLabels } from './checkout.labels';
import { PO_MAX_LENGTH, SHIPPING_INFO_MAX_LENGTH, type PaymentField } from './paymentRules';

const FIELD_ORDER: PaymentField[] = [
  'cardNumber',
  'expirationDate',
  'securityCode',
  'purchaseOrderNumber',
  'specialShippingInfo',
];
import type { UsePaymentFormResult } from './usePaymentForm';

export interface PaymentFormProps {
  /** The form state from usePaymentForm. */
  form: UsePaymentFormResult;
  /** Texts of the checkout (`checkoutLabels`, with your overrides). */
  text: CheckoutLabels;
  /** Disables every field (while the order is placed). @default false */
  disabled?: boolean;
}

/**
 * The payment section (CHK-02): pay by purchase order (default) or by card; card number with its
 * detected type, masked MM/YYYY expiry, security code; PO number (25 characters); special shipping
 * instructions (255). Errors show on blur and follow every change; a failed Place order lists them in an error
 * summary that takes focus.
 */
export function PaymentForm({ form, text, disabled = false }: PaymentFormProps) {
  const legendId = useId();
  const idBase = useId();
  const { values, errors } = form;
  const fieldId = (name: PaymentField) => `${idBase}-${name}`;
  const field = (name: PaymentField) => ({
    id: fieldId(name),
    value: values[name],
    error: errors[name],
    disabled,
    onValueChange: (value: string) => form.change(name, value),
    onBlur: () => form.blur(name),
  });
  const card = values.checkoutOption === 'payByCreditCard';
  return (
    <div className="sm-checkout__payment">
      <ErrorSummary
        errors={FIELD_ORDER.flatMap((name) => {
          const message = errors[name];
          return message ? [{ fieldId: fieldId(name), message }] : [];
        })}
        submitCount={form.submitCount}
        labels={{ title: text.errorSummaryTitle, titlePrefix: text.errorTitlePrefix }}
      />
      <fieldset className="sm-checkout__options" aria-labelledby={legendId} disabled={disabled}>
        <legend id={legendId} className="sm-checkout__legend">
          {text.checkoutOption}
        </legend>
        {(['payByPO', 'payByCreditCard'] as const).map((option) => (
          <label key={option} className="sm-checkout__option">
            <input
              type="radio"
              name="checkoutOption"
              value={option}
              checked={values.checkoutOption === option}
              onChange={() => form.setOption(option)}
            />
            {option === 'payByPO' ? text.payByPO : text.payByCreditCard}
          </label>
        ))}
      </fieldset>
      {card ? (
        <div className="sm-checkout__card">
          <TextField
            label={text.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            {...field('cardNumber')}
            description={
              form.cardType ? formatLabel(text.cardTypeDetected, { type: CARD_TYPE_NAMES[form.cardType] }) : undefined
            }
          />
          <div className="sm-checkout__card-row">
            <TextField
              label={text.expirationDate}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YYYY"
              required
              {...field('expirationDate')}
            />
            <TextField
              label={text.securityCode}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              required
              {...field('securityCode')}
            />
          </div>
        </div>
      ) : null}
      <TextField
        label={text.purchaseOrderNumber}
        maxLength={PO_MAX_LENGTH}
        required
        {...field('purchaseOrderNumber')}
      />
      <TextField
        label={text.specialShippingInfo}
        description={text.specialShippingInfoHint}
        maxLength={SHIPPING_INFO_MAX_LENGTH}
        {...field('specialShippingInfo')}
      />
    </div>
  );
}
