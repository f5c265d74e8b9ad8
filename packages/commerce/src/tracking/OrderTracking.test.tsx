import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { carrierTrackingLink, parseCarrierLinks } from './carrierLinks';
import { OrderTracking } from './OrderTracking';
import { criterionQuery, trackingQuery } from './trackingCriteria';

const firstType = () => screen.getByRole('combobox', { name: 'Search by' });
const secondType = () => screen.getByRole('combobox', { name: 'And by' });

describe('OrderTracking', () => {
  it('TRK-01 keeps the second chooser disabled until the first is chosen, and leaves the first choice out of it', async () => {
    const { user } = renderWithProviders(<OrderTracking />);
    expect(secondType()).toBeDisabled();
    expect(within(firstType()).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['Choose a search type', 'Purchase Order', 'Order Number', 'Account Number', 'ISBN', 'Internet Reference', 'Invoice Number', 'Order Date']);
    await user.selectOptions(firstType(), 'Purchase Order');
    expect(secondType()).toBeEnabled();
    expect(within(secondType()).queryByRole('option', { name: 'Purchase Order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('TRK-01 searches by PO number plus order date (the day before to the day after) and opens the shipping info with the carrier link', async () => {
    const client = createMemoryApiClient();
    const search = vi.spyOn(client.tracking, 'search');
    const { user } = renderWithProviders(<OrderTracking />, { client });
    await user.selectOptions(firstType(), 'Purchase Order');
    await user.type(screen.getByRole('textbox', { name: 'Purchase Order' }), 'PO-2026-0091');
    await user.selectOptions(secondType(), 'Order Date');
    const date = screen.getByRole('textbox', { name: 'Order Date' });
    await user.type(date, '2026-9-2');
    expect(date).toHaveAccessibleDescription(expect.stringContaining('Please input full date'));
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2026-09-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).toHaveBeenCalledWith({ reference1: 'PO-2026-0091', orderDateFrom: '2026-09-01', orderDateTo: '2026-09-03' });
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
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing matched.');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(firstType()).toHaveValue('');
    expect(secondType()).toBeDisabled();
    expect(screen.queryByText('Nothing matched.')).toBeNull();
  });

  it('TRK-01 choosing Order Date clears the value; choosing the second type as first resets the second', async () => {
    const { user } = renderWithProviders(<OrderTracking />);
    await user.selectOptions(firstType(), 'Order Number');
    await user.type(screen.getByRole('textbox', { name: 'Order Number' }), '4100001');
    await user.selectOptions(firstType(), 'Order Date');
    expect(screen.getByRole('textbox', { name: 'Order Date' })).toHaveValue('');
    await user.selectOptions(secondType(), 'ISBN');
    await user.selectOptions(firstType(), 'ISBN');
    expect(secondType()).toHaveValue('');
  });

  it('TRK-01 reads ISBNs without dashes: 13 digits as ISBN13, 10 as ISBN10, other lengths as ISBN13', () => {
    expect(criterionQuery({ type: 'isbn', value: '978-0-00-000000-2' })).toEqual({ ISBN13: '9780000000002' });
    expect(criterionQuery({ type: 'isbn', value: '0-00-000000-0' })).toEqual({ ISBN10: '0000000000' });
    expect(criterionQuery({ type: 'isbn', value: '12345' })).toEqual({ ISBN13: '12345' });
    expect(trackingQuery({ type: 'orderDate', value: '2026-03-01' }, { type: 'accountNumber', value: ' 100101 ' }))
      .toEqual({ orderDateFrom: '2026-02-28', orderDateTo: '2026-03-02', customerShipTo: '100101' });
  });

  it('TRK-01 builds carrier links from the pipe-and-caret map, {trackingID} filled in', () => {
    const map = parseCarrierLinks('UPS^https://ups.test/t?n={trackingID}|FedEx^https://fedex.test/{trackingID}/x||broken');
    expect(carrierTrackingLink(map, 'ups', '1Z 9')).toBe('https://ups.test/t?n=1Z%209');
    expect(carrierTrackingLink(map, 'FEDEX', 'F1')).toBe('https://fedex.test/F1/x');
    expect(carrierTrackingLink(map, 'CANPAR', 'C1')).toBeNull();
  });
});
