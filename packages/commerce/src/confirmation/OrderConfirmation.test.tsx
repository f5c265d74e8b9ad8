import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCart, createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { checkoutStorage } from '../checkout/checkoutStorage';
import { OrderConfirmation } from './OrderConfirmation';
import { withOrderNumber } from './useOrderConfirmation';

afterEach(() => sessionStorage.clear());

const cart = buildCart({
  lines: [
    { product: demoProduct("The Lighthouse Keeper's Almanac"), quantity: 2 },
    { product: demoProduct('An Atlas of Ancient Trade Routes'), quantity: 1 },
  ],
});

describe('OrderConfirmation', () => {
  it('CONF-01 shows the title, the number from the query, the description, contacts and the ordered cart', async () => {
    checkoutStorage.saveConfirmation({ code: 'W02000001', cart });
    renderWithProviders(<OrderConfirmation search="?ordernumber=W02000001" />, { user: 'buyer@shelfmark.test' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText('Your confirmation number is W02000001')).toBeInTheDocument();
    expect(screen.getByText(/We have received your order W02000001/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Questions about your order?' })).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: 'Order summary' })).getByRole('list', {
      name: 'Items in your order',
    });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      cart.totalPriceWithTax.formattedValue,
    );
  });

  it('CONF-01 on mobile the order summary is an accordion, closed until opened', async () => {
    checkoutStorage.saveConfirmation({ code: 'W02000001', cart });
    const { user } = renderWithProviders(
      <OrderConfirmation search="?ordernumber=W02000001" summaryLayout="accordion" />,
      { user: 'buyer@shelfmark.test' },
    );
    const toggle = screen.getByRole('button', { name: 'Order summary (3 items)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Items in your order' })).toBeNull();
    await user.click(toggle);
    // One name for the opened summary, its toggle's: no second "Order summary" heading inside it.
    expect(screen.getByRole('region', { name: 'Order summary (3 items)' })).toContainElement(
      screen.getByRole('list', { name: 'Items in your order' }),
    );
    expect(screen.queryByRole('heading', { name: 'Order summary' })).not.toBeInTheDocument();
  });

  it('CONF-01 the accordion of a one-copy order says "1 item", not "1 items"', async () => {
    const one = buildCart({ lines: [{ product: demoProduct("The Lighthouse Keeper's Almanac"), quantity: 1 }] });
    checkoutStorage.saveConfirmation({ code: 'W02000001', cart: one });
    renderWithProviders(<OrderConfirmation search="?ordernumber=W02000001" summaryLayout="accordion" />, {
      user: 'buyer@shelfmark.test',
    });
    expect(screen.getByRole('button', { name: 'Order summary (1 item)' })).toBeInTheDocument();
  });

  it("CONF-01 never shows another order's cart, and says so when the number is missing", () => {
    checkoutStorage.saveConfirmation({ code: 'W02000001', cart });
    renderWithProviders(<OrderConfirmation search="" />, { user: 'buyer@shelfmark.test' });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find a confirmation number.');
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
  });

  it('CONF-01 shows the PO number, the ship-to and the payment method of the order placed', () => {
    checkoutStorage.saveConfirmation({
      code: 'W02000001',
      cart,
      purchaseOrderNumber: 'PO-2026-119',
      paymentType: 'CARD',
      shipTo: {
        name: 'Riverside Library — North Branch',
        accountNumber: '100101',
        address: '1 Main Street, Northampton',
      },
    });
    renderWithProviders(<OrderConfirmation search="?ordernumber=W02000001" />, { user: 'buyer@shelfmark.test' });
    const details = screen.getByRole('region', { name: 'Order details' });
    const facts = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      'PO number': 'PO-2026-119',
      'Ship to': 'Riverside Library — North Branch (100101), 1 Main Street, Northampton',
      'Payment method': 'Credit card',
    });
  });

  it('CONF-01 on the second brand: its own customer service, the shipping instructions, and Continue shopping to its catalogue search', () => {
    checkoutStorage.saveConfirmation({
      code: 'W02000002',
      cart,
      paymentType: 'ACCOUNT',
      specialShippingInstructions: 'Deliver to the loading dock',
    });
    const { site } = renderWithProviders(<OrderConfirmation search="?ordernumber=W02000002" />, {
      user: 'buyer@thorndike.test',
      site: 'thorndike',
    });
    const contacts = screen.getByRole('region', { name: 'Questions about your order?' });
    expect(contacts).toHaveTextContent('Thorndike Press Customer Service');
    expect(contacts).not.toHaveTextContent('orders@shelfmark.test');
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(details).toHaveTextContent('Shipping instructionsDeliver to the loading dock');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', site.routes.searchResults);
  });

  it('CONF-01 asks a visitor to sign in to see the order, and comes back to it, instead of saying it was not found', async () => {
    renderWithProviders(<OrderConfirmation search="?ordernumber=W02000009" />);
    expect(await screen.findByText('Sign in to see order W02000009.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/return=%2Forder-confirmation%3Fordernumber%3DW02000009$/),
    );
    expect(screen.queryByText(/Order not found|could not find an order/)).not.toBeInTheDocument();
  });

  it('CONF-01 does not thank anyone for a made-up order number: it says the order was not found', async () => {
    renderWithProviders(<OrderConfirmation search="?ordernumber=W99999999" />, { user: 'buyer@shelfmark.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find an order W99999999.');
    expect(screen.queryByText(/Thank you/)).toBeNull();
    expect(screen.queryByText(/Your confirmation number is/)).toBeNull();
  });

  it('CONF-01 thanks for an order of the buyer’s history opened in another session, found by its confirmation number', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { orders } = await client.orders.list({ billToAccountNumber: '100100', shipToAccountNumber: '100101' });
    const placed = orders.find((o) => o.internetReference)!;
    renderWithProviders(<OrderConfirmation search={`?ordernumber=${placed.internetReference}`} />, { client });
    expect(await screen.findByText(`Your confirmation number is ${placed.internetReference}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
  });

  it("CONF-01 replaces a content block's ordernumber placeholder with the number", () => {
    expect(withOrderNumber('Order {ordernumber} is on its way', 'W1')).toBe('Order W1 is on its way');
    expect(withOrderNumber('Order ordernumber received', 'W1')).toBe('Order W1 received');
  });

  it('CONF-01 renders inside the host page’s main, never a main of its own: the page has one main landmark', () => {
    checkoutStorage.saveConfirmation({ code: 'W02000001', cart });
    renderWithProviders(
      <main>
        <OrderConfirmation search="?ordernumber=W02000001" />
      </main>,
      { user: 'buyer@shelfmark.test' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
