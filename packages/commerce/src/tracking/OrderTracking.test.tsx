import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorBody } from '@shelfmark/api-client';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { carrierTrackingLink, parseCarrierLinks } from './carrierLinks';
import { OrderTracking } from './OrderTracking';
import { criterionQuery, identifiesAnOrder, trackingQuery } from './trackingCriteria';

const firstType = () => screen.getByRole('combobox', { name: 'Search by' });
const secondType = () => screen.getByRole('combobox', { name: 'And by' });
const narrowType = () => screen.getByRole('combobox', { name: 'Narrow by (optional)' });
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('OrderTracking', () => {
  const SEVEN = [
    'Purchase Order',
    'Order Number',
    'Account Number',
    'ISBN',
    'Internet Reference',
    'Invoice Number',
    'Order Date',
  ];

  it('TRK-01 offers the seven criteria of spec 001 §9, keeps the second chooser disabled until the first is chosen, and leaves the first choice out of it', async () => {
    const { user } = renderWithProviders(<OrderTracking />);
    expect(secondType()).toBeDisabled();
    expect(options(firstType())).toEqual(['Choose a search type', ...SEVEN]);
    await user.selectOptions(firstType(), 'Purchase Order');
    expect(secondType()).toBeEnabled();
    expect(options(secondType())).toEqual(['Choose a search type', ...SEVEN.filter((t) => t !== 'Purchase Order')]);
    await user.selectOptions(secondType(), 'ISBN');
    expect(options(narrowType())).toEqual([
      'Choose a search type',
      ...SEVEN.filter((t) => t !== 'Purchase Order' && t !== 'ISBN'),
    ]);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('TRK-01 a visitor is told that two criteria must be the order’s references, with a sign-in link; Search waits for them', async () => {
    const { user } = renderWithProviders(<OrderTracking />);
    const rule = screen.getByText(/Without signing in, two of them must be references of the order/);
    expect(within(rule).getByRole('link', { name: 'Sign in to search by any two' })).toHaveAttribute(
      'href',
      expect.stringContaining('order-tracking'),
    );
    await user.selectOptions(firstType(), 'ISBN');
    await user.type(screen.getByRole('textbox', { name: 'ISBN' }), '9780000000002');
    await user.selectOptions(secondType(), 'Account Number');
    await user.type(screen.getByRole('textbox', { name: 'Account Number' }), '1000101');
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();
    expect(search).toHaveAccessibleDescription(expect.stringContaining('Without signing in'));
  });

  it('TRK-01 a signed-in buyer searches by any two criteria (ISBN and order date) and sees the rule for visitors no more', async () => {
    const client = createMemoryApiClient({ user: 'buyer@shelfmark.test' });
    const search = vi.spyOn(client.tracking, 'search');
    const { user } = renderWithProviders(<OrderTracking />, { client, user: 'buyer@shelfmark.test' });
    await user.selectOptions(firstType(), 'ISBN');
    await user.type(screen.getByRole('textbox', { name: 'ISBN' }), '978-0-00-000000-2');
    await user.selectOptions(secondType(), 'Order Date');
    await user.type(screen.getByRole('textbox', { name: 'Order Date' }), '2026-09-02');
    expect(screen.queryByText(/Without signing in/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).toHaveBeenCalledWith({
      ISBN13: '9780000000002',
      orderDateFrom: '2026-09-01',
      orderDateTo: '2026-09-03',
    });
  });

  it('TRK-01 a narrowing criterion never stands in for the second reference', async () => {
    const { user } = renderWithProviders(<OrderTracking />);
    await user.selectOptions(firstType(), 'Purchase Order');
    await user.type(screen.getByRole('textbox', { name: 'Purchase Order' }), 'PO-2026-0091');
    await user.selectOptions(narrowType(), 'Order Date');
    await user.type(screen.getByRole('textbox', { name: 'Order Date' }), '2026-09-02');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.selectOptions(secondType(), 'Order Number');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), '4100001');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('TRK-01 searches by PO number plus order number, narrowed by order date (the day before to the day after), and opens the shipping info with the carrier link', async () => {
    const client = createMemoryApiClient();
    const search = vi.spyOn(client.tracking, 'search');
    const { user } = renderWithProviders(<OrderTracking />, { client });
    await user.selectOptions(firstType(), 'Purchase Order');
    await user.type(screen.getByRole('textbox', { name: 'Purchase Order' }), 'PO-2026-0091');
    await user.selectOptions(secondType(), 'Order Number');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), '4100001');
    await user.selectOptions(narrowType(), 'Order Date');
    const date = screen.getByRole('textbox', { name: 'Order Date' });
    await user.type(date, '2026-9-2');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Please input full date'));
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2026-09-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).toHaveBeenCalledWith({
      reference1: 'PO-2026-0091',
      orderNumber: '4100001',
      orderDateFrom: '2026-09-01',
      orderDateTo: '2026-09-03',
    });
    const results = await screen.findByRole('table', { name: 'Order 4100001, placed 09/02/2026' });
    expect(within(results).getAllByRole('row')).toHaveLength(4);
    await user.click(within(results).getAllByRole('button', { name: /Shipping info for/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Shipping information' });
    const link = within(dialog).getByRole('link', { name: 'Track with UPS (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('TRK-01 shows the nothing-found message, and Clear resets everything', async () => {
    const { user } = renderWithProviders(<OrderTracking labels={{ nothingFound: 'Nothing matched.' }} />);
    await user.selectOptions(firstType(), 'Order Number');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), '4100001');
    await user.selectOptions(secondType(), 'Invoice Number');
    await user.type(screen.getByRole('textbox', { name: 'Invoice Number' }), '9999999');
    await user.selectOptions(narrowType(), 'Account Number');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing matched.');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(firstType()).toHaveValue('');
    expect(narrowType()).toHaveValue('');
    expect(secondType()).toBeDisabled();
    expect(screen.queryByText('Nothing matched.')).toBeNull();
  });

  it("TRK-01 a throttled lookup says how long to wait in the labels' words, 1 second in the singular", async () => {
    const client = createMemoryApiClient();
    vi.spyOn(client.tracking, 'search').mockRejectedValue(
      new ApiError(
        errorBody(429, 'RATE_LIMITED', 'Too many order lookups. Please wait 1 seconds and try again.', {
          timeLeft: 800,
        }),
      ),
    );
    const { user } = renderWithProviders(<OrderTracking />, { client });
    await user.selectOptions(firstType(), 'Order Number');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), '4100001');
    await user.selectOptions(secondType(), 'Invoice Number');
    await user.type(screen.getByRole('textbox', { name: 'Invoice Number' }), '9999999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please wait 1 second and try again.');
    expect(alert).not.toHaveTextContent('1 seconds');
  });

  it('TRK-01 choosing Order Date clears the value; choosing the second type as first resets the second', async () => {
    const { user } = renderWithProviders(<OrderTracking />);
    await user.selectOptions(narrowType(), 'ISBN');
    await user.type(screen.getByRole('textbox', { name: 'ISBN' }), '9780000000002');
    await user.selectOptions(narrowType(), 'Order Date');
    expect(screen.getByRole('textbox', { name: 'Order Date' })).toHaveValue('');
    await user.selectOptions(firstType(), 'Purchase Order');
    await user.selectOptions(secondType(), 'Order Number');
    await user.selectOptions(firstType(), 'Invoice Number');
    expect(secondType()).toHaveValue('orderNumber');
    await user.selectOptions(firstType(), 'Order Number');
    expect(secondType()).toHaveValue('');
  });

  it('TRK-01 reads ISBNs without dashes: 13 digits as ISBN13, 10 as ISBN10, other lengths as ISBN13', () => {
    expect(criterionQuery({ type: 'isbn', value: '978-0-00-000000-2' })).toEqual({ ISBN13: '9780000000002' });
    expect(criterionQuery({ type: 'isbn', value: '0-00-000000-0' })).toEqual({ ISBN10: '0000000000' });
    expect(criterionQuery({ type: 'isbn', value: '12345' })).toEqual({ ISBN13: '12345' });
    expect(
      trackingQuery(
        { type: 'purchaseOrder', value: 'PO-1' },
        { type: 'invoiceNumber', value: ' 7000001 ' },
        { type: 'orderDate', value: '2026-03-01' },
      ),
    ).toEqual({ reference1: 'PO-1', invoiceNumber: '7000001', orderDateFrom: '2026-02-28', orderDateTo: '2026-03-02' });
    expect(
      trackingQuery(
        { type: 'purchaseOrder', value: 'PO-1' },
        { type: 'orderNumber', value: '1' },
        { type: 'isbn', value: ' ' },
      ),
    ).toEqual({ reference1: 'PO-1', orderNumber: '1' });
  });

  it('TRK-01 counts references by the shared rule: order number and internet reference are one; ship-to, ISBN and dates never count', () => {
    expect(identifiesAnOrder({ reference1: 'PO-1', orderNumber: '1' })).toBe(true);
    expect(identifiesAnOrder({ orderNumber: '1', reference: 'W1' })).toBe(false);
    expect(
      identifiesAnOrder({
        orderNumber: '1',
        customerShipTo: '1000101',
        ISBN13: '9780000000002',
        ISBN10: '0000000000',
        orderDateFrom: '1900-01-01',
      }),
    ).toBe(false);
  });

  it('TRK-01 builds carrier links from the pipe-and-caret map, {trackingID} filled in', () => {
    const map = parseCarrierLinks(
      'UPS^https://ups.test/t?n={trackingID}|FedEx^https://fedex.test/{trackingID}/x||broken',
    );
    expect(carrierTrackingLink(map, 'ups', '1Z 9')).toBe('https://ups.test/t?n=1Z%209');
    expect(carrierTrackingLink(map, 'FEDEX', 'F1')).toBe('https://fedex.test/F1/x');
    expect(carrierTrackingLink(map, 'CANPAR', 'C1')).toBeNull();
  });

  it('TRK-01 a half-typed order date is read politely once typing pauses, never as an alert; Enter lists it in an error summary that focuses the date', async () => {
    document.title = 'Order tracking';
    const { user } = renderWithProviders(<OrderTracking />);
    await user.selectOptions(firstType(), 'Purchase Order');
    await user.type(screen.getByRole('textbox', { name: 'Purchase Order' }), 'PO-2026-0091');
    await user.selectOptions(narrowType(), 'Order Date');
    const date = screen.getByRole('textbox', { name: 'Order Date' });
    await user.type(date, '2026-9');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Please input full date'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'Please input full date')).toBe(true),
    );
    await user.type(date, '{Enter}');
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(document.title).toBe('Error: Order tracking');
    await user.click(within(summary).getByRole('link', { name: 'Enter the full order date, as YYYY-MM-DD' }));
    expect(date).toHaveFocus();
  });
});
