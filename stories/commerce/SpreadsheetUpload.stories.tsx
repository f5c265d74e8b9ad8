import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ApiClient, CartEntriesBody } from '@shelfmark/api-client';
import { createMemoryApiClient, DEMO_ORDERED_TITLE } from '@shelfmark/api-client/testing';
import { SpreadsheetUpload } from '@shelfmark/commerce';
import { isbnNumber } from '../../packages/commerce/src/cart/upload/upload.fixtures';
import { phoneStory } from '../phone';
import { DEMO_UIDS, STORY_ISBNS } from './selfService.storyData';

const meta = {
  title: 'Commerce/SpreadsheetUpload',
  component: SpreadsheetUpload,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/cart' } },
} satisfies Meta<typeof SpreadsheetUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A selection list as a buyer gets it: a title column, ISBN-13 and Qty headings, `;` separated, a bad row or two. */
const MIXED_CSV = [
  'Title;ISBN-13;Qty',
  `"The Lighthouse Keeper's Almanac";${STORY_ISBNS.almanac};2`,
  `"An Atlas of Ancient Trade Routes";${STORY_ISBNS.atlas};3`,
  'A typo;978-0-306-40615-8;1',
  `"Ordered twice; none wanted";${STORY_ISBNS.archive};0`,
  'Too many;9780306406157;1000',
].join('\r\n');

const input = (canvasElement: HTMLElement) => within(canvasElement).findByLabelText('Spreadsheet (.xlsx or .csv)');

async function upload(canvasElement: HTMLElement, name: string, content: BlobPart) {
  await userEvent.upload(await input(canvasElement), new File([content], name));
}

/** A memory client whose first add-entries call is answered and every later one never is: the add stays in progress. */
function stallingAfterFirstCall(): ApiClient {
  const client = createMemoryApiClient({ user: DEMO_UIDS.buyer });
  let calls = 0;
  const add = client.carts.addEntries.bind(client.carts);
  return {
    ...client,
    carts: {
      ...client.carts,
      addEntries: (body: CartEntriesBody) => {
        calls += 1;
        return calls === 1 ? add(body) : new Promise(() => {});
      },
    },
  };
}

/** Choose a file: the label, what the file needs, the .xlsx and .csv filter. */
export const ChooseFile: Story = {
  play: async ({ canvasElement }) => {
    await expect(await input(canvasElement)).toHaveAttribute('accept', expect.stringContaining('.xlsx,.csv'));
    await expect(within(canvasElement).getByRole('heading', { name: 'Upload a spreadsheet' })).toBeVisible();
  },
};

/** Headings that do not name the columns: the buyer picks them, the best guess preselected. */
export const ColumnPicker: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, 'from-a-colleague.csv', `Title,Code,Count\nAlmanac,${STORY_ISBNS.almanac},6\n`);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Which columns hold the ISBNs and the quantities?' }),
    ).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'ISBN column' })).toHaveDisplayValue('Column B: Code');
    await expect(canvas.getByRole('combobox', { name: 'Quantity column' })).toHaveDisplayValue('Column C: Count');
  },
};

/** The preview: the rows to add, and each refused row with its row number and fast order's reason. Nothing added yet. */
export const PreviewWithErrors: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, 'spring-list.csv', MIXED_CSV);
    const canvas = within(canvasElement);
    const refused = await canvas.findByRole('table', { name: 'Rows that cannot be added' });
    await expect(within(refused).getAllByRole('row')).toHaveLength(4);
    await expect(refused).toHaveTextContent('the ISBN’s check digit is wrong');
    await expect(canvas.getByRole('button', { name: 'Add 2 titles to cart' })).toBeVisible();
  },
};

/** The preview on a phone: the tables wrap, nothing scrolls sideways. */
export const PreviewOnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await userEvent.upload(
      await canvas.findByLabelText('Spreadsheet (.xlsx or .csv)'),
      new File([MIXED_CSV], 'spring-list.csv'),
    );
    await expect(await canvas.findByRole('table', { name: 'Rows that cannot be added' })).toBeVisible();
  }),
  tags: ['phone'],
};

/** 600 rows on their way: the first call of 500 answered, the second still out. */
export const Progress: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, client: stallingAfterFirstCall() } },
  play: async ({ canvasElement }) => {
    const rows = Array.from({ length: 600 }, (_, i) => `${isbnNumber(i)},1`);
    await upload(canvasElement, 'big-order.csv', ['ISBN,Qty', ...rows].join('\n'));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add 600 titles to cart' }));
    await expect(await canvas.findByText('Adding titles to your cart: 500 of 600')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Adding to your cart' })).toHaveAttribute('value', '500');
  },
};

/** Added: what went in, and each title the cart refused with the cart's reason. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const csv = `EAN,Quantity\n${STORY_ISBNS.almanac},2\n${STORY_ISBNS.notSold},1\n`;
    await upload(canvasElement, 'list.csv', csv);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add 2 titles to cart' }));
    // The buyer's ship-to ordered the almanac before: the add asks first, as the cart's bulk add does.
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ordered before' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
    await expect(await canvas.findByText('1 title was added to your cart.')).toHaveFocus();
    await expect(canvas.getByText('Titles that could not be added: 1')).toBeVisible();
  },
};

/** A bad file: refused with its reason; nothing is added. */
export const BadFile: Story = {
  play: async ({ canvasElement }) => {
    await upload(canvasElement, 'broken.xlsx', 'PK\u0003\u0004 not a workbook');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('“broken.xlsx” could not be read');
    await expect(alert).toHaveTextContent('Nothing was added to your cart.');
  },
};

/** The fast-order buyer, whose cart already holds three atlases (the rows' flags are read from the cart as it is). */
const flagsClient = createMemoryApiClient({ user: DEMO_UIDS.orders });

/**
 * The preview of a signed-in buyer: each row to add carries the flags shown on every other screen — ordered before
 * for this ship-to (date and order number), already in the cart — asked for the whole file in one call.
 */
export const PreviewWithFlags: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.orders, route: '/cart', client: flagsClient } },
  play: async ({ canvasElement }) => {
    const cart = await flagsClient.carts.get({ userId: DEMO_UIDS.orders });
    if (!cart.entries.some((e) => e.product.isbn13 === STORY_ISBNS.atlas))
      await flagsClient.carts.addEntries({
        userId: DEMO_UIDS.orders,
        cartId: cart.code,
        orderEntries: [{ product: { code: STORY_ISBNS.atlas }, quantity: 3 }],
      });
    const csv = ['ISBN,Qty', `${DEMO_ORDERED_TITLE.isbn13},1`, `${STORY_ISBNS.atlas},2`, `${STORY_ISBNS.almanac},1`];
    await upload(canvasElement, 'spring-list.csv', csv.join('\n'));
    const table = await within(canvasElement).findByRole('table', { name: 'Rows to add' });
    await expect(
      await within(table).findByText(`Ordered 03/14/2026 · order ${DEMO_ORDERED_TITLE.orderNumber}`),
    ).toBeVisible();
    await expect(within(table).getByText('In your cart (3)')).toBeVisible();
  },
};
