import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS, type MemoryApiClient } from '@shelfmark/api-client/testing';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../../../test/render';
import { MyOrders } from './MyOrders';

const broken = () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message: 'Order service down' }));

function buyerClient(
  patch: (client: MemoryApiClient) => Partial<MemoryApiClient['orders']> = () => ({}),
): MemoryApiClient {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  return { ...client, orders: { ...client.orders, ...patch(client) } } as MemoryApiClient;
}

const table = () => screen.findByRole('table', { name: 'My Orders' });
const orderNumbers = async () =>
  within(await table())
    .getAllByRole('link', { name: /View order/ })
    .map((a) => a.textContent);
/** Waits until the listed orders are these (a filter, sort or page change re-renders after the input). */
const expectOrders = (expected: string[]) => waitFor(async () => expect(await orderNumbers()).toEqual(expected));

describe('MyOrders', () => {
  it("ORD-01 its search landmark is named, so it is told apart from the header's search", async () => {
    renderWithProviders(<MyOrders />, { user: DEMO_UIDS.buyer, route: '/my-orders' });
    const search = await screen.findByRole('search', { name: 'Search orders' });
    expect(within(search).getByRole('searchbox', { name: 'Search orders' })).toBeInTheDocument();
  });

  it('ORD-01 lists orders and standing orders: confirmation number, PO, order number, dates, status and invoice', async () => {
    renderWithProviders(<MyOrders />, { user: DEMO_UIDS.buyer, route: '/my-orders' });
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Confirmation Number', 'PO number', 'Order number', 'Order date', 'Ship date', 'Status', 'Invoice']);
    const shipped = within(list).getByRole('row', { name: /4100001/ });
    expect(shipped).toHaveTextContent('WEB4100001');
    expect(shipped).toHaveTextContent('PO-2026-0091');
    expect(shipped).toHaveTextContent('09/02/2026');
    expect(shipped).toHaveTextContent('Shipped');
    expect(within(shipped).getByRole('button', { name: 'Download invoice 7000001' })).toBeEnabled();
    const pending = within(list).getByRole('row', { name: /4100002/ });
    expect(within(pending).getByRole('button', { name: 'Invoice not yet available' })).toBeDisabled();
    expect(within(list).getByRole('row', { name: /4100006/ })).toHaveTextContent('Standing order');
    expect(within(list).getByRole('link', { name: 'View order 4100001' })).toHaveAttribute(
      'href',
      '/my-orders/4100001',
    );
    const account = screen.getByRole('region', { name: 'Account information' });
    expect(account).toHaveTextContent('Riverside Library — North Branch (100101)');
  });

  it('ORD-01 searches, filters by type, status and MM/DD/YYYY dates, sorts and pages', async () => {
    const { user } = renderWithProviders(<MyOrders pageSize={3} />, { user: DEMO_UIDS.buyer });
    await expectOrders(['4100005', '4100003', '4100002']);
    expect(screen.getByText('7 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await expectOrders(['4100001', '4100004', '4100006']);

    await user.selectOptions(screen.getByLabelText('Sort by'), 'PO number (A–Z)');
    await waitFor(async () => expect((await orderNumbers())[0]).toBe('4100004')); // PO-2026-0077

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '  po-2026-0117 ');
    await expectOrders(['4100002']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search orders' }));

    await user.click(screen.getByRole('checkbox', { name: 'Standing Orders' }));
    await expectOrders(['4100006']);
    await user.click(screen.getByRole('checkbox', { name: 'Standing Orders' }));
    await user.click(screen.getByRole('checkbox', { name: 'Deferred Ship Date' }));
    await expectOrders(['4100005']);
    await user.click(screen.getByRole('checkbox', { name: 'Deferred Ship Date' }));

    await user.type(screen.getByLabelText('From (MM/DD/YYYY)'), '2026-10-01');
    expect(screen.getByLabelText('From (MM/DD/YYYY)')).toHaveAccessibleDescription('Enter the date as MM/DD/YYYY.');
    await user.clear(screen.getByLabelText('From (MM/DD/YYYY)'));
    await user.type(screen.getByLabelText('From (MM/DD/YYYY)'), '10/01/2026');
    await user.type(screen.getByLabelText('To (MM/DD/YYYY)'), '10/31/2026');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Order number (low to high)');
    await expectOrders(['4100002', '4100003']);

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'no-such-po');
    expect(await screen.findByText('No orders match your filters.')).toBeInTheDocument();
  });

  it('ORD-01 on a phone the filters open in a drawer: the Filters button counts the active ones, Clear empties them, Apply closes and gives focus back; each order is a block of labelled facts', async () => {
    const { user } = renderWithProviders(<MyOrders pageSize={3} />, { user: DEMO_UIDS.buyer });
    await expectOrders(['4100005', '4100003', '4100002']);
    const cell = within(await table())
      .getByRole('link', { name: 'View order 4100005' })
      .closest('td')!;
    expect(cell).toHaveAttribute('data-label', 'Order number');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter orders' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Standing Orders' }));
    await user.type(within(drawer).getByLabelText('From (MM/DD/YYYY)'), '01/01/2020');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectOrders(['4100006']);
    const filters = screen.getByRole('button', { name: 'Filters 2 active' });
    expect(filters).toHaveFocus();
    await user.click(filters);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Filter orders' })).getByRole('button', {
        name: 'Clear filters',
      }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectOrders(['4100005', '4100003', '4100002']);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('ORD-03 fetches archived orders only after the toggle, for an account on the E1 system', async () => {
    const client = buyerClient();
    const archived = vi.spyOn(client.orders, 'archived');
    const { user } = renderWithProviders(<MyOrders />, { client });
    await table();
    expect(archived).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'View order 3900001' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived orders' }));
    const link = await screen.findByRole('link', { name: 'View order 3900001' });
    expect(link).toHaveAttribute('href', '/my-orders/3900001?archived=true');
    expect(archived).toHaveBeenCalledWith({
      billToAccountNumber: '100100',
      shipToAccountNumber: '100101',
      orgAccountNumber: '100100',
    });
    expect(screen.getByRole('row', { name: /3900001/ })).toHaveTextContent('Archived');
  });

  it('ORD-03 with archived orders on, which span the organisation’s ship-tos, each row says its ship-to in a Ship-to column', async () => {
    const { user } = renderWithProviders(<MyOrders />, { client: buyerClient() });
    await table();
    expect(screen.queryByRole('columnheader', { name: 'Ship-to' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived orders' }));
    await screen.findByRole('link', { name: 'View order 3900001' });
    expect(within(await table()).getByRole('columnheader', { name: 'Ship-to' })).toBeInTheDocument();
    const shipToOf = (orderNumber: string) =>
      within(screen.getByRole('row', { name: new RegExp(orderNumber) }))
        .getAllByRole('cell')
        .find((cell) => cell.getAttribute('data-label') === 'Ship-to');
    expect(shipToOf('3900001')).toHaveTextContent(/^100102$/);
    expect(shipToOf('4100001')).toHaveTextContent(/^100101$/);
  });

  it('ORD-03 hides the archived toggle from accounts that are not on E1', async () => {
    renderWithProviders(<MyOrders />, { user: DEMO_UIDS.thorndikeBuyer });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Show archived orders' })).toBeNull();
  });

  it.each([
    ['only the current orders fail', () => ({ list: broken }), 'Something went wrong while fetching orders.'],
    [
      'only the archived orders fail',
      () => ({ archived: broken }),
      'Something went wrong while fetching archived orders.',
    ],
    ['both fail', () => ({ list: broken, archived: broken }), 'Something went wrong while fetching all orders.'],
  ])('ORD-03 shows the fetch-failure message when %s', async (_case, patch, message) => {
    const { user } = renderWithProviders(<MyOrders />, { client: buyerClient(patch) });
    await user.click(await screen.findByRole('checkbox', { name: 'Show archived orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('ORD-03 staff search by ship-to lists that customer, archived orders included', async () => {
    const { user } = renderWithProviders(<MyOrders />, { user: DEMO_UIDS.staff });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    const box = screen.getByRole('search', { name: 'Search by ship-to account' });
    await user.type(within(box).getByRole('textbox', { name: 'Search by ship-to account' }), '100101');
    await user.click(within(box).getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('link', { name: 'View order 4100001' })).toHaveAttribute(
      'href',
      '/my-orders/4100001?shipTo=100101',
    );
    expect(within(box).getByRole('status')).toHaveTextContent('Showing orders of ship-to account 100101.');
    await user.click(screen.getByRole('checkbox', { name: 'Show archived orders' }));
    await waitFor(() => expect(screen.queryByText('Loading archived orders…')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ORD-03 staff keep the typed ship-to in the address, and get it back when they come back to My Orders', async () => {
    window.history.replaceState(null, '', '/my-orders');
    const first = renderWithProviders(<MyOrders />, { user: DEMO_UIDS.staff, route: '/my-orders' });
    const box = await screen.findByRole('search', { name: 'Search by ship-to account' });
    await first.user.type(within(box).getByRole('textbox', { name: 'Search by ship-to account' }), '100101');
    await first.user.click(within(box).getByRole('button', { name: 'Search' }));
    expect(first.location()).toBe('/my-orders?shipTo=100101');
    expect(await screen.findByRole('link', { name: 'View order 4100001' })).toHaveAttribute(
      'href',
      '/my-orders/4100001?shipTo=100101',
    );
    first.unmount();

    // The order was opened and the staff user came back: the page loads at the address it left.
    window.history.replaceState(null, '', '/my-orders?shipTo=100101');
    try {
      renderWithProviders(<MyOrders />, { user: DEMO_UIDS.staff, route: '/my-orders?shipTo=100101' });
      expect(await screen.findByRole('link', { name: 'View order 4100001' })).toBeInTheDocument();
      const again = screen.getByRole('search', { name: 'Search by ship-to account' });
      expect(within(again).getByRole('textbox', { name: 'Search by ship-to account' })).toHaveValue('100101');
      expect(within(again).getByRole('status')).toHaveTextContent('Showing orders of ship-to account 100101.');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ORD-03 a ship-to that does not exist says so instead of You have no orders yet', async () => {
    window.history.replaceState(null, '', '/my-orders');
    try {
      const { user } = renderWithProviders(<MyOrders />, { user: DEMO_UIDS.staff, route: '/my-orders' });
      const box = await screen.findByRole('search', { name: 'Search by ship-to account' });
      await user.type(within(box).getByRole('textbox', { name: 'Search by ship-to account' }), '999999');
      await user.click(within(box).getByRole('button', { name: 'Search' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Ship-to account 999999 does not exist. Check the number and search again.',
      );
      expect(screen.queryByText('You have no orders yet.')).not.toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: 'Show archived orders' })).not.toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('ORD-03 a host app can hold the staff ship-to itself: MyOrders shows the one it is given and reports searches', async () => {
    const onStaffShipToChange = vi.fn();
    const { user } = renderWithProviders(<MyOrders staffShipTo="100101" onStaffShipToChange={onStaffShipToChange} />, {
      user: DEMO_UIDS.staff,
    });
    expect(await screen.findByRole('link', { name: 'View order 4100001' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to my account' }));
    expect(onStaffShipToChange).toHaveBeenCalledWith(null);
  });

  it('ORD-01 asks a visitor to sign in', async () => {
    renderWithProviders(<MyOrders />, { route: '/my-orders' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fmy-orders',
    );
  });

  /** As the host app places it: the router's query string holds the filters and the page. */
  function RoutedOrders() {
    const { search } = useLocation();
    return <MyOrders search={search} pageSize={2} />;
  }

  it('ORD-01 the filters and the page live in the address: choosing them writes it, and an address opened later shows that same page', async () => {
    const first = renderWithProviders(<RoutedOrders />, { user: DEMO_UIDS.buyer, route: '/my-orders' });
    const { user } = first;
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Order number (low to high)');
    await waitFor(() => expect(first.location()).toBe('/my-orders?sort=order_num_asc'));
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(first.location()).toBe('/my-orders?sort=order_num_asc&page=2'));
    const shown = await orderNumbers();
    first.unmount();

    renderWithProviders(<RoutedOrders />, { user: DEMO_UIDS.buyer, route: '/my-orders?sort=order_num_asc&page=2' });
    await waitFor(async () => expect(await orderNumbers()).toEqual(shown));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('order_num_asc');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('ORD-01 typing in the search box reaches the address once the typing pauses, as one entry', async () => {
    const rendered = renderWithProviders(<RoutedOrders />, { user: DEMO_UIDS.buyer, route: '/my-orders?page=2' });
    await table();
    await rendered.user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '4100');
    await waitFor(() => expect(rendered.location()).toBe('/my-orders?q=4100'));
  });
});
