import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CART_NOT_FOUND, PRODUCT_NOT_FOUND, NOT_PURCHASABLE } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct, fillCart } from '../cart.fixtures';
import { CartPage } from '../CartPage';
import { INVALID_ISBNS_KEY } from './failedIsbns';
import { parseBulkLines } from './parseBulkLines';
import { DONT_ASK_ORDERED_BEFORE_KEY } from '../../purchase-flags/useOrderedBeforeGate';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
const database = demoProduct('World History in Context');
const UNKNOWN = '9789999999991';

const stored = (client: ReturnType<typeof createMemoryApiClient>) =>
  client.__memory.cartsOf(DEMO_UIDS.buyer).find((c) => !c.saved)!;
const quantityOf = (client: ReturnType<typeof createMemoryApiClient>, isbn: string) =>
  stored(client).entries.find((e) => e.product.isbn13 === isbn)?.quantity ?? 0;

async function quickAdd(user: ReturnType<typeof renderWithProviders>['user'], text: string) {
  const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities, one per line' });
  await user.clear(field);
  await user.type(field, text);
  await user.click(screen.getByRole('button', { name: 'Add to cart' }));
}

/**
 * The demo buyer's ship-to ordered these titles before: these tests are about the add itself, so the buyer has
 * chosen not to be asked again this session (the question has its own tests in purchase-flags/).
 */
const dontAskOrderedBefore = () => sessionStorage.setItem(DONT_ASK_ORDERED_BEFORE_KEY, '1');
beforeEach(dontAskOrderedBefore);

describe('CART-13 bulk add', () => {
  it('CART-13 counts what the cart already holds: a line over the maximum opens the already-exceeded modal, the others are added', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, maxProductQuantity: 50 });
    await fillCart(client, [{ product: almanac, quantity: 45 }]);
    const { user } = renderWithProviders(<CartPage />, { client, site: { maxProductQuantity: 50 } });
    await quickAdd(user, `${almanac.isbn13} 10\n${atlas.isbn13}, 2`);

    const modal = await screen.findByRole('dialog', { name: 'Quantity already exceeded' });
    expect(modal).toHaveTextContent('would pass the maximum of 50 per title');
    const row = within(modal).getByRole('row', { name: new RegExp(almanac.isbn13) });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['45', '10', '5']);
    expect(await screen.findByText(`2 × ${atlas.isbn13} has been added to your cart.`)).toBeInTheDocument();
    expect(quantityOf(client, almanac.isbn13)).toBe(45);
    expect(quantityOf(client, atlas.isbn13)).toBe(2);
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('CART-13 counts two lines of the same ISBN together against the maximum', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, maxProductQuantity: 10 });
    const { user } = renderWithProviders(<CartPage />, { client, site: { maxProductQuantity: 10 } });
    await quickAdd(user, `${atlas.isbn13} 6\n${atlas.isbn13} 6`);
    const modal = await screen.findByRole('dialog', { name: 'Quantity already exceeded' });
    expect(
      within(within(modal).getByRole('row', { name: new RegExp(atlas.isbn13) }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '6', '4']);
    await screen.findByText(`6 × ${atlas.isbn13} has been added to your cart.`);
    expect(quantityOf(client, atlas.isbn13)).toBe(6);
  });

  it('CART-03 keeps unknown and not-orderable ISBNs in session storage and lists them, each failure in the toast, then what went in', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user, unmount } = renderWithProviders(<CartPage />, { client });
    await quickAdd(user, `${UNKNOWN} 1\n${database.isbn13} 1\n${atlas.isbn13} 3`);

    const list = await screen.findByRole('region', { name: 'These ISBNs could not be added to your cart' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([UNKNOWN, database.isbn13]);
    expect(sessionStorage.getItem(INVALID_ISBNS_KEY)).toBe(`${UNKNOWN},${database.isbn13}`);
    const toast = screen.getByRole('alert', { name: '' });
    expect(toast).toHaveTextContent(`${UNKNOWN} could not be added to your cart. ${PRODUCT_NOT_FOUND}`);
    expect(toast).toHaveTextContent(`${database.isbn13} could not be added to your cart. ${NOT_PURCHASABLE}`);
    // A partly refused add still says what it added, after the failures.
    expect(toast).toHaveTextContent(`${NOT_PURCHASABLE} 3 × ${atlas.isbn13} has been added to your cart.`);
    expect(quantityOf(client, atlas.isbn13)).toBe(3);

    unmount();
    const again = renderWithProviders(<CartPage />, { client });
    const kept = await screen.findByRole('region', { name: 'These ISBNs could not be added to your cart' });
    await again.user.click(within(kept).getByRole('button', { name: 'Dismiss list' }));
    expect(
      screen.queryByRole('region', { name: 'These ISBNs could not be added to your cart' }),
    ).not.toBeInTheDocument();
    expect(sessionStorage.getItem(INVALID_ISBNS_KEY)).toBeNull();
  });

  it('CART-03 lists each failed ISBN once, and only those of the last add: a later add replaces the list, one that fails outright clears it', async () => {
    sessionStorage.clear();
    dontAskOrderedBefore();
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<CartPage />, { client });
    const listed = () => {
      const region = screen.queryByRole('region', { name: 'These ISBNs could not be added to your cart' });
      return region
        ? within(region)
            .getAllByRole('listitem')
            .map((li) => li.textContent)
        : [];
    };
    await quickAdd(user, `${UNKNOWN} 1\n${UNKNOWN} 2\n${database.isbn13} 1`);
    await waitFor(() => expect(listed()).toEqual([UNKNOWN, database.isbn13]));

    await quickAdd(user, `${database.isbn13} 1\n${almanac.isbn13} 1`);
    await waitFor(() => expect(listed()).toEqual([database.isbn13]));
    expect(sessionStorage.getItem(INVALID_ISBNS_KEY)).toBe(database.isbn13);

    client.carts.addEntries = async () => {
      throw new ApiError({ status: 503, code: 'INTERNAL', message: 'Service unavailable' });
    };
    await quickAdd(user, `${UNKNOWN} 1`);
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'These ISBNs could not be added to your cart' }),
      ).not.toBeInTheDocument(),
    );
    expect(sessionStorage.getItem(INVALID_ISBNS_KEY)).toBeNull();
  });

  it("CART-13 aborts on 'Cart not found.' and records every line as failed", async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    client.carts.addEntries = async () => {
      throw new ApiError({ status: 404, code: 'NOT_FOUND', message: CART_NOT_FOUND });
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    await quickAdd(user, `${almanac.isbn13} 1\n${atlas.isbn13} 1`);
    const list = await screen.findByRole('region', { name: 'These ISBNs could not be added to your cart' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([almanac.isbn13, atlas.isbn13]);
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(
      `${almanac.isbn13} could not be added to your cart. ${CART_NOT_FOUND}`,
    );
  });

  it('CART-13 names a bad line and sends nothing: letters, quantity 0, quantity above the maximum', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer, maxProductQuantity: 50 });
    let calls = 0;
    const real = client.carts.addEntries;
    client.carts.addEntries = (body) => {
      calls += 1;
      return real(body);
    };
    const { user } = renderWithProviders(<CartPage />, { client, site: { maxProductQuantity: 50 } });
    for (const [text, line] of [
      [`${atlas.isbn13} 1\nabc 2`, 2],
      [`${atlas.isbn13} 0`, 1],
      [`${atlas.isbn13} 51`, 1],
    ] as const) {
      await quickAdd(user, text);
      expect(
        await screen.findByText(`Line ${line}: enter a 13-digit ISBN and a quantity from 1 to 50.`),
      ).toBeInTheDocument();
    }
    await user.clear(screen.getByRole('textbox', { name: 'ISBNs and quantities, one per line' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Enter at least one ISBN.')).toBeInTheDocument();
    expect(calls).toBe(0);
    expect(stored(client).entries).toHaveLength(0);
  });
});

describe('CART-13 long bulk adds', () => {
  it('CART-13 a paste of more than 500 lines is refused with a clear message, and nothing is sent', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    let calls = 0;
    const real = client.carts.addEntries;
    client.carts.addEntries = (body) => {
      calls += 1;
      return real(body);
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities, one per line' });
    await user.click(field);
    await user.paste(Array.from({ length: 501 }, () => `${atlas.isbn13} 1`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('At most 500 lines can be added at a time; this text has 501. Add them in parts.'),
    ).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('At most 500 lines'));
    expect(calls).toBe(0);
    expect(stored(client).entries).toHaveLength(0);
  });

  it('CART-13 the success toast of an add of many titles is one sentence: how many titles and copies', async () => {
    const titles = [
      almanac,
      atlas,
      demoProduct('The Quiet Archive'),
      demoProduct('A Field Guide to Estuary Birds'),
      demoProduct('Writing Across the Curriculum'),
    ];
    const { user } = renderWithProviders(<CartPage />, { user: DEMO_UIDS.buyer });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities, one per line' });
    await user.click(field);
    await user.paste(titles.map((t) => `${t.isbn13} 2`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('5 titles (10 copies) have been added to your cart.')).toBeInTheDocument();
    expect(screen.queryByText(/has been added to your cart/)).not.toBeInTheDocument();
  });
});

describe('parseBulkLines', () => {
  it('reads ISBNs with dashes, a default quantity of 1 and skips blank lines', () => {
    expect(parseBulkLines('978-0-00-000000-2\t4\n\n9780000000019', 999)).toEqual({
      ok: true,
      items: [
        { productCode: '9780000000002', quantity: 4 },
        { productCode: '9780000000019', quantity: 1 },
      ],
    });
  });
});
