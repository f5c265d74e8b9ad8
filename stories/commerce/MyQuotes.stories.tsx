import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyQuotes } from '@shelfmark/commerce';
import { expectNoSidewaysScroll } from '../phone';
import { DEMO_QUOTE, DEMO_UIDS, quotesClient, seedWithQuote } from './MyQuotes.storyData';

const heading = `Quote ${DEMO_QUOTE.number}`;

/**
 * My Orders → Quotes: the international buyer's quotes for their ship-to, in each status, with Accept quote on a
 * quoted one (it puts the titles in the cart at the quoted prices and opens the cart).
 */
const meta = {
  title: 'Commerce/MyQuotes',
  component: MyQuotes,
  parameters: {
    shelfmark: { user: DEMO_UIDS.international, route: '/my-orders/quotes', seed: seedWithQuote('requested') },
  },
} satisfies Meta<typeof MyQuotes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requested: the title and quantity asked for, awaiting the rep's price. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const quote = await within(canvasElement).findByRole('article', { name: heading });
    await expect(quote).toHaveTextContent('Status: Requested');
    await expect(quote).toHaveTextContent('Awaiting your rep’s price');
  },
};

/** Quoted: the unit price, the total, "Valid until MM/DD/YYYY" and Accept quote. */
export const Quoted: Story = {
  parameters: { shelfmark: { seed: seedWithQuote('quoted') } },
  play: async ({ canvasElement }) => {
    const quote = await within(canvasElement).findByRole('article', { name: heading });
    await expect(quote).toHaveTextContent('$29.50');
    await expect(quote).toHaveTextContent('$354.00');
    await expect(quote).toHaveTextContent('Valid until 12/31/2099');
    await expect(within(quote).getByRole('button', { name: `Accept quote ${DEMO_QUOTE.number}` })).toBeEnabled();
  },
};

/** Quoted, on the second brand. */
export const QuotedThorndike: Story = {
  parameters: { shelfmark: { seed: seedWithQuote('quoted'), site: 'thorndike' } },
  play: Quoted.play,
};

/** Accepted: its titles went to the cart at the quoted prices. */
export const Accepted: Story = {
  parameters: { shelfmark: { seed: seedWithQuote('accepted') } },
  play: async ({ canvasElement }) => {
    const quote = await within(canvasElement).findByRole('article', { name: heading });
    await expect(quote).toHaveTextContent('Status: Accepted');
    await expect(within(quote).queryByRole('button')).toBeNull();
  },
};

/** Expired: past its last day, not accepted. */
export const Expired: Story = {
  parameters: { shelfmark: { seed: seedWithQuote('expired') } },
  play: async ({ canvasElement }) => {
    const quote = await within(canvasElement).findByRole('article', { name: heading });
    await expect(quote).toHaveTextContent('Status: Expired');
    await expect(quote).toHaveTextContent('Valid until 01/31/2020');
  },
};

/** No quote yet for this ship-to (the North American buyer). */
export const NoQuoteYet: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/You have no quotes for this ship-to account/),
    ).toBeInTheDocument();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { shelfmark: { client: quotesClient('stall') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your quotes…')).toBeInTheDocument();
  },
};

/** The list could not be loaded: said so, with Try again. */
export const Failed: Story = {
  parameters: { shelfmark: { client: quotesClient('fail') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your quotes could not be loaded.');
  },
};

/** A visitor is asked to sign in. */
export const SignedOut: Story = {
  parameters: { shelfmark: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see your quotes.')).toBeInTheDocument();
  },
};

/** Quoted, on a 360 px phone: the title's facts stack, nothing scrolls sideways. */
export const QuotedOnAPhone: Story = {
  parameters: { shelfmark: { seed: seedWithQuote('quoted') } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    const quote = await within(canvasElement).findByRole('article', { name: heading });
    await expect(within(quote).getByRole('button', { name: `Accept quote ${DEMO_QUOTE.number}` })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
