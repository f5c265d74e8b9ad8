import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completeIsbn13, formatIsbnDashed, toMoney, type Product } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_UIDS } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct } from '../cart/cart.fixtures';
import { PriceAvailability } from './PriceAvailability';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const maps = demoProduct('Rare Maps of the Northern Coast');
const tidewater = demoProduct('Tidewater: A Natural History');
const UNKNOWN = completeIsbn13('979899999999');
/** The customer's unit price of a demo product, and that price times a quantity, as the page shows them. */
const unit = (p: Product) => p.customPrice!.formattedValue;
const total = (p: Product, quantity: number) => toMoney(p.customPrice!.value * quantity).formattedValue;

const rowInputs = (n: number) => ({
  isbn: screen.getByRole('textbox', { name: `ISBN, row ${n}` }),
  quantity: screen.getByRole('spinbutton', { name: `Quantity, row ${n}` }),
});
const optionTwo = () => screen.getByRole('form', { name: 'Option 2 - Search Individually' });
const optionOne = () => screen.getByRole('form', { name: 'Option 1 - Copy and Paste' });

describe('PriceAvailability', () => {
  it('PNA-01 a visitor finds the page under its h1, then the sign-in message (headings in order)', async () => {
    renderWithProviders(<PriceAvailability />);
    expect(await screen.findByText('Sign in to check prices and availability.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Price And Availability', level: 1 })).toBeInTheDocument();
  });

  it('PNA-01 option 2 starts with 3 rows, ADD ROW stops at 10, CLEAR empties every row', async () => {
    const { user } = renderWithProviders(<PriceAvailability />, { user: DEMO_UIDS.buyer });
    expect(await screen.findByRole('heading', { name: 'Price And Availability', level: 1 })).toBeInTheDocument();
    expect(within(optionTwo()).getAllByRole('textbox')).toHaveLength(3);
    const addRow = screen.getByRole('button', { name: 'ADD ROW' });
    for (let i = 0; i < 7; i += 1) await user.click(addRow);
    expect(within(optionTwo()).getAllByRole('textbox')).toHaveLength(10);
    expect(addRow).toBeDisabled();
    await user.type(rowInputs(10).isbn, almanac.isbn13);
    await user.type(rowInputs(10).quantity, '4');
    await user.click(screen.getByRole('button', { name: 'CLEAR' }));
    expect(rowInputs(10).isbn).toHaveValue('');
    expect(rowInputs(10).quantity).toHaveValue(null);
  });

  it('PNA-01 validates each row and keeps CHECK PRICES disabled while a row is wrong or every ISBN is empty', async () => {
    const { user } = renderWithProviders(<PriceAvailability />, {
      user: DEMO_UIDS.buyer,
      site: { maxProductQuantity: 50 },
    });
    await screen.findByRole('heading', { name: 'Price And Availability' });
    const check = within(optionTwo()).getByRole('button', { name: 'CHECK PRICES' });
    expect(check).toBeDisabled();
    const row = rowInputs(1);
    await user.type(row.isbn, '978-0a');
    expect(row.isbn).toHaveAccessibleDescription('ISBN input must contain only numbers and dashes');
    await user.clear(row.isbn);
    await user.type(row.isbn, '978-0-14');
    expect(row.isbn).toHaveAccessibleDescription('ISBN must have 13 digits');
    expect(check).toBeDisabled();
    await user.clear(row.isbn);
    await user.type(row.isbn, formatIsbnDashed(almanac.isbn13));
    expect(row.isbn).not.toHaveAccessibleDescription();
    expect(check).toBeEnabled();
    await user.type(row.quantity, '51');
    expect(row.quantity).toHaveAccessibleDescription('Quantity field must be between 1 and 50');
    expect(check).toBeDisabled();
    await user.clear(row.quantity);
    await user.type(row.quantity, '0');
    expect(row.quantity).toHaveAccessibleDescription('Quantity field must be between 1 and 50');
    await user.clear(row.quantity);
    expect(check).toBeEnabled();
    // 1.5 is refused with the rule's message, not read as 15.
    await user.type(row.quantity, '1.5');
    expect(row.quantity).toHaveValue(1.5);
    expect(row.quantity).toHaveAccessibleDescription('Quantity field must be between 1 and 50');
    expect(check).toBeDisabled();
  });

  it('PNA-01 option 2 lists invalid ISBNs first with the contact message, then prices each title; the first result takes focus', async () => {
    const { user } = renderWithProviders(<PriceAvailability />, { user: DEMO_UIDS.buyer });
    await screen.findByRole('heading', { name: 'Price And Availability' });
    await user.type(rowInputs(1).isbn, maps.isbn13);
    await user.type(rowInputs(1).quantity, '3');
    await user.type(rowInputs(2).isbn, UNKNOWN);
    await user.type(rowInputs(3).isbn, tidewater.isbn13);
    await user.click(within(optionTwo()).getByRole('button', { name: 'CHECK PRICES' }));

    const results = await screen.findByRole('region', { name: 'Results' });
    const invalid = within(results).getByRole('heading', { name: 'Invalid ISBNs' }).parentElement!;
    expect(invalid).toHaveTextContent(`${UNKNOWN}: Product not found.`);
    expect(invalid).toHaveTextContent('Please contact customer service for help with these titles.');
    await waitFor(() => expect(invalid).toHaveFocus());
    const [first, second] = within(results).getAllByRole('article');
    expect(within(first!).getByRole('heading')).toHaveTextContent(maps.fullTitle);
    const facts = Object.fromEntries(
      within(first!)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Quantity: '3',
      'Quantity available': '3',
      'Your Price': unit(maps),
      'List Price': maps.customListPrice!.formattedValue,
      'Total Price': total(maps, 3),
    });
    expect(second).toHaveTextContent('Not available online. Please contact customer service.');
  });

  it('PNA-01 option 1 reads pasted lines like fast order (bad lines reported, CHECK PRICES disabled until none is left, duplicates summed) and adds a result to the cart', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<PriceAvailability />, { client });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.click(field);
    await user.paste(`${almanac.isbn13}\t2\n${formatIsbnDashed(almanac.isbn13)},3\n${almanac.isbn13} 0`);
    expect(within(optionOne()).getByRole('listitem')).toHaveTextContent('Line 3: the quantity must not be zero');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Each line needs a 13-digit ISBN and a quantity from 1 to'),
    );
    const check = within(optionOne()).getByRole('button', { name: 'CHECK PRICES' });
    expect(check).toBeDisabled();
    await user.type(field, `{Backspace>${`\n${almanac.isbn13} 0`.length}/}`); // the bad line deleted
    expect(within(optionOne()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(check).toBeEnabled();
    await user.click(check);

    const [card] = await screen.findAllByRole('article');
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveTextContent(`Total Price${total(almanac, 5)}`);
    await user.click(within(card!).getByRole('button', { name: `Add to cart: ${almanac.fullTitle}` }));
    expect(await within(card!).findByText('5 added to your cart.')).toBeInTheDocument();
    const cart = await client.carts.get({ userId: DEMO_UIDS.buyer });
    expect(cart.entries.map((e) => [e.product.isbn13, e.quantity])).toEqual([[almanac.isbn13, 5]]);
  });

  it('PNA-01 PDP-02 changes the quantity through the quantity dialog before adding, and disables Add to cart for a title that cannot be bought', async () => {
    const atlas = demoProduct('World History in Context');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<PriceAvailability />, { client, site: { maxProductQuantity: 50 } });
    await screen.findByRole('heading', { name: 'Price And Availability' });
    await user.type(rowInputs(1).isbn, almanac.isbn13);
    await user.type(rowInputs(2).isbn, atlas.isbn13);
    await user.click(within(optionTwo()).getByRole('button', { name: 'CHECK PRICES' }));
    const cards = await screen.findAllByRole('article');
    const card = cards.find((c) => within(c).queryByRole('heading', { name: almanac.fullTitle }))!;
    const notSold = cards.find((c) => within(c).queryByRole('heading', { name: atlas.fullTitle }))!;

    const notSoldAdd = within(notSold).getByRole('button', { name: `Add to cart: ${atlas.fullTitle}` });
    expect(notSoldAdd).toBeDisabled();
    expect(notSoldAdd).toHaveAccessibleDescription('This title cannot be ordered online.');
    expect(within(notSold).queryByRole('button', { name: /Change quantity/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: `Change quantity: ${almanac.fullTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
    const field = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '51');
    expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveTextContent(`Total Price${total(almanac, 4)}`);
    await user.click(within(card).getByRole('button', { name: `Add to cart: ${almanac.fullTitle}` }));
    expect(await within(card).findByText('4 added to your cart.')).toBeInTheDocument();
    const cart = await client.carts.get({ userId: DEMO_UIDS.buyer });
    expect(cart.entries.find((e) => e.product.isbn13 === almanac.isbn13)?.quantity).toBe(4);
  });

  it('PNA-01 shows prices but no add-to-cart to inquiry-only users, and a failure message when the check fails', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.inquiry });
    const { user } = renderWithProviders(<PriceAvailability />, { client });
    await user.type(await screen.findByRole('textbox', { name: 'ISBN, row 1' }), almanac.isbn13);
    await user.click(within(optionTwo()).getByRole('button', { name: 'CHECK PRICES' }));
    const [card] = await screen.findAllByRole('article');
    expect(card).toHaveTextContent(`Your Price${unit(almanac)}`);
    expect(within(card!).queryByRole('button')).not.toBeInTheDocument();

    client.products.checkPrices = () => Promise.reject(new Error('offline'));
    await user.click(within(optionTwo()).getByRole('button', { name: 'CHECK PRICES' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices could not be checked. Please try again.');
  });
});

describe('PNA-01 the product page’s dialogs before an add', () => {
  const check = async (user: ReturnType<typeof renderWithProviders>['user'], isbn: string, quantity: number) => {
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities' });
    await user.click(field);
    await user.paste(`${isbn} ${quantity}`);
    await user.click(within(optionOne()).getByRole('button', { name: 'CHECK PRICES' }));
    return (await screen.findAllByRole('article'))[0]!;
  };

  it('PNA-01 PDP-02 a title stock cannot cover asks through the no-stock dialog; Cancel adds nothing, Add to cart adds it', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<PriceAvailability />, { client });
    const card = await check(user, tidewater.isbn13, 450);
    expect(card).toHaveTextContent('Not available online. Please contact customer service.');
    await user.click(within(card).getByRole('button', { name: `Add to cart: ${tidewater.fullTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough stock' });
    expect(dialog).toHaveTextContent('You asked for 450. 450 of them are not in stock now and will be backordered.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await client.carts.get({ userId: DEMO_UIDS.buyer })).entries).toEqual([]);
    await user.click(within(card).getByRole('button', { name: `Add to cart: ${tidewater.fullTitle}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Not enough stock' })).getByRole('button', {
        name: 'Add to cart',
      }),
    );
    expect(await within(card).findByText('450 added to your cart.')).toBeInTheDocument();
  });

  it('PNA-01 PDP-02 a custom product asks for confirmation first, as on the product page', async () => {
    const custom = demoProduct('Regional Studies Course Pack');
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<PriceAvailability />, { client });
    const card = await check(user, custom.isbn13, 2);
    await user.click(within(card).getByRole('button', { name: `Add to cart: ${custom.fullTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom product' });
    expect(dialog).toHaveTextContent(
      'Custom products cannot be returned or cancelled once ordered. Add 2 to your cart?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(card).findByText('2 added to your cart.')).toBeInTheDocument();
  });

  it('PNA-01 a row checked while typing is never an alert: its message is read politely once the typing pauses', async () => {
    const { user } = renderWithProviders(<PriceAvailability />, {
      user: DEMO_UIDS.buyer,
      site: { maxProductQuantity: 50 },
    });
    await screen.findByRole('heading', { name: 'Price And Availability' });
    const row = rowInputs(1);
    await user.type(row.isbn, formatIsbnDashed(almanac.isbn13));
    await user.type(row.quantity, '51');
    expect(row.quantity).toHaveAccessibleDescription('Quantity field must be between 1 and 50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
        'Quantity field must be between 1 and 50',
      ),
    );
  });
});

describe('PriceAvailability for a pending account', () => {
  it('PNA-01 sends a pending user who adds a result to the cart to accountConfirmation', async () => {
    const { user, location, site } = renderWithProviders(<PriceAvailability />, {
      user: DEMO_UIDS.pending,
      route: '/price-and-availability',
    });
    await user.type(await screen.findByRole('textbox', { name: 'ISBN, row 1' }), almanac.isbn13);
    await user.click(within(optionTwo()).getByRole('button', { name: 'CHECK PRICES' }));
    const [card] = await screen.findAllByRole('article');
    await user.click(within(card!).getByRole('button', { name: /^Add to cart/ }));
    expect(location()).toBe(site.routes.accountConfirmation);
  });
});
