import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FundSuggestions } from '../../packages/commerce/src/cart/fund-codes/fundCodeForm';

/**
 * The ship-to's funds offered to a fund-code field (CART-05): a datalist the field names with `list`, so the browser
 * suggests them while any other code may still be typed. With no funds there is no list.
 */
const meta = {
  title: 'Commerce/FundSuggestions',
  component: FundSuggestions,
  args: { id: 'story-funds', funds: ['ADULT-NF-2027', 'YA-FIC-2027', 'REF-2027'] },
  parameters: { shelfmark: { route: '/cart' } },
  decorators: [
    (Story) => (
      <label className="sm-field">
        <span className="sm-field__label">Fund code</span>
        <input className="sm-input" list="story-funds" />
        <Story />
      </label>
    ),
  ],
} satisfies Meta<typeof FundSuggestions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three funds offered to the field. */
export const ThreeFunds: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('datalist#story-funds');
    await expect(list).not.toBeNull();
    await expect([...list!.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'ADULT-NF-2027',
      'YA-FIC-2027',
      'REF-2027',
    ]);
    await expect(within(canvasElement).getByRole('combobox', { name: 'Fund code' })).toBeVisible();
  },
};

/** A ship-to without funds: no list; the field takes any code. */
export const NoFunds: Story = {
  args: { funds: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('datalist')).toBeNull();
  },
};
