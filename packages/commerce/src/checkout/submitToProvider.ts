import type { PaymentRequest } from '@shelfmark/api-client';

/** The card fields the browser adds to the provider's form; they never go to our API. */
export interface CardFields {
  card_type: string;
  card_number: string;
  /** MM-YYYY */
  card_expiry_date: string;
  card_cvn: string;
}

/** Posts the signed request plus the card fields to the card provider (CHK-07). */
export type SubmitToProvider = (request: PaymentRequest, card: CardFields) => void;

/**
 * The default: a hidden form built from the provider request (spec 000 §4), submitted as a
 * full-page POST straight to `postUrl`, so the card data goes only to the provider.
 */
export const submitHiddenForm: SubmitToProvider = (request, card) => {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = request.postUrl;
  form.hidden = true;
  const add = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  for (const { key, value } of request.parameters) add(key, value);
  for (const [key, value] of Object.entries(card)) add(key, value);
  document.body.appendChild(form);
  form.submit();
};
