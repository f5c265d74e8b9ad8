import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AddToCartForm } from '@shelfmark/commerce';
import { DEMO_UIDS, product, seedWithCart } from './storyData';
import { createSiteConfig, ShelfmarkSiteProvider } from '@shelfmark/forms/site';

const almanac = product("The Lighthouse Keeper's Almanac");
const harbourTales = product('Large Print Harbour Tales');

const meta = {
  title: 'Commerce/AddToCartForm',
  component: AddToCartForm,
  args: { product: almanac, returnTo: `/products/${almanac.isbn13}` },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
} satisfies Meta<typeof AddToCartForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** PDP-02: adding 2 copies shows the status message. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('added to your cart'));
  },
};

/** PDP-02: the quantity is checked on every change (max from the site config). */
export const QuantityTooHigh: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000');
    await expect(quantity).toHaveAccessibleDescription('Max quantity is 999');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** PDP-02: 998 already in the cart, 2 more asked for — the remaining-quantity dialog. */
export const RemainingQuantityDialog: Story = {
  parameters: { shelfmark: { seed: seedWithCart([["The Lighthouse Keeper's Almanac", 998]]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quantity limit reached' });
    await expect(dialog).toHaveTextContent(
      'You can add 1 more. The maximum is 999 per title and you already have 998 in your cart.',
    );
  },
};

/** PDP-02: the cart already holds the maximum. */
export const NoQuantityLeft: Story = {
  parameters: { shelfmark: { seed: seedWithCart([["The Lighthouse Keeper's Almanac", 999]]) } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add to cart' }));
    await expect(await screen.findByRole('dialog')).toHaveTextContent('No more can be added.');
  },
};

export const SignedOut: Story = {
  parameters: { shelfmark: { user: null } },
};

/** PDP-03: inquiry-only users see the quantity disabled and no button. */
export const InquiryOnly: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry } },
};

const navigate = fn();

/** PDP-02: a pending user is sent to accountConfirmation instead of adding. */
export const Pending: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.pending } },
  decorators: [
    (Story) => (
      <ShelfmarkSiteProvider config={createSiteConfig()} navigate={navigate}>
        <Story />
      </ShelfmarkSiteProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add to cart' }));
    await expect(navigate).toHaveBeenCalledWith('/account-confirmation');
  },
};

/** Editor labels replace the English defaults. */
export const CustomLabels: Story = {
  args: { labels: { label: 'Copies', submit: 'Order' } },
};

/** PDP-02: a custom product asks before it is added. */
export const CustomProductDialog: Story = {
  args: { product: product('Regional Studies Course Pack') },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add to cart' }));
    await expect(await screen.findByRole('dialog', { name: 'Custom product' })).toBeInTheDocument();
  },
};

/** PDP-02: a title with no stock — before anything is added, the no-stock dialog with this request's numbers, Add to cart or Cancel. */
export const NoStockDialog: Story = {
  args: { product: product('Tidewater: A Natural History') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await screen.findByRole('dialog', { name: 'Not enough stock' })).toHaveTextContent(
      'You asked for 3. 3 of them are not in stock now and will be backordered.',
    );
  },
};

/** PDP-02 on the second brand: a Thorndike buyer adds 3 copies of a large-print title. */
export const Thorndike: Story = {
  args: { product: harbourTales, returnTo: `/products/${harbourTales.isbn13}` },
  parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('3 × “Large Print Harbour Tales” added to your cart.'),
    );
  },
};
