import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RequestQuoteDialog } from '@shelfmark/commerce';
import { expectNoSidewaysScroll } from '../phone';

/**
 * The Request a quote dialog on its own, in each state: the form (title, ship-to, quantity, note), sending, a refusal
 * named inside it, and the answer with the quote's number and where to find it.
 */
const meta = {
  title: 'Commerce/RequestQuoteDialog',
  component: RequestQuoteDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    product: { fullTitle: 'Teaching Reading in the Middle Grades', isbn13: '9780000031112' },
    shipTo: 'Galway City Library (1000600)',
    state: { status: 'idle' },
    quotesHref: '/my-orders/quotes',
    maxQuantity: 9999,
  },
} satisfies Meta<typeof RequestQuoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the title and the ship-to shown, a quantity and an optional note; Send request sends them. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await expect(dialog).toHaveTextContent('Galway City Library (1000600)');
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note for your rep/ }), 'For spring');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ quantity: 12, note: 'For spring' });
  },
};

/** The second brand's tokens. */
export const OpenThorndike: Story = {
  parameters: { shelfmark: { site: 'thorndike' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Request a quote' })).toBeVisible();
  },
};

/** Sending: the button says so and is disabled. */
export const Sending: Story = {
  args: { state: { status: 'pending' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** Refused: the server's reason is named in the dialog and takes focus; the form stays as typed. */
export const Failed: Story = {
  args: { state: { status: 'failed', message: 'This title is sold online to you: add it to your cart instead.' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('This title is sold online to you: add it to your cart instead.');
    await expect(alert).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeEnabled();
  },
};

/** A quantity that is not a whole number from 1: the field says why and nothing is sent. */
export const InvalidQuantity: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: /Quantity/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(within(dialog).getByRole('spinbutton', { name: /Quantity/ })).toHaveAccessibleDescription(
      /Please, provide quantity/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the quote's number and where to find it, with a link to My Orders → Quotes. */
export const Sent: Story = {
  args: { state: { status: 'sent', quoteNumber: 'Q1000004' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Quote Q1000004 requested. Find it under My Orders → Quotes',
    );
    await expect(within(dialog).getByRole('link', { name: 'View my quotes' })).toHaveAttribute(
      'href',
      '/my-orders/quotes',
    );
  },
};

/** On a 360 px phone: the dialog fits, nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['phone'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await expect(within(dialog).getByRole('button', { name: 'Send request' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
