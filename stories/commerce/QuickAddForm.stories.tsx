import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuickAddForm } from '@shelfmark/commerce';

const meta = {
  title: 'Commerce/QuickAddForm',
  component: QuickAddForm,
  args: { max: 10, isPending: false, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof QuickAddForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'ISBNs and quantities, one per line' });

/** CART-13: the empty form: a titled field with its example. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription('For example: 9780000000002, 3');
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** CART-13: good lines are sent together, and the field empties once they are added. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), '9780000000002, 3{Enter}9781594130014 1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { productCode: '9780000000002', quantity: 3 },
      { productCode: '9781594130014', quantity: 1 },
    ]);
    await waitFor(() => expect(field(canvasElement)).toHaveValue(''));
  },
};

/** CART-13: a bad line is named, with the rule; nothing is sent. */
export const BadLine: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(field(canvasElement), '9780000000002, 3{Enter}978000, 30');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Line 2: enter a 13-digit ISBN and a quantity from 1 to 10.',
    );
    await expect(field(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** CART-13: nothing typed: 'Enter at least one ISBN.' */
export const NothingTyped: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Enter at least one ISBN.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** CART-13: while the add is on its way the button says so and stays focusable. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adding…' })).toHaveAttribute('aria-busy', 'true');
  },
};
