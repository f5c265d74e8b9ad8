import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountCard } from '@shelfmark/commerce';
import { DEMO_UIDS } from './storyData';

const meta = {
  title: 'Commerce/AccountCard',
  component: AccountCard,
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
} satisfies Meta<typeof AccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-02: the account card with shipping and billing addresses and Change account. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Change account' })).toBeInTheDocument();
  },
};

/** CART-02: a single eligible account — federated Log out instead. */
export const CardSingleAccount: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Log out' })).toBeInTheDocument();
  },
};

/** CART-02 summarised (the phone cart): one "Shipping to …" line that opens to both addresses; Change account in view. */
export const Summarised: Story = {
  args: { summarised: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(/^Shipping to /);
    await expect(line.closest('details')).not.toHaveAttribute('open');
    await expect(canvas.getByRole('button', { name: 'Change account' })).toBeVisible();
  },
};

/** CART-02 summarised and opened: both addresses under the line. */
export const SummarisedOpen: Story = {
  args: { summarised: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByText(/^Shipping to /);
    await userEvent.click(line);
    await expect(await canvas.findByText('Billing address')).toBeVisible();
  },
};
