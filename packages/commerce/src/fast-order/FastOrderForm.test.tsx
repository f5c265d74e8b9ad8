import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeIsbn13, formatIsbnDashed, isbn13To10 } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct, fillCart } from '../cart/cart.fixtures';
import { CartPage } from '../cart/CartPage';
import { FastOrderForm } from './FastOrderForm';
import { DONT_ASK_ORDERED_BEFORE_KEY } from '../purchase-flags/useOrderedBeforeGate';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
const archive = demoProduct('The Quiet Archive');
const UNKNOWN = completeIsbn13('979899999999');

const cartLines = async (client: ReturnType<typeof createMemoryApiClient>) =>
  Object.fromEntries(
    (await client.carts.get({ userId: DEMO_UIDS.buyer })).entries.map((e) => [e.product.isbn13, e.quantity]),
  );

/**
 * The demo buyer's ship-to ordered these titles before: these tests are about the add itself, so the buyer has
 * chosen not to be asked again this session (the question has its own tests in purchase-flags/).
 */
const dontAskOrderedBefore = () => sessionStorage.setItem(DONT_ASK_ORDERED_BEFORE_KEY, '1');
beforeEach(dontAskOrderedBefore);

describe('FastOrderForm', () => {
  it('FOE-01 reports each bad line by number and keeps Add to cart disabled until every line is good (spec 001 §5)', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    const good = [
      `${formatIsbnDashed(almanac.isbn13)}\t3`,
      `${atlas.isbn13},2`,
      '',
      `${isbn13To10(archive.isbn13)}`,
      `${almanac.isbn13}:2`,
      `${UNKNOWN} 4`,
    ];
    const withBad = [...good];
    withBad.splice(3, 0, `${almanac.isbn13.slice(0, 12)}${(Number(almanac.isbn13[12]) + 1) % 10} 1`);
    withBad.splice(5, 0, `${almanac.isbn13} -1`);
    await user.click(field);
    await user.paste(withBad.join('\n'));

    const badLines = screen.getByRole('heading', {
      name: 'Correct these lines to add them to your cart',
    }).parentElement!;
    expect(
      within(badLines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 4: the ISBN’s check digit is wrong', 'Line 6: no dash is allowed in the quantity']);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Each line needs a 13-digit ISBN and a quantity from 1 to'),
    );
    const submit = screen.getByRole('button', { name: 'Add to cart' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(await cartLines(client)).toEqual({});

    // The buyer removes the two bad lines: the rest is sent (duplicates summed, ISBN-10 read).
    await user.clear(field);
    await user.paste(good.join('\n'));
    expect(
      screen.queryByRole('heading', { name: 'Correct these lines to add them to your cart' }),
    ).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('3 titles were added to your cart.')).toBeInTheDocument();
    expect(await cartLines(client)).toEqual({ [almanac.isbn13]: 5, [atlas.isbn13]: 2, [archive.isbn13]: 1 });
    const refused = screen.getByRole('heading', { name: 'Titles the cart refused' }).parentElement!;
    expect(within(refused).getByRole('listitem')).toHaveTextContent(`${UNKNOWN}: Product not found.`);
    // What went in left the field and is listed; the refused line stays to be corrected.
    expect(field).toHaveValue(`${UNKNOWN} 4`);
    expect(
      within(screen.getByRole('list', { name: 'Added to your cart' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${almanac.isbn13} — quantity 5`, `${atlas.isbn13} — quantity 2`, `${archive.isbn13} — quantity 1`]);
    expect(screen.getByText('The lines still in the field were not added.')).toBeInTheDocument();
  });

  it('FOE-01 empties the field after a successful add, so a second click cannot add the same titles again', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.click(field);
    await user.paste(`${almanac.isbn13} 2\n\n${atlas.isbn13}`);
    const submit = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(submit);
    expect(await screen.findByText('2 titles were added to your cart.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(await cartLines(client)).toEqual({ [almanac.isbn13]: 2, [atlas.isbn13]: 1 });
    expect(screen.queryByText('The lines still in the field were not added.')).not.toBeInTheDocument();
  });

  it('FOE-01 CART-03 keeps titles that would pass the maximum out of the cart, lists them in the exceeded modal, and goes to the cart once it is closed', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    await fillCart(client, [
      { product: almanac, quantity: 45 },
      { product: atlas, quantity: 50 },
    ]);
    const { user, location } = renderWithProviders(<FastOrderForm />, {
      client,
      site: { maxProductQuantity: 50 },
      route: '/fast-order',
    });
    await user.click(await screen.findByRole('textbox', { name: 'ISBNs and quantities' }));
    await user.paste(`${almanac.isbn13} 10\n${atlas.isbn13} 1\n${archive.isbn13} 2`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const dialog = await screen.findByRole('dialog', { name: 'Maximum quantity exceeded' });
    expect(dialog).toHaveTextContent('each title can be ordered at most 50 times');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `ISBN ${almanac.isbn13}: 45 already in your cart, 5 more can be added.`,
      `ISBN ${atlas.isbn13}: 50 already in your cart, no more can be added.`,
    ]);
    expect(await cartLines(client)).toEqual({ [almanac.isbn13]: 45, [atlas.isbn13]: 50, [archive.isbn13]: 2 });
    // The move to the cart waits for the modal to be read and closed.
    expect(location()).toBe('/fast-order');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(screen.getByText('1 title was added to your cart.')).toBeInTheDocument();
    // The exceeded titles stay in the field; the one that went in left it.
    expect(screen.getByRole('textbox', { name: 'ISBNs and quantities' })).toHaveValue(
      `${almanac.isbn13} 10\n${atlas.isbn13} 1`,
    );
  });

  it('FOE-01 says the field is empty once left, refuses 101 lines, and keeps submit disabled for both', async () => {
    const { user } = renderWithProviders(<FastOrderForm />, { user: DEMO_UIDS.buyer });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    const submit = screen.getByRole('button', { name: 'Add to cart' });
    expect(submit).toBeDisabled();
    await user.click(field);
    await user.tab();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter at least one ISBN and quantity.'));
    await user.click(field);
    await user.paste(Array.from({ length: 101 }, () => `${almanac.isbn13}\t1`).join('\n'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('You can enter at most 100 lines at a time.'));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
  });

  it('FOE-01 disables the field for inquiry-only users and offers no submit or clear', async () => {
    renderWithProviders(<FastOrderForm />, { user: DEMO_UIDS.inquiry });
    expect(await screen.findByText('Your account can look up titles but cannot order them.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ISBNs and quantities' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('FOE-01 a bad line while typing is never an alert: the message is read politely, once, when the typing pauses', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.type(field, `${almanac.isbn13} -1`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const spoken = () => screen.getAllByRole('status').map((s) => s.textContent ?? '');
    await waitFor(() =>
      expect(spoken()).toContainEqual(
        expect.stringMatching(/Each line needs a 13-digit ISBN.*Line 1: no dash is allowed in the quantity/),
      ),
    );
  });
});

describe('FastOrderForm for a pending account', () => {
  it('FOE-01 sends a pending user to accountConfirmation instead of adding to the cart', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.pending });
    const { user, location, site } = renderWithProviders(<FastOrderForm />, { client, route: '/fast-order' });
    await user.click(await screen.findByRole('textbox', { name: 'ISBNs and quantities' }));
    await user.paste(`${almanac.isbn13}\t2`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(location()).toBe(site.routes.accountConfirmation);
  });
});

describe('FastOrderForm after an add', () => {
  it('FOE-01 warns of the copies stock cannot cover, as the product page does, and says which lines were not added after the list of those that were', async () => {
    const tidewater = demoProduct('Tidewater: A Natural History');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    await user.click(await screen.findByRole('textbox', { name: 'ISBNs and quantities' }));
    await user.paste(`${tidewater.isbn13}\t3\n${UNKNOWN} 1`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const added = await screen.findByRole('list', { name: 'Added to your cart' });
    expect(added).toHaveTextContent(`${tidewater.isbn13} — quantity 3, 3 of them will be backordered`);
    const kept = screen.getByText('The lines still in the field were not added.');
    // The note follows the list of added titles, so it is not read as being about them.
    expect(added.compareDocumentPosition(kept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('FOE-01 CART-03 with titles the cart refused, goes to the cart, which lists each with its reason; the titles that went in are not among them (spec 000 §4)', async () => {
    sessionStorage.removeItem('shelfmark.invalidIsbns');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user, unmount, location } = renderWithProviders(<FastOrderForm />, { client, route: '/fast-order' });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.click(field);
    await user.paste(`${almanac.isbn13} 2\n${UNKNOWN} 4`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('1 title was added to your cart.')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/cart'));
    unmount();

    renderWithProviders(<CartPage />, { client, route: '/cart' });
    const failed = await screen.findByRole('region', { name: 'These ISBNs could not be added to your cart' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${UNKNOWN}: Product not found.`]);
    // The cart says what went in beside what did not, as after its own bulk add.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${UNKNOWN} could not be added to your cart. Product not found. 2 × ${almanac.isbn13} has been added to your cart.`,
    );
    // The spec's key still holds the ISBNs alone, joined by the separator.
    expect(sessionStorage.getItem('shelfmark.invalidIsbns')).toBe(UNKNOWN);
  });

  it('FOE-01 CART-03 a Fast Order whose every title went in goes to the cart, which says what was added, once (spec 000 §4)', async () => {
    sessionStorage.removeItem('shelfmark.invalidIsbns');
    const tidewater = demoProduct('Tidewater: A Natural History');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user, unmount, location } = renderWithProviders(<FastOrderForm />, { client, route: '/fast-order' });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.click(field);
    await user.paste(`${almanac.isbn13} 2\n${atlas.isbn13} 3\n${archive.isbn13}\n${tidewater.isbn13} 1`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(sessionStorage.getItem('shelfmark.invalidIsbns')).toBeNull();
    unmount();

    const cart = renderWithProviders(<CartPage />, { client, route: '/cart' });
    const said = await screen.findByText('4 titles (7 copies) have been added to your cart.');
    expect(said.closest('[role="status"]')).not.toBeNull();
    expect(
      screen.queryByRole('region', { name: 'These ISBNs could not be added to your cart' }),
    ).not.toBeInTheDocument();
    cart.unmount();
    // Said once: the cart opened again later does not repeat it.
    renderWithProviders(<CartPage />, { client, route: '/cart' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Items in your cart' });
    expect(screen.queryByText('4 titles (7 copies) have been added to your cart.')).not.toBeInTheDocument();
  });
});
