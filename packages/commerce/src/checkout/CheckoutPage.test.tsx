import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorBody, PROMO_THROTTLED, TEST_CARDS, type PaymentRequest } from '@shelfmark/api-client';
import {
  createMemoryApiClient,
  DEMO_UIDS,
  demoSeed,
  postToMemoryProvider,
  PROMO_WINDOW_MS,
  type MemoryApiClient,
  type MemorySeed,
} from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { AnalyticsProvider } from '../analytics/AnalyticsProvider';
import type { AnalyticsEvent } from '../analytics/analyticsEvents';
import { demoProduct, fillCart } from '../cart/cart.fixtures';
import { CheckoutPage } from './CheckoutPage';
import { CHECKOUT_STORAGE_KEYS } from './checkoutStorage';
import type { CardFields } from './submitToProvider';

const B = DEMO_UIDS.buyer;
const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');

afterEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

async function buyerWithCart(lines = [{ product: almanac, quantity: 2 }], uid: string = B): Promise<MemoryApiClient> {
  const client = createMemoryApiClient({ user: uid });
  await fillCart(client, lines, uid);
  return client;
}

/** Moves the buyer's current ship-to address (the twin's data), e.g. to a region no shipper serves. */
function setShipToAddress(client: MemoryApiClient, address: Record<string, unknown>) {
  const accounts = client.__memory.state.accounts.get(B)!;
  const account = accounts.shipToAccount!;
  account.addresses = [{ ...account.addresses[0]!, ...address }];
  const listed = accounts.shipToAccounts.find((a) => a.accountNumber === account.accountNumber)!;
  listed.addresses = account.addresses;
}

/** Moves one of the buyer's ship-to accounts (the twin's data), e.g. to a region no shipper serves. */
function moveShipToAccount(client: MemoryApiClient, accountNumber: string, address: Record<string, unknown>) {
  const account = client.__memory.state.accounts.get(B)!.shipToAccounts.find((a) => a.accountNumber === accountNumber)!;
  account.addresses = [{ ...account.addresses[0]!, ...address }];
}

const ALASKA = { region: { isocode: 'US-AK', name: 'Alaska' }, postalCode: '99762' };

const purchaseButton = () => screen.findByRole('button', { name: 'Place order' });

async function fillPo(user: ReturnType<typeof renderWithProviders>['user'], po = 'PO-42') {
  await user.type(await screen.findByLabelText(/Purchase order number/), po);
}

describe('CheckoutPage', () => {
  it('CHK-01 shows the back link, the account block with log out, and the summary paged 3 a page', async () => {
    const client = await buyerWithCart(
      [
        { product: almanac, quantity: 1 },
        { product: atlas, quantity: 1 },
        { product: demoProduct('Foundations of Library Cataloguing'), quantity: 1 },
        { product: demoProduct('Large Print Harbour Tales'), quantity: 1 },
      ].filter((l) => l.product),
    );
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    expect(await screen.findByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(await screen.findByRole('heading', { name: 'Account information' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toContain('/api/auth/federated-logout');
    const lines = await screen.findByRole('list', { name: 'Items in your order' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('CHK-01 on a phone the order summary is an accordion showing the total, before Place order; opening it shows the lines', async () => {
    const client = await buyerWithCart([{ product: almanac, quantity: 2 }]);
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} summaryLayout="accordion" />, {
      client,
      route: '/checkout',
    });
    const trigger = await screen.findByRole('button', { name: /^Order summary/ });
    const total = (await client.carts.get({ userId: B })).totalPriceWithTax.formattedValue;
    expect(trigger).toHaveTextContent(total);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const placeOrder = await purchaseButton();
    // The summary and the promo code come first in the page, as on the screen.
    expect(trigger.compareDocumentPosition(placeOrder) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Promo code' }).compareDocumentPosition(placeOrder) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Items in your order' })).not.toBeInTheDocument();
    await user.click(trigger);
    expect(
      within(screen.getByRole('list', { name: 'Items in your order' })).getByText(almanac!.fullTitle),
    ).toBeInTheDocument();
    // The trigger names the opened summary; a heading of its own inside would make a screen reader say it twice.
    expect(screen.getByRole('region', { name: `Order summary ${total}` })).toContainElement(
      screen.getByRole('list', { name: 'Items in your order' }),
    );
    expect(screen.queryByRole('heading', { name: 'Order summary' })).not.toBeInTheDocument();
  });

  it('CHK-01 asks a visitor to sign in and come back to checkout, instead of saying the cart could not be loaded', async () => {
    renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { route: '/checkout' });
    expect(await screen.findByText('Sign in to check out your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/auth\/login\?return=%2Fcheckout$/),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('CHK-04 sets the shipper on load: the summary shows its cost', async () => {
    const client = await buyerWithCart();
    renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('$9.95'));
  });

  it('CHK-04 shows the shipper notice on failure, keeps purchase disabled, and tries again once it is closed', async () => {
    const client = await buyerWithCart();
    setShipToAddress(client, { region: { isocode: 'US-AK', name: 'Alaska' }, postalCode: '99762' });
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const notice = await screen.findByRole('dialog', { name: 'Shipping' });
    expect(notice).toHaveTextContent("Shipper wasn't set, after closing notification we will try once again");
    setShipToAddress(client, { region: { isocode: 'US-MA', name: 'Massachusetts' }, postalCode: '02116' });
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$9.95'));
    await fillPo(user);
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
  });

  it('CHK-04 a buyer whose ship-to no shipper serves is never held by the notice: it offers Change account and Back to cart', async () => {
    const client = await buyerWithCart();
    setShipToAddress(client, ALASKA);
    const { user, location } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, {
      client,
      route: '/checkout',
    });
    const notice = await screen.findByRole('dialog', { name: 'Shipping' });
    await user.click(within(notice).getByRole('button', { name: 'Change account' }));
    // The notice is gone (not tried again and reopened): the account chooser is open instead.
    const chooser = await screen.findByRole('dialog', { name: 'Change account' });
    expect(screen.queryByRole('dialog', { name: 'Shipping' })).not.toBeInTheDocument();
    await user.click(within(chooser).getByRole('radio', { name: 'Choose Riverside Library — Harbour Branch' }));
    await user.click(within(chooser).getByRole('button', { name: 'Change account' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$9.95'));
    // From a notice that fails again, Back to cart leads to the cart.
    setShipToAddress(client, ALASKA);
    await user.click(screen.getByRole('button', { name: 'Change account' }));
    const again = await screen.findByRole('dialog', { name: 'Change account' });
    await user.click(within(again).getByRole('radio', { name: /North Branch|Central/ }));
    await user.click(within(again).getByRole('button', { name: 'Change account' }));
    const second = await screen.findByRole('dialog', { name: 'Shipping' });
    await user.click(within(second).getByRole('link', { name: 'Back to cart' }));
    expect(location()).toBe('/cart');
  });

  it('CHK-04 changing the account inside checkout sets the shipper again: for a ship-to no shipper serves the notice shows, the charge goes and purchase stays disabled', async () => {
    const client = await buyerWithCart();
    moveShipToAccount(client, '100102', ALASKA);
    const setShipper = vi.spyOn(client.carts, 'setShipper');
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('$9.95'));
    await fillPo(user);
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    await user.click(within(dialog).getByRole('radio', { name: 'Choose Riverside Library — Harbour Branch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change account' }));
    const notice = await screen.findByRole('dialog', { name: 'Shipping' });
    expect(notice).toHaveTextContent("Shipper wasn't set, after closing notification we will try once again");
    expect(setShipper).toHaveBeenCalledTimes(2);
    const button = await screen.findByRole('button', { name: 'Place order', hidden: true });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveAccessibleDescription('The shipper is not set yet.'));
    expect(screen.getByRole('region', { name: 'Order summary', hidden: true })).not.toHaveTextContent('$9.95');
  });

  it('CHK-04 an order refused because no shipper serves the ship-to opens the shipper notice, places nothing, and closing it sets the shipper again', async () => {
    const client = await buyerWithCart();
    const { user, location } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, {
      client,
      route: '/checkout',
    });
    await fillPo(user);
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    // The ship-to's address changed elsewhere after the shipper was set.
    setShipToAddress(client, ALASKA);
    const orders = client.__memory.state.orders.size;
    await user.click(await purchaseButton());
    const notice = await screen.findByRole('dialog', { name: 'Shipping' });
    expect(client.__memory.state.orders.size).toBe(orders);
    expect(location()).toBe('/checkout');
    const setShipper = vi.spyOn(client.carts, 'setShipper');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(setShipper).toHaveBeenCalledOnce());
  });

  it('CHK-03 enables Apply once the field changed, puts a refusal on the field, then counts down after three', async () => {
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const apply = await screen.findByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(apply);
    // The field's error is a live alert: announced as it appears.
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code is not valid.');
    expect(field).toHaveAccessibleDescription('This promo code is not valid.');
    expect(apply).toBeDisabled();
    for (const code of ['NOPE2', 'NOPE3', 'NOPE4']) {
      await user.clear(field);
      await user.type(field, code);
      await user.click(apply);
    }
    const countdown = await screen.findByRole('dialog', { name: 'Too many attempts' });
    expect(countdown).toHaveTextContent(/You can try another promo code in (2\d|30) seconds\./);
  });

  it('CHK-03 applies SAVE10 as a discount and removes it again', async () => {
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'save10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code SAVE10 applied.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Discounts');
    await user.click(screen.getByRole('button', { name: 'Remove promo code SAVE10' }));
    expect(await screen.findByText('Promo code SAVE10 removed.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order summary' })).not.toHaveTextContent('Discounts');
  });

  it('CHK-05 keeps purchase disabled for a user without purchaser rights (the seeded inquiry user has none), saying why', async () => {
    renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { user: DEMO_UIDS.inquiry, route: '/checkout' });
    expect(await purchaseButton()).toBeDisabled();
    expect(await purchaseButton()).toHaveAccessibleDescription('Only users with purchaser rights can place orders.');
  });

  it('CHK-05 an empty cart cannot be purchased', async () => {
    renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { user: B, route: '/checkout' });
    expect(await purchaseButton()).toBeDisabled();
    expect(await purchaseButton()).toHaveAccessibleDescription('Your cart is empty.');
  });

  it('CHK-05 keeps purchase disabled while the shipper failed, saying "The shipper is not set yet."', async () => {
    const client = await buyerWithCart();
    setShipToAddress(client, { region: { isocode: 'US-AK', name: 'Alaska' }, postalCode: '99762' });
    renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await screen.findByRole('dialog', { name: 'Shipping' });
    // The notice is modal: the page behind it is hidden from the accessibility tree until it closes.
    const button = await screen.findByRole('button', { name: 'Place order', hidden: true });
    await waitFor(() => expect(button).toHaveAccessibleDescription('The shipper is not set yet.'));
    expect(button).toBeDisabled();
  });

  it('CHK-05 keeps purchase disabled while the shipper is being set on load, then enables it', async () => {
    const client = await buyerWithCart();
    let answer!: () => void;
    const setShipper = client.carts.setShipper.bind(client.carts);
    vi.spyOn(client.carts, 'setShipper').mockImplementation(
      (body) =>
        new Promise((done) => {
          answer = () => done(setShipper(body));
        }),
    );
    renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const button = await purchaseButton();
    await waitFor(() => expect(client.carts.setShipper).toHaveBeenCalledOnce());
    expect(button).toBeDisabled();
    expect(button).not.toHaveAccessibleDescription();
    answer();
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$9.95');
  });

  it('CHK-05 keeps purchase disabled while a promo code is being applied', async () => {
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const button = await purchaseButton();
    await waitFor(() => expect(button).toBeEnabled());
    let answer!: () => void;
    const apply = client.promotions.apply.bind(client.promotions);
    vi.spyOn(client.promotions, 'apply').mockImplementation(
      (body) =>
        new Promise((done) => {
          answer = () => done(apply(body));
        }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(button).toBeDisabled());
    answer();
    expect(await screen.findByText('Promo code SAVE10 applied.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('CHK-05 an inquiry-only user who has purchaser rights still cannot purchase: "Your account is inquiry only…"', async () => {
    // Test-local world: the demo's inquiry-only user, given purchaser rights, so the inquiry rule alone applies.
    const seed: MemorySeed = demoSeed();
    seed.users = seed.users.map((u) => (u.uid === DEMO_UIDS.inquiry ? { ...u, hasPurchaserRights: true } : u));
    const client = createMemoryApiClient({ seed, user: DEMO_UIDS.inquiry });
    // A cart filled before the account became inquiry-only: the cart refuses an inquiry-only user's adds.
    const inquiry = client.__memory.state.users.get(DEMO_UIDS.inquiry)!;
    inquiry.isUserInquiryOnly = false;
    await fillCart(client, [{ product: almanac, quantity: 1 }], DEMO_UIDS.inquiry);
    inquiry.isUserInquiryOnly = true;
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('$9.95'));
    await fillPo(user);
    const button = await purchaseButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Your account is inquiry only: you cannot place orders.');
  });

  it("CHK-03 a code longer than any code reads 'This promo code is not valid.', never the validator's words", async () => {
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'X'.repeat(70));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code is not valid.');
    expect(field).toHaveAccessibleDescription('This promo code is not valid.');
    expect(document.body).not.toHaveTextContent(/Too big|expected string/);
  });

  it('CHK-03 counts down in the singular at the end: in 2 seconds, then in 1 second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = await buyerWithCart();
    vi.spyOn(client.promotions, 'apply').mockRejectedValue(
      new ApiError(
        errorBody(429, 'RATE_LIMITED', PROMO_THROTTLED, {
          timeLeft: 1_500,
          fieldErrors: { promoCode: PROMO_THROTTLED },
        }),
      ),
    );
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const countdown = await screen.findByRole('dialog', { name: 'Too many attempts' });
    expect(countdown).toHaveTextContent('You can try another promo code in 2 seconds.');
    expect(field).toHaveAccessibleDescription('Too many promo code attempts. Please wait before trying again.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    expect(countdown).toHaveTextContent('You can try another promo code in 1 second.');
  });

  it("CHK-03 after the countdown ends says 'You are ready to resubmit a promo code.' and a code applies again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    for (const code of ['NOPE1', 'NOPE2', 'NOPE3', 'NOPE4']) {
      await user.clear(field);
      await user.type(field, code);
      await user.click(screen.getByRole('button', { name: 'Apply' }));
    }
    const countdown = await screen.findByRole('dialog', { name: 'Too many attempts' });
    expect(countdown).toHaveTextContent(/You can try another promo code in \d+ seconds\./);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROMO_WINDOW_MS + 1_000);
    });
    expect(countdown).toHaveTextContent('You are ready to resubmit a promo code.');
    expect(countdown).not.toHaveTextContent(/seconds/);
    await user.click(within(countdown).getByRole('button', { name: 'OK' }));
    expect(field).not.toHaveAccessibleDescription();
    await user.clear(field);
    await user.type(field, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code SAVE10 applied.')).toBeInTheDocument();
  });

  it('CHK-03 removing a code sets the shipper again, then recalculates the cart', async () => {
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await user.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code SAVE10 applied.')).toBeInTheDocument();
    const remove = vi.spyOn(client.promotions, 'remove');
    const setShipper = vi.spyOn(client.carts, 'setShipper');
    const recalculate = vi.spyOn(client.carts, 'recalculate');
    await user.click(screen.getByRole('button', { name: 'Remove promo code SAVE10' }));
    expect(await screen.findByText('Promo code SAVE10 removed.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledExactlyOnceWith({ userId: B, promoCode: 'SAVE10' });
    expect(setShipper).toHaveBeenCalledExactlyOnceWith({ userId: B });
    expect(recalculate).toHaveBeenCalledExactlyOnceWith({ userId: B });
    expect(remove.mock.invocationCallOrder[0]).toBeLessThan(setShipper.mock.invocationCallOrder[0]!);
    expect(setShipper.mock.invocationCallOrder[0]).toBeLessThan(recalculate.mock.invocationCallOrder[0]!);
    // The twin's cart has the shipper again and no discount: the summary shows it.
    expect(client.__memory.cartsOf(B).find((c) => !c.saved)?.deliveryCost?.value).toBe(9.95);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('$9.95');
    expect(summary).not.toHaveTextContent('Discounts');
  });

  it('CHK-06 after placing the PO order updates the default accounts (PATCH) and recalculates, before the confirmation', async () => {
    const client = await buyerWithCart();
    const accounts = client.__memory.state.accounts.get(B)!;
    const place = vi.spyOn(client.orders, 'place');
    const update = vi.spyOn(client.users, 'updateDefaultAccounts');
    const recalculate = vi.spyOn(client.carts, 'recalculate');
    const { user, location } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, {
      client,
      route: '/checkout',
    });
    await fillPo(user);
    const button = await purchaseButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\?ordernumber=W\d+$/));
    expect(place).toHaveBeenCalledOnce();
    expect(update).toHaveBeenCalledExactlyOnceWith({
      userId: B,
      shipToAccountNumber: accounts.shipToAccount!.accountNumber,
      ...(accounts.customerDefaultBillToAccount?.uid
        ? { billToAccountNumber: accounts.customerDefaultBillToAccount.uid }
        : {}),
    });
    expect(recalculate).toHaveBeenCalledExactlyOnceWith({ userId: B });
    expect(place.mock.invocationCallOrder[0]).toBeLessThan(update.mock.invocationCallOrder[0]!);
    expect(update.mock.invocationCallOrder[0]).toBeLessThan(recalculate.mock.invocationCallOrder[0]!);
  });

  it('CHK-06 places a PO order, stores the confirmation and goes to the confirmation page; GTM-01 pushes begin_checkout and purchase', async () => {
    const client = await buyerWithCart();
    const events: AnalyticsEvent[] = [];
    const { user, location } = renderWithProviders(
      <AnalyticsProvider sink={(e) => events.push(e)}>
        <CheckoutPage isProcessedReturn={false} />
      </AnalyticsProvider>,
      { client, route: '/checkout', site: { enabledGtm: true, gtmId: 'GTM-TEST' } },
    );
    await fillPo(user, '  PO-42  ');
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(await purchaseButton());
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\?ordernumber=W\d+$/));
    const code = new URLSearchParams(location().split('?')[1]).get('ordernumber');
    const stored = JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.confirmation)!);
    expect(stored.code).toBe(code);
    expect(stored.cart.entries.map((e: { quantity: number }) => e.quantity)).toEqual([2]);
    expect(events.map((e) => e.event)).toEqual(['begin_checkout', 'purchase']);
    expect(events[1]!.ecommerce).toMatchObject({
      transaction_id: code,
      items: [{ item_id: almanac.isbn13, quantity: 2 }],
    });
    const order = [...client.__memory.state.orders.values()].find((o) => o.internetReference === code);
    expect(order?.poNumber).toBe('PO-42');
  });

  it('GTM-01 pushes nothing when the site does not enable the tag manager', async () => {
    const client = await buyerWithCart();
    const events: AnalyticsEvent[] = [];
    renderWithProviders(
      <AnalyticsProvider sink={(e) => events.push(e)}>
        <CheckoutPage isProcessedReturn={false} />
      </AnalyticsProvider>,
      { client, route: '/checkout' },
    );
    await screen.findByRole('region', { name: 'Order summary' });
    expect(events).toEqual([]);
  });

  it('CHK-07 posts the card to the provider only: the API never sees number, expiry or code', async () => {
    const client = await buyerWithCart();
    const request = vi.spyOn(client.payments, 'request');
    const posted: { request: PaymentRequest; card: CardFields }[] = [];
    const { user } = renderWithProviders(
      <CheckoutPage isProcessedReturn={false} submitToProvider={(req, card) => posted.push({ request: req, card })} />,
      { client, route: '/checkout' },
    );
    await user.click(await screen.findByRole('radio', { name: 'Pay by credit card' }));
    await user.type(screen.getByLabelText(/Card number/), '4111 1111 1111 1111');
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription('Card type: Visa');
    await user.type(screen.getByLabelText(/Expiration date/), '122030');
    expect(screen.getByLabelText(/Expiration date/)).toHaveValue('12/2030');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await fillPo(user);
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(await purchaseButton());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.card).toEqual({
      card_type: 'visa',
      card_number: TEST_CARDS.visa,
      card_expiry_date: '12-2030',
      card_cvn: '123',
    });
    const sent = JSON.stringify(request.mock.calls);
    expect(sent).not.toContain(TEST_CARDS.visa);
    expect(sent).not.toContain('12-2030');
    expect(request.mock.calls[0]![0]).not.toHaveProperty('card_cvn');
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.pendingCardPayment)!)).not.toHaveProperty(
      'card_number',
    );
  });

  it('CHK-07 on the processed return places the card order and goes to the confirmation', async () => {
    const client = await buyerWithCart();
    // The checkout page the buyer paid from had set the shipper on load (CHK-04).
    const cart = await client.carts.setShipper({ userId: B });
    const request = await client.payments.request({
      userId: B,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-CARD',
      origin: 'http://localhost/checkout',
    });
    postToMemoryProvider(client, request, { cardNumber: TEST_CARDS.visa });
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEYS.pendingCardPayment,
      JSON.stringify({ cartCode: cart.code, specialShippingInfo: '' }),
    );
    const { location } = renderWithProviders(<CheckoutPage isProcessedReturn />, {
      client,
      route: '/checkout?processed=true',
    });
    expect(await screen.findByText('Completing your card payment…')).toBeInTheDocument();
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\?ordernumber=W\d+$/));
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.pendingCardPayment)).toBeNull();
  });

  it('CHK-07 reopening the processed return after the order was placed goes to its confirmation again, placing nothing and showing no error', async () => {
    const client = await buyerWithCart();
    const cart = await client.carts.setShipper({ userId: B });
    const request = await client.payments.request({
      userId: B,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-CARD',
      origin: 'http://localhost/checkout',
    });
    postToMemoryProvider(client, request, { cardNumber: TEST_CARDS.visa });
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEYS.pendingCardPayment,
      JSON.stringify({ cartCode: cart.code, specialShippingInfo: '' }),
    );
    const first = renderWithProviders(<CheckoutPage isProcessedReturn />, {
      client,
      route: '/checkout?processed=true',
    });
    await waitFor(() => expect(first.location()).toMatch(/^\/order-confirmation\?ordernumber=W\d+$/));
    const confirmation = first.location();
    first.unmount();
    const place = vi.spyOn(client.orders, 'placeCreditCardOrder');
    const again = renderWithProviders(<CheckoutPage isProcessedReturn />, {
      client,
      route: '/checkout?processed=true',
    });
    await waitFor(() => expect(again.location()).toBe(confirmation));
    expect(place).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('CHK-08 a declined card opens the payment error modal; closing it reloads checkout with the cart intact', async () => {
    const client = await buyerWithCart();
    // The checkout page the buyer paid from had set the shipper on load (CHK-04).
    const cart = await client.carts.setShipper({ userId: B });
    const request = await client.payments.request({
      userId: B,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-CARD',
      origin: 'http://localhost/checkout',
    });
    postToMemoryProvider(client, request, { cardNumber: TEST_CARDS.declined });
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEYS.pendingCardPayment,
      JSON.stringify({ cartCode: cart.code, specialShippingInfo: '' }),
    );
    const reload = vi.fn();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn reload={reload} />, {
      client,
      route: '/checkout?processed=true',
    });
    const modal = await screen.findByRole('dialog', { name: 'Something went wrong during payment/order placement:' });
    expect(modal).toHaveTextContent('The card payment was not authorised.');
    await user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledOnce();
    expect((await client.carts.get({ userId: B })).entries.map((e) => e.quantity)).toEqual([2]);
  });

  it('CHK-08 after a failed card payment the reload keeps the PO number and shipping instructions (never a card field)', async () => {
    const client = await buyerWithCart();
    // The checkout page the buyer paid from had set the shipper on load (CHK-04).
    const cart = await client.carts.setShipper({ userId: B });
    const request = await client.payments.request({
      userId: B,
      cartCode: cart.code,
      purchaseOrderNumber: 'PO-CARD',
      origin: 'http://localhost/checkout',
    });
    postToMemoryProvider(client, request, { cardNumber: TEST_CARDS.declined });
    sessionStorage.setItem(
      CHECKOUT_STORAGE_KEYS.pendingCardPayment,
      JSON.stringify({
        cartCode: cart.code,
        specialShippingInfo: 'Dock 4, mornings only',
        purchaseOrderNumber: 'PO-CARD',
      }),
    );
    const reload = vi.fn();
    const first = renderWithProviders(<CheckoutPage isProcessedReturn reload={reload} />, {
      client,
      route: '/checkout?processed=true',
    });
    const modal = await screen.findByRole('dialog', { name: 'Something went wrong during payment/order placement:' });
    await first.user.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.paymentDraft)).not.toMatch(/4\d{12,15}/);
    first.unmount();

    renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await waitFor(() => expect(screen.getByLabelText(/Purchase order number/)).toHaveValue('PO-CARD'));
    expect(screen.getByLabelText(/Special shipping instructions/)).toHaveValue('Dock 4, mornings only');
    expect(screen.getByRole('radio', { name: 'Pay by credit card' })).toBeChecked();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');
    // Kept for that one reload only.
    expect(sessionStorage.getItem(CHECKOUT_STORAGE_KEYS.paymentDraft)).toBeNull();
  });

  it('CHK-08 an invalid ship-to address opens the address error modal', async () => {
    const client = await buyerWithCart();
    setShipToAddress(client, { postalCode: '' });
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await fillPo(user);
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(await purchaseButton());
    const modal = await screen.findByRole('dialog', { name: 'ERROR' });
    expect(modal).toHaveTextContent('Something went wrong.');
    expect(modal).toHaveTextContent('There is a problem with your Shipping Address. Please, select another one.');
  });

  it('CHK-08 an unverifiable address alerts; USE MY ADDRESS places the order anyway', async () => {
    const client = await buyerWithCart();
    setShipToAddress(client, { line1: 'Old Harbor Road' });
    const { user, location } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, {
      client,
      route: '/checkout',
    });
    await fillPo(user);
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(await purchaseButton());
    const alert = await screen.findByRole('dialog', { name: 'Address Alert' });
    expect(alert).toHaveTextContent('We were unable to find the address as entered.');
    expect(
      within(alert)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['USE MY ADDRESS', 'REPLACE ADDRESS', 'CLOSE']);
    await user.click(within(alert).getByRole('button', { name: 'USE MY ADDRESS' }));
    await waitFor(() => expect(location()).toMatch(/^\/order-confirmation\?ordernumber=/));
  });

  it('CHK-08 REPLACE ADDRESS opens the change-account modal', async () => {
    const client = await buyerWithCart();
    setShipToAddress(client, { line1: 'Old Harbor Road' });
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await fillPo(user);
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(await purchaseButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Address Alert' })).getByRole('button', {
        name: 'REPLACE ADDRESS',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Change account' })).toBeInTheDocument();
  });

  it('CHK-02 Backspace in the expiry field gets past the slash, and a security code too short for an American Express card is refused before purchase', async () => {
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await user.click(await screen.findByRole('radio', { name: 'Pay by credit card' }));
    const expiry = screen.getByLabelText(/Expiration date/);
    await user.type(expiry, '4');
    expect(expiry).toHaveValue('04/');
    await user.type(expiry, '{Backspace}');
    expect(expiry).toHaveValue('04');
    await user.type(expiry, '{Backspace}{Backspace}');
    expect(expiry).toHaveValue('');
    await user.type(screen.getByLabelText(/Card number/), '3782 822463 10005');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await act(async () => {
      await user.tab();
    });
    expect(screen.getByLabelText(/Security code/)).toHaveAccessibleDescription(
      /The security code of this American Express card has 4 digits\./,
    );
  });

  it('CHK-02 shows field errors on blur', async () => {
    const client = await buyerWithCart();
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await user.click(await screen.findByRole('radio', { name: 'Pay by credit card' }));
    await user.type(screen.getByLabelText(/Card number/), '4111');
    await act(async () => {
      await user.tab();
    });
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(
      /Enter a card number of 13, 15 or 16 digits\./,
    );
  });

  it('CHK-02 Place order with empty card fields: focus goes to one error summary whose links name and focus each field, and the title starts with "Error: "', async () => {
    const client = await buyerWithCart();
    document.title = 'Checkout | Shelfmark';
    const { user } = renderWithProviders(<CheckoutPage isProcessedReturn={false} />, { client, route: '/checkout' });
    await user.click(await screen.findByRole('radio', { name: 'Pay by credit card' }));
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(await purchaseButton());

    const summary = await screen.findByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    // One announcement, not one assertive alert per empty field (the promo code's alert waits empty for its answer).
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toEqual([
      within(summary).getByRole('alert'),
    ]);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter the card number',
      'Enter the expiration date',
      'Enter the security code',
      'Enter the purchase order number',
    ]);
    expect(document.title).toBe('Error: Checkout | Shelfmark');

    await user.click(within(summary).getByRole('link', { name: 'Enter the security code' }));
    const code = screen.getByLabelText(/Security code/);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription('Enter the security code');
    await user.click(within(summary).getByRole('link', { name: 'Enter the card number' }));
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
  });

  it('CHK-02 the error summary goes and the title is restored once every field is filled', async () => {
    const client = await buyerWithCart();
    document.title = 'Checkout | Shelfmark';
    const { user } = renderWithProviders(
      <CheckoutPage isProcessedReturn={false} submitToProvider={() => undefined} />,
      { client, route: '/checkout' },
    );
    await waitFor(async () => expect(await purchaseButton()).toBeEnabled());
    await user.click(await purchaseButton());
    expect(await screen.findByRole('link', { name: 'Enter the purchase order number' })).toBeInTheDocument();
    expect(document.title).toBe('Error: Checkout | Shelfmark');
    await fillPo(user);
    expect(screen.queryByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(document.title).toBe('Checkout | Shelfmark');
  });

  it('CHK-01 renders inside the host page’s main, never a main of its own: the page has one main landmark', async () => {
    const client = await buyerWithCart();
    renderWithProviders(
      <main>
        <CheckoutPage isProcessedReturn={false} />
      </main>,
      { client, route: '/checkout' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Items in your order' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
