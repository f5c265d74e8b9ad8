import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FundCodeOutcome } from '../../packages/commerce/src/cart/fund-codes/fundCodeForm';
import { fundCodesLabels } from '../../packages/commerce/src/cart/fund-codes/fundCodes.labels';

/**
 * Under a fund-code field (CART-05): the problem that stopped a save, as an alert the field names as its description,
 * else a status region that says what the save did.
 */
const meta = {
  title: 'Commerce/FundCodeOutcome',
  component: FundCodeOutcome,
  args: { id: 'fund-code-message', error: null, status: null },
  parameters: { shelfmark: { route: '/cart' } },
} satisfies Meta<typeof FundCodeOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a save: an empty status region, ready to announce. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Saved: said in the status region. */
export const Saved: Story = {
  args: { status: fundCodesLabels.fundCodeSaved },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Fund code saved.');
  },
};

/** A code the rules refuse: an alert with the reason. */
export const Invalid: Story = {
  args: { error: fundCodesLabels.fundCodeInvalid },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(fundCodesLabels.fundCodeInvalid);
  },
};

/** A save that failed, on the second brand. */
export const SaveFailedSecondBrand: Story = {
  args: { error: 'The fund code could not be saved. The cart service is unavailable.' },
  parameters: { shelfmark: { route: '/cart', site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be saved');
  },
};
