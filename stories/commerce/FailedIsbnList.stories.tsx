import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FailedIsbnList } from '@shelfmark/commerce';
import { INVALID_ISBNS_KEY, storeFailedIsbns } from '@shelfmark/commerce/internal';

const meta = {
  title: 'Commerce/FailedIsbnList',
  component: FailedIsbnList,
  args: { onDismiss: fn() },
  // The refused ISBNs live in session storage (CART-03): start clean and leave nothing behind.
  beforeEach: () => {
    sessionStorage.removeItem(INVALID_ISBNS_KEY);
    return () => sessionStorage.removeItem(INVALID_ISBNS_KEY);
  },
} satisfies Meta<typeof FailedIsbnList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-03: the ISBNs the last bulk add could not add, read from session storage, under their title. */
export const FromSessionStorage: Story = {
  beforeEach: () => {
    storeFailedIsbns(['9789999999991', '9780000000019']);
  },
  play: async ({ canvasElement }) => {
    // Session storage is read once hydrated (c341a3e): the list appears after the first render.
    const list = within(
      await within(canvasElement).findByRole('region', { name: 'These ISBNs could not be added to your cart' }),
    );
    await expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['9789999999991', '9780000000019']);
  },
};

/** CART-03: Dismiss list forgets them (session storage cleared) and reports it. */
export const Dismissed: Story = {
  args: { isbns: undefined },
  parameters: { caption: 'Empty on purpose: the list was dismissed, so nothing is left to show.' },
  beforeEach: () => {
    storeFailedIsbns(['9789999999991']);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss list' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(sessionStorage.getItem(INVALID_ISBNS_KEY)).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** CART-03: ISBNs given by the page, with translated texts. */
export const GivenIsbnsTranslated: Story = {
  args: {
    isbns: ['9789999999991'],
    labels: { failedTitle: 'No se pudieron añadir estos ISBN', failedDismiss: 'Cerrar la lista' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'No se pudieron añadir estos ISBN' })).toHaveTextContent(
      '9789999999991',
    );
    await expect(canvas.getByRole('button', { name: 'Cerrar la lista' })).toBeVisible();
  },
};

/** CART-03: nothing refused: nothing shown. */
export const Empty: Story = {
  args: { isbns: [] },
  parameters: { caption: 'Empty on purpose: with no refused ISBNs the list renders nothing.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
