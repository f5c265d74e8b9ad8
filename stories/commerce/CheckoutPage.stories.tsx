import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, type Address } from '@shelfmark/api-client';
import { createMemoryApiClient, type MemorySeed } from '@shelfmark/api-client/testing';
import { CheckoutPage } from '@shelfmark/commerce';
import { DEMO_UIDS, seedWithCart, stalledClient } from './storyData';

const lines: [string, number][] = [
  ["The Lighthouse Keeper's Almanac", 2],
  ['An Atlas of Ancient Trade Routes', 1],
  ['Canadian Business Law', 3],
  ['Foundations of Library Cataloguing', 1],
];

/** The demo seed with a cart, the buyer's current ship-to address changed (CHK-04, CHK-08 worlds). */
function seedWithAddress(change: Partial<Address>): MemorySeed {
  const seed = seedWithCart(lines);
  const accounts = seed.accounts[DEMO_UIDS.buyer]!;
  const current = accounts.shipToAccount!;
  const moved = { ...current, addresses: [{ ...current.addresses[0]!, ...change }] };
  seed.accounts[DEMO_UIDS.buyer] = {
    ...accounts,
    shipToAccount: moved,
    shipToAccounts: accounts.shipToAccounts.map((a) => (a.accountNumber === moved.accountNumber ? moved : a)),
  };
  return seed;
}

/** A buyer back from the provider whose card was declined (CHK-08 payment error). */
function declinedReturnClient() {
  const client = createMemoryApiClient({ seed: seedWithCart(lines), user: DEMO_UIDS.buyer });
  const declined = () =>
    Promise.reject(
      new ApiError({
        status: 402,
        code: 'PAYMENT_FAILED',
        message: 'The card payment was not authorised. The card was declined by the issuing bank.',
      }),
    );
  return { ...client, orders: { ...client.orders, placeCreditCardOrder: declined } };
}

const meta = {
  title: 'Commerce/CheckoutPage',
  tags: ['checkout'],
  component: CheckoutPage,
  args: { isProcessedReturn: false, submitToProvider: () => {}, reload: () => {} },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithCart(lines), route: '/checkout' } },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const placeOrder = async (canvasElement: HTMLElement, po = 'PO-2026-118') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/Purchase order number/), po);
  const button = await canvas.findByRole('button', { name: 'Place order' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

/** CHK-01, CHK-02, CHK-04: pay by purchase order (the default), the shipper set, the summary 3 lines a page. */
export const PurchaseOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Pay by purchase order' })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$9.95'));
  },
};

/** CHK-02: pay by card, the type detected, the expiry masked. */
export const Card: Story = {
  args: {
    initialPayment: {
      checkoutOption: 'payByCreditCard',
      cardNumber: '4111 1111 1111 1111',
      expirationDate: '12/2030',
      securityCode: '123',
      purchaseOrderNumber: 'PO-2026-119',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Card type: Visa')).toBeInTheDocument();
  },
};

/** CHK-02: every card field wrong, shown after a submit: the error summary takes focus and lists each problem. */
export const FieldErrors: Story = {
  args: {
    initialPayment: {
      checkoutOption: 'payByCreditCard',
      cardNumber: '4111 1111',
      expirationDate: '13/2020',
      securityCode: '12',
      specialShippingInfo: 'x'.repeat(256),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const summary = await canvas.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter a card number of 13, 15 or 16 digits.',
      'Enter the expiration date as MM/YYYY.',
      'Enter the 3 or 4 digit security code.',
      'Enter the purchase order number',
      'Special shipping instructions can be at most 255 characters.',
    ]);
    await expect(canvas.getByLabelText(/Purchase order number/)).toHaveAccessibleDescription(
      'Enter the purchase order number',
    );
  },
};

/** CHK-03: SAVE10 applied, the discount in the summary. */
export const PromoApplied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Promo code' }), 'SAVE10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Promo code SAVE10 applied.')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Discounts');
  },
};

/** CHK-03: an unknown code, the message on the field. */
export const PromoFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Promo code' }), 'NOT-A-CODE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This promo code is not valid.');
  },
};

/** CHK-03: after three failures the countdown in whole seconds (the seconds tick: no screenshot). */
export const PromoCountdown: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Promo code' });
    for (const code of ['NOPE-1', 'NOPE-2', 'NOPE-3', 'NOPE-4']) {
      await userEvent.clear(field);
      await userEvent.type(field, code);
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    }
    const dialog = await within(document.body).findByRole('dialog', { name: 'Too many attempts' });
    await expect(dialog).toHaveTextContent(/You can try another promo code in \d+ seconds\./);
  },
};

/** CHK-04: no shipper serves the ship-to (Alaska): the notice; purchase stays disabled. */
export const ShipperFailure: Story = {
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.buyer,
      seed: seedWithAddress({ region: { isocode: 'US-AK', name: 'Alaska' }, postalCode: '99762' }),
      route: '/checkout',
    },
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Shipping' });
    await expect(dialog).toHaveTextContent("Shipper wasn't set, after closing notification we will try once again");
  },
};

/** CHK-08: the card was declined — the payment error modal on the return from the provider. */
export const PaymentError: Story = {
  args: { isProcessedReturn: true },
  parameters: { shelfmark: { client: declinedReturnClient(), route: '/checkout?processed=true' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Something went wrong during payment/order placement:',
    });
    await expect(dialog).toHaveTextContent('The card payment was not authorised.');
  },
};

/** CHK-08: the ship-to address is incomplete. */
export const AddressError: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithAddress({ postalCode: '' }), route: '/checkout' } },
  play: async ({ canvasElement }) => {
    await placeOrder(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'ERROR' });
    await expect(dialog).toHaveTextContent(
      'There is a problem with your Shipping Address. Please, select another one.',
    );
  },
};

/** CHK-08: the address cannot be verified: USE MY ADDRESS, REPLACE ADDRESS, CLOSE. */
export const AddressAlert: Story = {
  parameters: {
    shelfmark: { user: DEMO_UIDS.buyer, seed: seedWithAddress({ line1: 'Old Harbor Road' }), route: '/checkout' },
  },
  play: async ({ canvasElement }) => {
    await placeOrder(canvasElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Address Alert' });
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['USE MY ADDRESS', 'REPLACE ADDRESS', 'CLOSE']);
  },
};

/** CHK-05: an inquiry-only user sees checkout but cannot purchase. */
export const InquiryOnly: Story = {
  parameters: {
    shelfmark: { user: DEMO_UIDS.inquiry, seed: seedWithCart(lines, DEMO_UIDS.inquiry), route: '/checkout' },
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Place order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Only users with purchaser rights can place orders.');
  },
};

/** The demo's inquiry-only user given purchaser rights, with a cart: only the inquiry-only rule can stop the purchase. */
function inquiryPurchaserSeed(): MemorySeed {
  const seed = seedWithCart(lines, DEMO_UIDS.inquiry);
  return {
    ...seed,
    users: seed.users.map((u) => (u.uid === DEMO_UIDS.inquiry ? { ...u, hasPurchaserRights: true } : u)),
  };
}

/** CHK-05: inquiry only but with purchaser rights — the shipper set, and still no purchase, saying why. */
export const InquiryOnlyPurchaser: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry, seed: inquiryPurchaserSeed(), route: '/checkout' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$9.95'));
    const button = await canvas.findByRole('button', { name: 'Place order' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Your account is inquiry only: you cannot place orders.');
  },
};

/** CHK-05: a user without purchaser rights (an account not confirmed yet). */
export const NoPurchaserRights: Story = {
  parameters: {
    shelfmark: { user: DEMO_UIDS.pending, seed: seedWithCart(lines, DEMO_UIDS.pending), route: '/checkout' },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Place order' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { shelfmark: { client: stalledClient('carts', 'get'), route: '/checkout' } },
};

/** The return from the provider while the order is being placed. */
export const ProcessingCard: Story = {
  args: { isProcessedReturn: true },
  parameters: { shelfmark: { client: stalledClient('carts', 'get'), route: '/checkout?processed=true' } },
};

/** CHK-01: a visitor is asked to sign in and come back to checkout. */
export const SignedOut: Story = {
  parameters: { shelfmark: { user: null, route: '/checkout' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to check out your cart.')).toBeInTheDocument();
  },
};
