import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyOrdersTabs } from '../../packages/commerce/src/quotes/MyOrdersTabs';
import { phoneStory } from '../phone';

/** The My Orders sections, Orders and Quotes, above both pages: links to the site's routes, the current one marked. */
const meta = {
  title: 'Commerce/MyOrdersTabs',
  component: MyOrdersTabs,
  args: { current: 'orders' },
  parameters: { shelfmark: { route: '/my-orders' } },
} satisfies Meta<typeof MyOrdersTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'My Orders sections' }));

/** On My Orders: Orders is the current page, Quotes links to My Orders → Quotes. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    await expect(tabs(canvasElement).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs(canvasElement).getByRole('link', { name: 'Quotes' })).toHaveAttribute(
      'href',
      '/my-orders/quotes',
    );
  },
};

/** On My Orders → Quotes: Quotes is the current page. */
export const Quotes: Story = {
  args: { current: 'quotes' },
  parameters: { shelfmark: { route: '/my-orders/quotes' } },
  play: async ({ canvasElement }) => {
    await expect(tabs(canvasElement).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs(canvasElement).getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  },
};

/** The second brand's tabs, with a host's own texts. */
export const SecondBrandWithLabels: Story = {
  args: { current: 'quotes', labels: { tabsLabel: 'Your account', ordersTab: 'Purchases', quotesTab: 'Price quotes' } },
  parameters: { shelfmark: { route: '/my-orders/quotes', site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Your account' }));
    await expect(nav.getByRole('link', { name: 'Price quotes' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Purchases' })).toBeVisible();
  },
};

/** On a phone: both tabs fit, nothing scrolls sideways. */
export const OnAPhone: Story = {
  ...phoneStory(async (canvas) => {
    await expect(canvas.getByRole('link', { name: 'Quotes' })).toBeVisible();
  }),
  tags: ['phone'],
};
