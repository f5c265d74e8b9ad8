import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
