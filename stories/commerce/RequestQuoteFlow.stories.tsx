import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RequestQuoteFlow } from '../../packages/commerce/src/quotes/RequestQuoteFlow';
import { expectNoSidewaysScroll } from '../phone';
import { DEMO_UIDS, product } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");

/**
 * The Request a quote dialog with its request, as RequestQuote loads it when the button is first pressed: the title,
 * the buyer's current ship-to, a quantity and a note; sent, the quote's number and where to find it.
 */
const meta = {
  title: 'Commerce/RequestQuoteFlow',
  component: RequestQuoteFlow,
  args: {
    product: almanac,
    open: true,
    onOpenChange: fn(),
    quantity: 1,
    quotesHref: '/my-orders/quotes',
  },
  parameters: { shelfmark: { user: DEMO_UIDS.international } },
} satisfies Meta<typeof RequestQuoteFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Request a quote' });

/** Open: the title and the buyer's ship-to, the quantity the page had. */
export const Open: Story = {
  args: { quantity: 12 },
  play: async () => {
    const opened = await dialog();
    await expect(await within(opened).findByText(/300100/)).toBeVisible();
    await expect(within(opened).getByText("The Lighthouse Keeper's Almanac")).toBeVisible();
    await expect(within(opened).getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(12);
  },
};

/** Open, on the second brand. */
export const OpenSecondBrand: Story = {
  args: { quantity: 12 },
  parameters: { shelfmark: { user: DEMO_UIDS.international, site: 'thorndike' } },
  play: Open.play,
};

/** Sent: the quote's number and where to find it. */
export const Requested: Story = {
  play: async () => {
    const opened = await dialog();
    await within(opened).findByText(/300100/);
    await userEvent.click(within(opened).getByRole('button', { name: 'Send request' }));
    await expect(await within(opened).findByRole('status')).toHaveTextContent(
      /Quote Q\d+ requested\. Find it under My Orders → Quotes/,
    );
  },
};

/** Open on a 360 px phone: the dialog fits, nothing scrolls sideways. */
export const OpenOnAPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['phone'],
  play: async () => {
    await expect(await within(await dialog()).findByText(/300100/)).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
