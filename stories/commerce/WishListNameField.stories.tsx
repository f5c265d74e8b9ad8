import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WishListNameField } from '../../packages/commerce/src/wishlist/WishListNameField';

/** A wish list's name, as the create and save-as dialogs ask for it (WISH-02). */
const meta = {
  title: 'Commerce/WishListNameField',
  component: WishListNameField,
  args: { label: 'Wish list name', value: '', onChange: fn(), onBlur: fn(), error: null },
} satisfies Meta<typeof WishListNameField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WISH-02: the empty field, labelled; typing reports each change. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Wish list name' });
    await expect(input).toHaveAttribute('maxlength', '255');
    await userEvent.type(input, 'S');
    await expect(args.onChange).toHaveBeenCalledWith('S');
  },
};

/** WISH-02: left blank: the required-name message is tied to the input, which is marked invalid. */
export const NameRequired: Story = {
  args: { error: 'Enter a name for the wish list.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Wish list name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a name for the wish list.');
  },
};
