import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LiveStatus } from '../../packages/commerce/src/status/LiveStatus';

/**
 * A polite live region for what an action did, used by the price results and the product page's wish-list
 * block. It has no texts of its own: the caller passes its messages, already in its labels' words.
 */
const meta = {
  title: 'Commerce/LiveStatus',
  component: LiveStatus,
  // Ten minutes: the page's 10 s could end before the screenshot on a busy machine.
  args: {
    messages: [
      '3 added to your cart.',
      null,
      false,
      'Not added: your cart would hold more than 999 of this title (998 in it now).',
    ],
    clearAfterMs: 600_000,
  },
} satisfies Meta<typeof LiveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-02, PNA-01: the messages read as sentences, empty ones left out, a space between them. */
export const Messages: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^3 added to your cart\. Not added: your cart would hold more than 999 of this title \(998 in it now\)\.$/,
    );
  },
};

/** CART-16: after its time (10 s on the page, a short time here) the message leaves; the empty region stays for the next one. */
export const Cleared: Story = {
  args: { clearAfterMs: 200 },
  parameters: { caption: 'Empty on purpose: the message has cleared.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  },
};
