import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toMoney } from '@shelfmark/api-client';
import { QuoteList, type QuoteView } from '@shelfmark/commerce';
import { expectNoSidewaysScroll } from '../phone';

const line = (title: string, isbn13: string, quantity: number, price?: number) => ({
  productCode: `${isbn13}P`,
  isbn13,
  title,
  quantity,
  unitPrice: price === undefined ? null : toMoney(price),
});

const requested: QuoteView = {
  number: 'Q1000003',
  status: 'requested',
  requestedAt: '2026-11-20T14:02:00Z',
  note: 'Needed for the spring semester reading list.',
  lines: [line('Teaching Reading in the Middle Grades', '9780000031112', 12)],
};
const quoted: QuoteView = {
  number: 'Q1000002',
  status: 'quoted',
  requestedAt: '2026-11-12T09:30:00Z',
  expiresOn: '2026-12-31',
  total: toMoney(12 * 38.5),
  lines: [line('Teaching Reading in the Middle Grades', '9780000031112', 12, 38.5)],
};
const accepted: QuoteView = {
  ...quoted,
  number: 'Q1000001',
  status: 'accepted',
  requestedAt: '2026-10-02T11:00:00Z',
  lines: [
    line('World Atlas of Coastal Birds', '9780000000002', 3, 64),
    line('Harbour Ecology', '9780000000019', 2, 41.25),
  ],
  total: toMoney(3 * 64 + 2 * 41.25),
};
const expired: QuoteView = { ...quoted, number: 'Q1000000', status: 'expired', expiresOn: '2026-09-30' };

/**
 * My Orders → Quotes' list on its own: each quote's status (Requested, Quoted with its prices, total and last day,
 * Accepted, Expired), Accept quote on a quoted one, and the list's loading, empty and failed states.
 */
const meta = {
  title: 'Commerce/QuoteList',
  component: QuoteList,
  args: { quotes: [quoted], onAccept: fn(), onRetry: fn() },
} satisfies Meta<typeof QuoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked for, not priced yet: every title awaits the rep's price, and there is nothing to accept. */
export const Requested: Story = {
  args: { quotes: [requested] },
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByRole('article', { name: 'Quote Q1000003' });
    await expect(quote).toHaveTextContent('Status: Requested');
    await expect(quote).toHaveTextContent('Awaiting your rep’s price');
    await expect(within(quote).queryByRole('button')).toBeNull();
  },
};

/** Priced by the rep: unit prices, the total, "Valid until MM/DD/YYYY" and Accept quote. */
export const Quoted: Story = {
  play: async ({ canvasElement, args }) => {
    const quote = within(canvasElement).getByRole('article', { name: 'Quote Q1000002' });
    await expect(quote).toHaveTextContent('Status: Quoted');
    await expect(quote).toHaveTextContent('$38.50');
    await expect(quote).toHaveTextContent('$462.00');
    await expect(quote).toHaveTextContent('Valid until 12/31/2026');
    await userEvent.click(within(quote).getByRole('button', { name: 'Accept quote Q1000002' }));
    await expect(args.onAccept).toHaveBeenCalledWith('Q1000002');
  },
};

/** The second brand's tokens. */
export const QuotedThorndike: Story = {
  parameters: { shelfmark: { site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accept quote Q1000002' })).toBeEnabled();
  },
};

/** Accepting: the quote's button is busy and no other accept can start. */
export const Accepting: Story = {
  args: { quotes: [quoted, requested], accepting: 'Q1000002' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accepting…' })).toBeDisabled();
  },
};

/** The accept was refused: the refusal is named on the quote, and Accept quote stays to try again. */
export const AcceptFailed: Story = {
  args: {
    acceptError: { quoteNumber: 'Q1000002', message: 'This quote has expired: request a new quote.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This quote has expired: request a new quote.');
    await expect(canvas.getByRole('button', { name: 'Accept quote Q1000002' })).toBeEnabled();
  },
};

/** Accepted: its titles went to the cart at the quoted prices; no Accept quote. */
export const Accepted: Story = {
  args: { quotes: [accepted] },
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByRole('article', { name: 'Quote Q1000001' });
    await expect(quote).toHaveTextContent('Status: Accepted');
    await expect(quote).toHaveTextContent('$274.50');
    await expect(within(quote).queryByRole('button')).toBeNull();
  },
};

/** Past its last day unaccepted: Expired, with the way to a new request. */
export const Expired: Story = {
  args: { quotes: [expired] },
  play: async ({ canvasElement }) => {
    const quote = within(canvasElement).getByRole('article', { name: 'Quote Q1000000' });
    await expect(quote).toHaveTextContent('Status: Expired');
    await expect(quote).toHaveTextContent('Valid until 09/30/2026');
    await expect(within(quote).queryByRole('button')).toBeNull();
  },
};

/** Every status in one list, newest first. */
export const AllStatuses: Story = { args: { quotes: [requested, quoted, accepted, expired] } };

/** No quote yet for this ship-to. */
export const Empty: Story = {
  args: { quotes: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('You have no quotes for this ship-to account.');
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { quotes: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your quotes…');
  },
};

/** The list could not be loaded: said so, with Try again. */
export const Failed: Story = {
  args: { quotes: undefined, failed: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your quotes could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** On a 360 px phone: each line's facts stack, nothing scrolls sideways. */
export const OnAPhone: Story = {
  args: { quotes: [quoted, accepted] },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['phone'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accept quote Q1000002' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
