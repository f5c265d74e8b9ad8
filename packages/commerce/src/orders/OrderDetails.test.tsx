import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryApiClient, demoSeed, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { InvoiceButton } from './InvoiceButton';
import { OrderDetails } from './OrderDetails';
import { groupShipments } from './groupShipments';

/** The demo seed with a 3-line shipped order split over two tracking numbers and free shipping. */
function seedWithSplitShipment() {
  const seed = demoSeed();
  const order = seed.orders!.find((o) => o.orderNumber === '4100001')!;
  order.customShipping = { value: 0, formattedValue: '$0.00', currencyIso: 'USD' };
  order.shippingDetail = order.lines.map((l, i) => ({
    isbn: l.isbn3Litm,
    quantityShipped: l.quantityShippedSoqs,
    trackingNumber: i === 0 ? '1ZAAA' : '1ZBBB',
    shipViaCode: 'UPS',
  }));
  return { seed, order };
}

describe('OrderDetails', () => {
  it('ORD-04 shows 2 lines, then all with Show more, and 2 again with Show less', async () => {
    const { seed, order } = seedWithSplitShipment();
    const { user } = renderWithProviders(<OrderDetails orderNumber="4100001" />, { user: DEMO_UIDS.buyer, seed });
    expect(screen.getByRole('heading', { level: 1, name: 'Order 4100001' })).toBeInTheDocument();
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    const more = within(items).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(items).getAllByRole('listitem')).toHaveLength(order.lines.length);
    await user.click(within(items).getByRole('button', { name: 'Show less' }));
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
  });

  it('ORD-04 totals show subtotal, taxes, FREE shipping at zero and total; lines show the ISBN dashed 3-1-2-6-1', async () => {
    const { seed, order } = seedWithSplitShipment();
    renderWithProviders(<OrderDetails orderNumber="4100001" />, { user: DEMO_UIDS.buyer, seed });
    const totals = await screen.findByRole('region', { name: 'Order total' });
    expect(totals).toHaveTextContent(`Subtotal${order.customSubtotal.formattedValue}`);
    expect(totals).toHaveTextContent('ShippingFREE');
    expect(totals).toHaveTextContent(`Total${order.customTotal.formattedValue}`);
    const isbn = order.lines[0]!.isbn3Litm;
    const dashed = `${isbn.slice(0, 3)}-${isbn[3]}-${isbn.slice(4, 6)}-${isbn.slice(6, 12)}-${isbn[12]}`;
    expect(within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem')[0]).toHaveTextContent(
      `ISBN${dashed}`,
    );
    expect(screen.getAllByText('Shipped', { selector: 'dd' }).length).toBeGreaterThan(0);
  });

  it('ORD-04 groups shipments by tracking number', async () => {
    const { seed, order } = seedWithSplitShipment();
    renderWithProviders(<OrderDetails orderNumber="4100001" />, { user: DEMO_UIDS.buyer, seed });
    const first = await screen.findByRole('region', { name: 'Tracking number 1ZAAA' });
    const second = screen.getByRole('region', { name: 'Tracking number 1ZBBB' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(1);
    expect(within(second).getAllByRole('listitem')).toHaveLength(order.lines.length - 1);
    expect(first).toHaveTextContent('Carrier: UPS');
    expect(
      groupShipments([
        { isbn: '1', quantityShipped: 1, trackingNumber: 'A', shipViaCode: 'UPS' },
        { isbn: '2', quantityShipped: 2, trackingNumber: 'B', shipViaCode: 'FEDEX' },
        { isbn: '3', quantityShipped: 3, trackingNumber: 'A', shipViaCode: 'UPS' },
      ]).map((g) => [g.trackingNumber, g.items.map((i) => i.isbn)]),
    ).toEqual([
      ['A', ['1', '3']],
      ['B', ['2']],
    ]);
  });

  it("ORD-02 a new order's lines read the spec's Undefined with Not yet shipped, not a bare Undefined", async () => {
    const seed = demoSeed();
    const order = seed.orders!.find((o) => o.orderNumber === '4100001')!;
    order.lines = order.lines.map((l) => ({
      ...l,
      quantityShippedSoqs: 0,
      actualShipDate: null,
      quantityBackorderedSobk: 0,
      quantityCancelledSocn: 0,
    }));
    order.lines[1] = { ...order.lines[1]!, quantityBackorderedSobk: 1, quantityCancelledSocn: 1 };
    renderWithProviders(<OrderDetails orderNumber="4100001" />, { user: DEMO_UIDS.buyer, seed });
    const lines = within(await screen.findByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Line statusUndefined (Not yet shipped)');
    expect(lines[1]).toHaveTextContent('Line statusUndefined (Partly backordered, partly cancelled)');
  });

  it('ORD-04 a line ordered on a fund names its fund code; a line without one names none', async () => {
    const seed = demoSeed();
    const order = seed.orders!.find((o) => o.orderNumber === '4100001')!;
    order.lines[0] = { ...order.lines[0]!, fundCode: 'ADULT-NF-2027' };
    order.lines[1] = { ...order.lines[1]!, fundCode: null };
    renderWithProviders(<OrderDetails orderNumber="4100001" />, { user: DEMO_UIDS.buyer, seed });
    const lines = within(await screen.findByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Fund codeADULT-NF-2027');
    expect(lines[1]).not.toHaveTextContent('Fund code');
  });

  it('ORD-04 answers Order not found for an unknown order, and for an order of another customer', async () => {
    renderWithProviders(<OrderDetails orderNumber="4100001" />, { user: DEMO_UIDS.thorndikeBuyer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
  });

  it('ORD-03 takes staff back to My Orders with the ship-to they typed', async () => {
    renderWithProviders(<OrderDetails orderNumber="4100001" staffShipTo="100101" />, { user: DEMO_UIDS.staff });
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/my-orders?shipTo=100101');
    expect(await screen.findByRole('region', { name: 'Order total' })).toBeInTheDocument();
  });

  it('ORD-03 reads an archived order from the archive', async () => {
    renderWithProviders(<OrderDetails orderNumber="3900001" isArchived />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('region', { name: 'Order total' })).toBeInTheDocument();
    expect(screen.getByText('PO-2023-0011')).toBeInTheDocument();
  });

  it('ORD-05 shows Invoice not yet available, disabled, while the order has no invoice', async () => {
    renderWithProviders(<OrderDetails orderNumber="4100002" />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('button', { name: 'Invoice not yet available' })).toBeDisabled();
  });
});

describe('InvoiceButton', () => {
  it('ORD-05 downloads the invoice PDF as {invoiceNumber}_invoice.pdf', async () => {
    const save = vi.fn();
    const { user } = renderWithProviders(<InvoiceButton invoiceNumber="7000001" save={save} />, {
      user: DEMO_UIDS.buyer,
    });
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [blob, fileName] = save.mock.calls[0]!;
    expect(fileName).toBe('7000001_invoice.pdf');
    expect(blob).toBeInstanceOf(Blob);
    expect(new TextDecoder().decode(new Uint8Array(await (blob as Blob).arrayBuffer())).slice(0, 5)).toBe('%PDF-');
  });

  it('ORD-05 reads an archived invoice from the archived-invoices call', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const archived = vi.spyOn(client.invoices, 'downloadArchived');
    const save = vi.fn();
    const { user } = renderWithProviders(
      <InvoiceButton invoiceNumber="6900002" invoiceType="RM" isArchived save={save} />,
      { client },
    );
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), '6900002_invoice.pdf'));
    expect(archived).toHaveBeenCalledWith({ invoiceNumber: '6900002', invoiceType: 'RM' });
  });

  it('ORD-05 turns into Invoice not yet available when the server has none yet', async () => {
    const { user } = renderWithProviders(<InvoiceButton invoiceNumber="0000000" save={vi.fn()} />, {
      user: DEMO_UIDS.buyer,
    });
    await user.click(screen.getByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('button', { name: 'Invoice not yet available' })).toBeDisabled();
  });
});
