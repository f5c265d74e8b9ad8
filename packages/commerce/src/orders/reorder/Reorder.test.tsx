import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryApiClient, demoSeed, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { OrderDetails } from '../OrderDetails';

/**
 * Reorder (beyond the specs; ORD-04's order details): a past order's lines go into the cart again; a title
 * with a newer edition is offered that edition, a title no longer sold is listed as not added.
 */
function seedWithPastOrder() {
  const seed = demoSeed();
  const products = seed.products;
  const third = products.find((p) => p.fullTitle === 'Foundations of Library Cataloguing' && p.edition === '3')!;
  const fourth = products.find((p) => p.fullTitle === 'Foundations of Library Cataloguing' && p.edition === '4')!;
  const almanac = products.find((p) => p.fullTitle === "The Lighthouse Keeper's Almanac")!;
  const order = seed.orders!.find((o) => o.orderNumber === '4100001')!;
  const template = order.lines[0]!;
  order.lines = [
    { ...template, isbn3Litm: almanac.isbn13, title: almanac.fullTitle, quantityOrdered: 3 },
    { ...template, isbn3Litm: third.isbn13, title: 'Foundations of Library Cataloguing, 3rd ed.', quantityOrdered: 2 },
    { ...template, isbn3Litm: '9780000009999', title: 'A Withdrawn Atlas', quantityOrdered: 1 },
  ];
  return { seed, almanac, third, fourth };
}

const cartLines = (client: ReturnType<typeof createMemoryApiClient>) =>
  Object.fromEntries(
    (client.__memory.cartsOf(DEMO_UIDS.buyer).find((c) => !c.saved)?.entries ?? []).map((e) => [
      e.product.isbn13,
      e.quantity,
    ]),
  );

describe('Reorder from order details', () => {
  it('ORD-04 adds the past lines again: the newer edition where one is offered, the title no longer sold listed as not added', async () => {
    const { seed, almanac, third, fourth } = seedWithPastOrder();
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, seed });
    const { user } = renderWithProviders(<OrderDetails orderNumber="4100001" reorder />, { client });
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    const panel = await screen.findByRole('region', { name: 'Reorder these titles' });
    const item = (title: string) => within(panel).getByText(title).closest('li')!;

    expect(await within(item('A Withdrawn Atlas')).findByText('No longer sold: not added')).toBeInTheDocument();
    expect(await within(item("The Lighthouse Keeper's Almanac")).findByText('Will be added')).toBeInTheDocument();
    const newer = item('Foundations of Library Cataloguing, 3rd ed.');
    expect(await within(newer).findByText(/A newer edition is available/)).toBeInTheDocument();
    expect(within(newer).getByRole('checkbox', { name: 'Add the new edition instead' })).toBeChecked();

    await user.click(within(panel).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('2 titles added to your cart. Not added: A Withdrawn Atlas.')).toBeInTheDocument();
    expect(cartLines(client)).toEqual({ [almanac.isbn13]: 3, [fourth.isbn13]: 2 });
    expect(cartLines(client)[third.isbn13]).toBeUndefined();
  });

  it('ORD-04 keeping the old edition adds the title as it was ordered', async () => {
    const { seed, third } = seedWithPastOrder();
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, seed });
    const { user } = renderWithProviders(<OrderDetails orderNumber="4100001" reorder />, { client });
    await user.click(await screen.findByRole('button', { name: 'Reorder' }));
    const panel = await screen.findByRole('region', { name: 'Reorder these titles' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'Add the new edition instead' }));
    await within(panel).findByText('No longer sold: not added');
    await user.click(within(panel).getByRole('button', { name: 'Add to cart' }));
    await screen.findByText(/titles added to your cart/);
    expect(cartLines(client)[third.isbn13]).toBe(2);
  });

  it('ORD-04 order details offer no Reorder unless asked to', async () => {
    const { seed } = seedWithPastOrder();
    renderWithProviders(<OrderDetails orderNumber="4100001" />, { user: DEMO_UIDS.buyer, seed });
    await screen.findByRole('region', { name: 'Items' });
    expect(screen.queryByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
  });
});
