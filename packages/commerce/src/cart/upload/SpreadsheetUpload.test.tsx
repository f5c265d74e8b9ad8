import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMemoryApiClient,
  DEMO_ORDERED_TITLE,
  DEMO_UIDS,
  type MemoryApiClient,
} from '@shelfmark/api-client/testing';
import type { CartEntriesBody } from '@shelfmark/api-client';
import { renderWithProviders } from '../../../../../test/render';
import { demoProduct } from '../cart.fixtures';
import { CartPage } from '../CartPage';
import { FastOrderForm } from '../../fast-order/FastOrderForm';
import { DONT_ASK_ORDERED_BEFORE_KEY } from '../../purchase-flags/useOrderedBeforeGate';
import { isbnNumber } from './upload.fixtures';

const almanac = demoProduct("The Lighthouse Keeper's Almanac");
const atlas = demoProduct('An Atlas of Ancient Trade Routes');

const quantityOf = (client: MemoryApiClient, isbn: string) =>
  client.__memory
    .cartsOf(DEMO_UIDS.buyer)
    .find((c) => !c.saved)
    ?.entries.find((e) => e.product.isbn13 === isbn)?.quantity ?? 0;

/** Records the size of every add-entries call the page makes. */
function countCalls(client: MemoryApiClient): number[] {
  const sizes: number[] = [];
  const add = client.carts.addEntries.bind(client.carts);
  client.carts.addEntries = (body: CartEntriesBody) => {
    sizes.push(body.orderEntries.length);
    return add(body);
  };
  return sizes;
}

async function xlsxFile(name: string, rows: (string | number)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Selection');
  for (const row of rows) sheet.addRow(row);
  return new File([(await workbook.xlsx.writeBuffer()) as ArrayBuffer], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const fileInput = () => screen.findByLabelText('Spreadsheet (.xlsx or .csv)');

describe('CART-13 FOE-01 spreadsheet upload into the cart', () => {
  // The demo buyer ordered some of these titles before: these tests cover the add itself, as after "don't ask again
  // this session"; the question is covered below.
  beforeEach(() => sessionStorage.setItem(DONT_ASK_ORDERED_BEFORE_KEY, '1'));
  afterEach(() => sessionStorage.clear());

  it('CART-13 FOE-01 previews a .csv (rows to add, refused rows with row number and reason) and adds nothing until asked', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<CartPage />, { client });
    const csv = [
      'Title;ISBN-13;Qty',
      `"Almanac; the";${almanac.isbn13};2`,
      `Atlas;978-0-306-40615-8;1`,
      `Atlas;${atlas.isbn13};0`,
      `Atlas;${atlas.isbn13};3`,
    ].join('\r\n');
    await user.upload(await fileInput(), new File([`\uFEFF${csv}`], 'spring.csv', { type: 'text/csv' }));

    const heading = await screen.findByRole('heading', { name: 'Check the rows before they go to your cart' });
    expect(heading).toHaveFocus();
    const refused = screen.getByRole('table', { name: 'Rows that cannot be added' });
    expect(
      within(refused)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['3978-0-306-40615-81the ISBN’s check digit is wrong', `4${atlas.isbn13}0the quantity must not be zero`]);
    const toAdd = screen.getByRole('table', { name: 'Rows to add' });
    expect(within(toAdd).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Rows to add: 2 (titles: 2, copies: 5)')).toBeInTheDocument();
    expect(quantityOf(client, almanac.isbn13)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Add 2 titles to cart' }));
    expect(await screen.findByText('2 titles were added to your cart.')).toHaveFocus();
    expect(quantityOf(client, almanac.isbn13)).toBe(2);
    expect(quantityOf(client, atlas.isbn13)).toBe(3);
  });

  it('CART-13 adds 1,200 rows of an .xlsx in calls of at most 500 lines; the titles the cart refuses are listed', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const sizes = countCalls(client);
    const { user } = renderWithProviders(<CartPage />, { client });
    const rows = [
      ['ISBN', 'Quantity'],
      [almanac.isbn13, 4],
      ...Array.from({ length: 1_199 }, (_, i) => [isbnNumber(i), 1]),
    ];
    await user.upload(await fileInput(), await xlsxFile('big.xlsx', rows));
    // The preview lists 100 rows at most (no list renders more at once) and counts the rest.
    const toAdd = await screen.findByRole('table', { name: 'Rows to add' });
    expect(within(toAdd).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('And 1100 more rows.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 1,200 titles to cart' }));
    expect(await screen.findByText('1 title was added to your cart.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(sizes).toEqual([500, 500, 200]);
    expect(quantityOf(client, almanac.isbn13)).toBe(4);
    expect(screen.getByText('Titles that could not be added: 1199')).toBeInTheDocument();
    // The cart page's failed-ISBN list shows them too (CART-03).
    expect(
      await screen.findByRole('region', { name: 'These ISBNs could not be added to your cart' }),
    ).toBeInTheDocument();
  }, 30_000);

  it('CART-13 a call failing after an earlier one went in: the rest are listed as not added, nothing is sent twice', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const add = client.carts.addEntries.bind(client.carts);
    let calls = 0;
    client.carts.addEntries = (body: CartEntriesBody) => {
      calls += 1;
      return calls === 1 ? add(body) : Promise.reject(new Error('Service unavailable'));
    };
    const { user } = renderWithProviders(<CartPage />, { client });
    const rows = [['ISBN', 'Qty'], [almanac.isbn13, 2], ...Array.from({ length: 599 }, (_, i) => [isbnNumber(i), 1])];
    await user.upload(await fileInput(), await xlsxFile('two-calls.xlsx', rows));
    await user.click(await screen.findByRole('button', { name: 'Add 600 titles to cart' }));
    expect(await screen.findByText('Titles that could not be added: 599')).toBeInTheDocument();
    expect(screen.getByText(`${isbnNumber(598)}: Service unavailable`)).toBeInTheDocument();
    expect(screen.queryByText('The titles could not be added. Please try again.')).not.toBeInTheDocument();
    expect(quantityOf(client, almanac.isbn13)).toBe(2);
    expect(calls).toBe(2);
  });

  it('CART-13 refuses a bad file with its reason and changes nothing: corrupt .xlsx, wrong type, no ISBN column', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const sizes = countCalls(client);
    const { user } = renderWithProviders(<CartPage />, { client });

    await user.upload(await fileInput(), new File(['PK\u0003\u0004 not really'], 'broken.xlsx'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '“broken.xlsx” could not be read: it may be damaged or not a spreadsheet. Save it again as .xlsx or .csv.',
    );
    expect(alert).toHaveTextContent('Nothing was added to your cart.');
    expect(screen.queryByRole('button', { name: /titles? to cart/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(await fileInput()).toHaveFocus();
    // A browser's file dialog can be told to show every file: the page still refuses what it cannot read.
    await userEvent.setup({ applyAccept: false }).upload(await fileInput(), new File(['x'], 'list.xls'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“list.xls” is not a spreadsheet this page reads: choose an .xlsx or .csv file.',
    );
    await user.upload(await fileInput(), new File(['Title,Author\nA book,Someone\n'], 'names.csv'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No column of ISBNs was found in “names.csv”. Head it ISBN, ISBN-13 or EAN.',
      ),
    );
    expect(sizes).toEqual([]);
  });

  it('CART-13 asks for the columns when the headings do not say, then previews with the chosen ones', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<CartPage />, { client });
    const csv = `Title,Code,Count\nAlmanac,${almanac.isbn13},6\n`;
    await user.upload(await fileInput(), new File([csv], 'odd.csv'));
    expect(
      await screen.findByRole('heading', { name: 'Which columns hold the ISBNs and the quantities?' }),
    ).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'ISBN column' })).toHaveDisplayValue('Column B: Code');
    const quantity = screen.getByRole('combobox', { name: 'Quantity column' });
    expect(quantity).toHaveDisplayValue('Column C: Count');
    await user.selectOptions(quantity, 'None: 1 copy of each');
    await user.click(screen.getByRole('button', { name: 'Check the rows' }));
    expect(await screen.findByText('Rows to add: 1 (titles: 1, copies: 1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 1 title to cart' }));
    await screen.findByText('1 title was added to your cart.');
    expect(quantityOf(client, almanac.isbn13)).toBe(1);
  });

  it('CART-13 shows a note beside each row to add when one is given (the already-ordered hook)', async () => {
    const { SpreadsheetUpload } = await import('./SpreadsheetUpload');
    const { user } = renderWithProviders(
      <SpreadsheetUpload rowNote={(isbn) => (isbn === almanac.isbn13 ? 'Ordered before' : null)} />,
      { user: DEMO_UIDS.buyer },
    );
    await user.upload(await fileInput(), new File([`ISBN\n${almanac.isbn13}\n${atlas.isbn13}`], 'n.csv'));
    await user.click(await screen.findByRole('button', { name: 'Check the rows' }));
    const table = await screen.findByRole('table', { name: 'Rows to add' });
    expect(within(table).getByRole('columnheader', { name: 'Note' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: new RegExp(almanac.isbn13) })).toHaveTextContent('Ordered before');
  });

  it('CART-07 an inquiry-only account sees no upload on its cart (every row would be refused)', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.inquiry });
    renderWithProviders(<CartPage />, { client });
    await screen.findByRole('heading', { name: 'Add by ISBN' });
    expect(screen.queryByLabelText('Spreadsheet (.xlsx or .csv)')).not.toBeInTheDocument();
  });

  it('FOE-01 fast order entry offers the upload too, adding through the cart’s bulk add', async () => {
    const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    await user.upload(
      await fileInput(),
      await xlsxFile('fo.xlsx', [
        ['EAN', 'Qty'],
        [atlas.isbn13, 2],
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Add 1 title to cart' }));
    await screen.findByText('1 title was added to your cart.');
    expect(quantityOf(client, atlas.isbn13)).toBe(2);
  });
});

describe('CART-13 the upload preview shows the purchase flags and asks before adding titles ordered before', () => {
  const ORDERED = `Ordered 03/14/2026 · order ${DEMO_ORDERED_TITLE.orderNumber}`;

  /** The twin of the buyer whose ship-to ordered a title, recording the ISBNs of each purchase-history call. */
  function ordererClient() {
    const client = createMemoryApiClient({ user: DEMO_UIDS.orders });
    const calls: string[][] = [];
    const ask = client.products.purchaseHistory;
    client.products.purchaseHistory = (body) => {
      calls.push(body.isbns);
      return ask(body);
    };
    return { client, calls };
  }

  beforeEach(() => sessionStorage.clear());

  it('CART-13 a row of a title ordered before shows its date and order number, a title in the cart "In your cart (n)"; one call for the whole preview', async () => {
    const { client, calls } = ordererClient();
    const cart = await client.carts.get({ userId: DEMO_UIDS.orders });
    await client.carts.addEntries({
      userId: DEMO_UIDS.orders,
      cartId: cart.code,
      orderEntries: [{ product: { code: atlas.isbn13 }, quantity: 3 }],
    });
    const { user } = renderWithProviders(<CartPage />, { client });
    const csv = ['ISBN,Qty', `${DEMO_ORDERED_TITLE.isbn13},1`, `${atlas.isbn13},2`, `${almanac.isbn13},1`].join('\n');
    const before = calls.length;
    await user.upload(await fileInput(), new File([csv], 'flags.csv', { type: 'text/csv' }));

    const table = await screen.findByRole('table', { name: 'Rows to add' });
    const row = (isbn: string) => within(table).getByRole('row', { name: new RegExp(isbn) });
    expect(await within(row(DEMO_ORDERED_TITLE.isbn13)).findByText(ORDERED)).toBeInTheDocument();
    expect(within(row(atlas.isbn13)).getByText('In your cart (3)')).toBeInTheDocument();
    expect(
      within(row(almanac.isbn13)).queryByRole('list', { name: 'Already ordered, in cart or on a list' }),
    ).not.toBeInTheDocument();
    const preview = calls.slice(before).filter((isbns) => isbns.includes(DEMO_ORDERED_TITLE.isbn13));
    expect(preview).toEqual([[almanac.isbn13, atlas.isbn13, DEMO_ORDERED_TITLE.isbn13].sort()]);
  });

  it('CART-13 a preview longer than one purchase-history call asks in batches of at most 1,000 ISBNs', async () => {
    const { client, calls } = ordererClient();
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const rows = [
      ['ISBN', 'Qty'],
      [DEMO_ORDERED_TITLE.isbn13, 1],
      ...Array.from({ length: 1_199 }, (_, i) => [isbnNumber(i), 1]),
    ];
    await user.upload(await fileInput(), await xlsxFile('long.xlsx', rows));
    const table = await screen.findByRole('table', { name: 'Rows to add' });
    expect(await within(table).findByText(ORDERED, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.map((isbns) => isbns.length).sort()).toEqual([1000, 200]);
  }, 30_000);

  it('CART-13 adding the rows asks first when a title was ordered before: Skip leaves it out and adds the others', async () => {
    const { client } = ordererClient();
    const { user } = renderWithProviders(<CartPage />, { client });
    const csv = ['ISBN,Qty', `${DEMO_ORDERED_TITLE.isbn13},1`, `${atlas.isbn13},2`].join('\n');
    await user.upload(await fileInput(), new File([csv], 'ask.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Add 2 titles to cart' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ordered before' });
    expect(dialog).toHaveTextContent(
      `${DEMO_ORDERED_TITLE.isbn13} — ordered 03/14/2026 · order ${DEMO_ORDERED_TITLE.orderNumber}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('1 title was added to your cart.')).toBeInTheDocument();
    const cart = await client.carts.get({ userId: DEMO_UIDS.orders });
    expect(cart.entries.find((e) => e.product.isbn13 === atlas.isbn13)?.quantity).toBe(2);
    expect(cart.entries.find((e) => e.product.isbn13 === DEMO_ORDERED_TITLE.isbn13)).toBeUndefined();
  });

  it('CART-13 Add anyway adds the title ordered before too', async () => {
    const { client } = ordererClient();
    const { user } = renderWithProviders(<FastOrderForm />, { client });
    const csv = ['ISBN,Qty', `${DEMO_ORDERED_TITLE.isbn13},1`, `${atlas.isbn13},2`].join('\n');
    await user.upload(await fileInput(), new File([csv], 'anyway.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Add 2 titles to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordered before' });
    await user.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
    expect(await screen.findByText('2 titles were added to your cart.')).toBeInTheDocument();
    expect(
      (await client.carts.get({ userId: DEMO_UIDS.orders })).entries.find(
        (e) => e.product.isbn13 === DEMO_ORDERED_TITLE.isbn13,
      )?.quantity,
    ).toBe(1);
  });
});
