import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryApiClient, demoSeed, DEMO_UIDS, type MemoryApiClient } from '@shelfmark/api-client/testing';
import { renderWithProviders } from '../../../../test/render';
import { demoProduct, fillCart } from '../cart/cart.fixtures';
import { CartPage } from '../cart/CartPage';
import { CatalogProductPage } from '../catalog/CatalogProductPage';
import { PriceAvailability } from '../price-availability/PriceAvailability';
import { ProductDetail } from '../product/ProductDetail';
import type { AnalyticsEvent } from './analyticsEvents';

/**
 * GTM-01 end to end inside the widgets: no AnalyticsProvider, so every event goes where the tag manager reads it,
 * `window.dataLayer`, and only when the site config enables the tag manager.
 */
const B = DEMO_UIDS.buyer;
const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');
const archive = demoProduct('The Quiet Archive');
const GTM_ON = { enabledGtm: true, gtmId: 'GTM-TEST' } as const;

type Layer = { dataLayer?: unknown[] };
const layer = () => (globalThis as Layer).dataLayer ?? [];
/** The events pushed so far (each push is preceded by `{ ecommerce: null }`, GA4's reset). */
const pushed = () => layer().filter((e): e is AnalyticsEvent => typeof e === 'object' && e !== null && 'event' in e);
const named = (name: AnalyticsEvent['event']) => pushed().filter((e) => e.event === name);
const lineOf = (client: MemoryApiClient, isbn13: string) =>
  client.__memory
    .cartsOf(B)
    .find((c) => !c.saved)!
    .entries.find((e) => e.product.isbn13 === isbn13);
const item = (
  product: { isbn13: string; fullTitle: string },
  price: number,
  quantity: number,
  affiliation = 'Shelfmark',
) => ({ item_id: product.isbn13, item_name: product.fullTitle, affiliation, price, quantity });

beforeEach(() => {
  delete (globalThis as Layer).dataLayer;
});
afterEach(() => {
  delete (globalThis as Layer).dataLayer;
});

describe('GTM-01 tag-manager events from the product page', () => {
  it('GTM-01 view_item when the product page shows a title, then add_to_cart with the units added and their price', async () => {
    const client = createMemoryApiClient({ user: B });
    const { user } = renderWithProviders(<ProductDetail code={almanac.isbn13} />, { client, site: GTM_ON });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await waitFor(() => expect(named('view_item')).toHaveLength(1));

    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText("3 × “The Lighthouse Keeper's Almanac” added to your cart.");

    const price = lineOf(client, almanac.isbn13)!.basePrice.value;
    expect(price).toBeGreaterThan(0);
    const [view] = named('view_item');
    expect(view!.ecommerce).toEqual({
      currency: 'USD',
      value: view!.ecommerce.items[0]!.price,
      items: [item(almanac, view!.ecommerce.items[0]!.price, 1)],
    });
    expect(view!.ecommerce.items[0]!.price).toBeGreaterThan(0);
    expect(named('add_to_cart').map((e) => e.ecommerce)).toEqual([
      { currency: 'USD', value: Math.round(price * 3 * 100) / 100, items: [item(almanac, price, 3)] },
    ]);
    // GA4's reset precedes each event.
    expect(layer()).toEqual([{ ecommerce: null }, view, { ecommerce: null }, named('add_to_cart')[0]]);
  });

  it('GTM-01 view_item carries no price for a visitor, who is not given one', async () => {
    renderWithProviders(<ProductDetail code={almanac.isbn13} />, { user: null, site: GTM_ON });
    await screen.findByRole('heading', { level: 1, name: almanac.fullTitle });
    await waitFor(() => expect(named('view_item')).toHaveLength(1));
    expect(named('view_item')[0]!.ecommerce).toEqual({ currency: 'USD', value: 0, items: [item(almanac, 0, 1)] });
  });
});

describe('GTM-01 tag-manager events from the catalogue product page', () => {
  it('GTM-01 view_item once when a non-ecommerce product is shown, with no price', async () => {
    const database = demoProduct('World History in Context');
    renderWithProviders(<CatalogProductPage code={database.isbn13} />, { user: B, site: GTM_ON });
    await screen.findByRole('heading', { level: 1, name: database.fullTitle });
    await waitFor(() => expect(named('view_item')).toHaveLength(1));
    expect(pushed()).toEqual([
      { event: 'view_item', ecommerce: { currency: 'USD', value: 0, items: [item(database, 0, 1)] } },
    ]);
  });
});

describe('GTM-01 tag-manager events from the cart page', () => {
  it('GTM-01 view_cart when the cart page shows the cart, then remove_from_cart for a single removal', async () => {
    const client = createMemoryApiClient({ user: B });
    const cart = await fillCart(client, [
      { product: almanac, quantity: 2 },
      { product: atlas, quantity: 1 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client, site: GTM_ON });
    await user.click(await screen.findByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(named('remove_from_cart')).toHaveLength(1));

    const [a, b] = cart.entries;
    expect(named('view_cart').map((e) => e.ecommerce)).toEqual([
      {
        currency: 'USD',
        value: cart.totalPriceWithTax.value,
        items: [item(almanac, a!.basePrice.value, 2), item(atlas, b!.basePrice.value, 1)],
      },
    ]);
    expect(named('remove_from_cart')[0]!.ecommerce).toEqual({
      currency: 'USD',
      value: Math.round(a!.basePrice.value * 2 * 100) / 100,
      items: [item(almanac, a!.basePrice.value, 2)],
    });
    expect(pushed().map((e) => e.event)).toEqual(['view_cart', 'remove_from_cart']);
  });

  it('GTM-01 a quantity change in the cart sends the units that moved: add_to_cart for a raise, remove_from_cart for a cut', async () => {
    const client = createMemoryApiClient({ user: B });
    const cart = await fillCart(client, [{ product: almanac, quantity: 2 }]);
    const price = cart.entries[0]!.basePrice.value;
    const { user } = renderWithProviders(<CartPage />, { client, site: GTM_ON });
    const changeTo = async (value: string) => {
      await user.click(
        await screen.findByRole('button', { name: "Change quantity of The Lighthouse Keeper's Almanac" }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Change quantity' });
      const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
      await user.clear(input);
      await user.type(input, value);
      await user.click(within(dialog).getByRole('button', { name: 'Change' }));
      await screen.findByText(`The quantity of ${almanac.isbn13} has been updated to ${value}.`);
    };

    await changeTo('7');
    await waitFor(() => expect(named('add_to_cart')).toHaveLength(1));
    expect(named('add_to_cart')[0]!.ecommerce).toEqual({
      currency: 'USD',
      value: Math.round(price * 5 * 100) / 100,
      items: [item(almanac, price, 5)],
    });

    await changeTo('4');
    await waitFor(() => expect(named('remove_from_cart')).toHaveLength(1));
    expect(named('remove_from_cart')[0]!.ecommerce).toEqual({
      currency: 'USD',
      value: Math.round(price * 3 * 100) / 100,
      items: [item(almanac, price, 3)],
    });
    expect(pushed().map((e) => e.event)).toEqual(['view_cart', 'add_to_cart', 'remove_from_cart']);
  });

  it('GTM-01 remove selected sends one remove_from_cart with every selected line', async () => {
    const client = createMemoryApiClient({ user: B });
    const cart = await fillCart(client, [
      { product: almanac, quantity: 2 },
      { product: atlas, quantity: 1 },
      { product: archive, quantity: 4 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client, site: GTM_ON });
    await user.click(await screen.findByRole('checkbox', { name: "Select The Lighthouse Keeper's Almanac" }));
    await user.click(screen.getByRole('checkbox', { name: 'Select The Quiet Archive' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove selected items' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await waitFor(() => expect(named('remove_from_cart')).toHaveLength(1));

    const price = (isbn: string) => cart.entries.find((e) => e.product.isbn13 === isbn)!.basePrice.value;
    // Removed from the highest entry number down, as the cart removes them.
    expect(named('remove_from_cart')[0]!.ecommerce).toEqual({
      currency: 'USD',
      value: Math.round((price(archive.isbn13) * 4 + price(almanac.isbn13) * 2) * 100) / 100,
      items: [item(archive, price(archive.isbn13), 4), item(almanac, price(almanac.isbn13), 2)],
    });
  });

  it('GTM-01 clearing the cart sends remove_from_cart with all its lines', async () => {
    const client = createMemoryApiClient({ user: B });
    const cart = await fillCart(client, [
      { product: almanac, quantity: 2 },
      { product: atlas, quantity: 5 },
    ]);
    const { user } = renderWithProviders(<CartPage />, { client, site: GTM_ON });
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Clear cart' })).getByRole('button', {
        name: 'Clear cart',
      }),
    );
    await screen.findByText('Your cart has been successfully deleted');

    const [a, b] = cart.entries;
    expect(named('remove_from_cart').map((e) => e.ecommerce.items)).toEqual([
      [item(almanac, a!.basePrice.value, 2), item(atlas, b!.basePrice.value, 5)],
    ]);
  });

  it("GTM-01 the cart page's bulk add sends add_to_cart with the lines the cart took, not the refused ones", async () => {
    const client = createMemoryApiClient({ user: B });
    await fillCart(client, [{ product: atlas, quantity: 1 }]);
    const { user } = renderWithProviders(<CartPage />, { client, site: GTM_ON });
    const field = await screen.findByRole('textbox', { name: 'ISBNs and quantities, one per line' });
    await user.type(field, `${almanac.isbn13} 2{enter}9789999999991 1`);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // The demo buyer's ship-to ordered the almanac before: the cart asks first.
    await user.click(await screen.findByRole('button', { name: 'Add anyway' }));
    await waitFor(() => expect(named('add_to_cart')).toHaveLength(1));

    const price = lineOf(client, almanac.isbn13)!.basePrice.value;
    expect(named('add_to_cart')[0]!.ecommerce).toEqual({
      currency: 'USD',
      value: Math.round(price * 2 * 100) / 100,
      items: [item(almanac, price, 2)],
    });
  });

  it('GTM-01 replace with new edition sends add_to_cart for the new edition and remove_from_cart for the old one', async () => {
    const editions = demoSeed().products.filter((p) => p.fullTitle === 'Foundations of Library Cataloguing');
    const old = editions.find((p) => p.edition === '3')!;
    const newer = editions.find((p) => p.edition === '4')!;
    const client = createMemoryApiClient({ user: B });
    const cart = await fillCart(client, [{ product: old, quantity: 3 }]);
    const { user } = renderWithProviders(<CartPage />, { client, site: GTM_ON });
    await user.click(
      await screen.findByRole('button', { name: 'Replace with new edition: Foundations of Library Cataloguing' }),
    );
    await screen.findByText('“Foundations of Library Cataloguing” has been replaced with its new edition.');

    const newPrice = lineOf(client, newer.isbn13)!.basePrice.value;
    const oldPrice = cart.entries[0]!.basePrice.value;
    expect(pushed().map((e) => [e.event, e.ecommerce.items])).toEqual([
      ['view_cart', [item(old, oldPrice, 3)]],
      ['add_to_cart', [item(newer, newPrice, 3)]],
      ['remove_from_cart', [item(old, oldPrice, 3)]],
    ]);
  });

  it('GTM-01 the second brand puts its own affiliation on every item', async () => {
    const client = createMemoryApiClient({ user: B });
    const cart = await fillCart(client, [{ product: almanac, quantity: 1 }]);
    renderWithProviders(<CartPage />, { client, site: { brand: 'thorndike', ...GTM_ON } });
    await waitFor(() => expect(named('view_cart')).toHaveLength(1));
    expect(named('view_cart')[0]!.ecommerce.items).toEqual([
      item(almanac, cart.entries[0]!.basePrice.value, 1, 'Thorndike Press'),
    ]);
  });
});

describe('GTM-01 tag-manager events from price and availability', () => {
  it("GTM-01 view_item for each valid ISBN of a price check (spec 001 §7), at the account's unit price, none for an invalid one", async () => {
    const maps = demoProduct('Rare Maps of the Northern Coast');
    const client = createMemoryApiClient({ user: B });
    const { user } = renderWithProviders(<PriceAvailability />, { client, site: GTM_ON });
    await screen.findByRole('heading', { name: 'Price And Availability' });
    await user.type(screen.getByRole('textbox', { name: 'ISBN, row 1' }), maps.isbn13);
    await user.type(screen.getByRole('textbox', { name: 'ISBN, row 2' }), almanac.isbn13);
    await user.type(screen.getByRole('textbox', { name: 'ISBN, row 3' }), '9798999999990');
    await user.click(
      within(screen.getByRole('form', { name: 'Option 2 - Search Individually' })).getByRole('button', {
        name: 'CHECK PRICES',
      }),
    );
    await screen.findByRole('region', { name: 'Results' });

    const views = named('view_item');
    expect(views.map((e) => e.ecommerce.items[0]!.item_id)).toEqual([maps.isbn13, almanac.isbn13]);
    const price = maps.customPrice!.value;
    expect(price).toBeGreaterThan(0);
    expect(views[0]!.ecommerce).toEqual({ currency: 'USD', value: price, items: [item(maps, price, 1)] });
  });
});

describe('GTM-01 tag manager disabled', () => {
  it('GTM-01 pushes nothing — no view_item, add_to_cart, view_cart or remove_from_cart — when the site does not enable the tag manager', async () => {
    const client = createMemoryApiClient({ user: B });
    const product = renderWithProviders(<ProductDetail code={almanac.isbn13} />, {
      client,
      site: { enabledGtm: false },
    });
    await product.user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    await screen.findByText("1 × “The Lighthouse Keeper's Almanac” added to your cart.");
    product.unmount();

    const { user } = renderWithProviders(<CartPage />, { client, site: { enabledGtm: false } });
    await user.click(await screen.findByRole('button', { name: "Remove The Lighthouse Keeper's Almanac" }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(lineOf(client, almanac.isbn13)).toBeUndefined());
    expect((globalThis as Layer).dataLayer).toBeUndefined();
  });
});
