import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StackCell, StackRow, StackTable } from '../../packages/commerce/src/results/StackTable';
import { phoneStory } from '../phone';

const titles = [
  { isbn: '978-1-4328-5001-2', title: 'The Lighthouse Keeper’s Almanac', quantity: 2, price: '$31.99' },
  { isbn: '978-1-4328-5003-6', title: 'An Atlas of Ancient Trade Routes', quantity: 1, price: '$28.99' },
];

/**
 * The stacked table the change-account modal (ACCT-01) and the wish-list page (WISH-01) share: a table from
 * the tablet breakpoint, one block of labelled lines per row on a phone; its written roles keep it a table to screen
 * readers either way. Shown here with a wish list's columns.
 */
const meta = {
  title: 'Commerce/StackTable',
  component: StackTable,
  args: { className: 'sm-wishlists__entries', columns: ['Title', 'ISBN', 'Quantity', 'Price'], children: null },
  render: (args) => (
    <StackTable {...args}>
      {titles.map((row) => (
        <StackRow key={row.isbn}>
          <th scope="row" role="rowheader" className="sm-wishlists__entry-title">
            {row.title}
          </th>
          <StackCell label="ISBN">{row.isbn}</StackCell>
          <StackCell label="Quantity">{row.quantity}</StackCell>
          <StackCell label="Price">{row.price}</StackCell>
        </StackRow>
      ))}
    </StackTable>
  ),
  decorators: [
    (Story) => (
      <div className="sm-wishlists">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StackTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WISH-01 on a desk: a table, one row per title, with its column headers. */
export const OnADesk: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'ISBN', 'Quantity', 'Price']);
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
  },
};

/** WISH-01 at 390 px: each title a block of lines labelled by their column (ISBN, Quantity, Price); still a table to screen readers. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('row', { name: /Atlas of Ancient Trade Routes/ })).toBeVisible();
    await expect(within(table).getAllByRole('cell')[0]).toHaveAttribute('data-label', 'ISBN');
  }),
  tags: ['phone'],
};
