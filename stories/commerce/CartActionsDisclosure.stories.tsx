import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartActionsDisclosure } from '../../packages/commerce/src/cart/actions/CartActionsDisclosure';
import { onAPhone } from '../phone';

const actions = (
  <>
    <button type="button" className="sm-button">
      Remove selected (2)
    </button>
    <button type="button" className="sm-button">
      Clear cart
    </button>
    <button type="button" className="sm-button">
      Save as wish list
    </button>
    <button type="button" className="sm-button">
      Download or print
    </button>
  </>
);

/**
 * The cart's toolbar: the actions in a row on a desk; on a phone behind one "Cart actions" disclosure button, so the
 * first line stays on the first screen.
 */
const meta = {
  title: 'Commerce/CartActionsDisclosure',
  component: CartActionsDisclosure,
  args: { children: actions },
  parameters: { shelfmark: { route: '/cart' } },
} satisfies Meta<typeof CartActionsDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desk: the four actions in a row, no disclosure button. */
export const InARow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clear cart' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cart actions' })).toBeNull();
  },
};

/** A phone, closed: only "Cart actions" shows, collapsed. */
export const CollapsedOnAPhone: Story = {
  ...onAPhone,
  args: { collapsed: true },
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart actions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Clear cart' })).toBeNull();
  },
};

/** A phone, opened: the actions follow the button in the Tab order; Escape closes them and focus returns to it. */
export const OpenOnAPhone: Story = {
  ...onAPhone,
  args: { collapsed: true },
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Cart actions' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove selected (2)' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Save as wish list' })).toBeVisible();
  },
};

/** The second brand's toolbar on a phone, opened. */
export const OpenOnAPhoneSecondBrand: Story = {
  ...OpenOnAPhone,
  parameters: { shelfmark: { route: '/cart', site: 'thorndike' } },
  tags: ['phone'],
};
