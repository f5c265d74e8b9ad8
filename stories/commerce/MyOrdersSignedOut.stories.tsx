import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { myQuotesLabels } from '@shelfmark/commerce';
import { MyOrdersSignedOut } from '../../packages/commerce/src/quotes/MyOrdersSignedOut';
import { phoneStory } from '../phone';

/** A My Orders section (Orders, Quotes) for a visitor: its heading and a Sign in link that comes back to it. */
const meta = {
  title: 'Commerce/MyOrdersSignedOut',
  component: MyOrdersSignedOut,
  args: { className: 'sm-orders', returnTo: '/my-orders' },
  parameters: { shelfmark: { user: null, route: '/my-orders' } },
} satisfies Meta<typeof MyOrdersSignedOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Orders: "Sign in to see your orders." and Sign in, back to My Orders. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(canvas.getByText('Sign in to see your orders.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fmy-orders',
    );
  },
};

/** My Orders → Quotes, with the quotes page's texts, on the second brand. */
export const QuotesSecondBrand: Story = {
  args: { className: 'sm-quotes', returnTo: '/my-orders/quotes', labels: myQuotesLabels },
  parameters: { shelfmark: { user: null, route: '/my-orders/quotes', site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
    await expect(canvas.getByText('Sign in to see your quotes.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/api/auth/login?return=%2Fmy-orders%2Fquotes',
    );
  },
};

/** On a phone: the message wraps, nothing scrolls sideways. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
  }),
  tags: ['phone'],
};
