import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { RequestQuote } from '@shelfmark/commerce';
import { DEMO_UIDS, product } from './storyData';
import { expectNoSidewaysScroll } from '../phone';

const almanac = product("The Lighthouse Keeper's Almanac");

/**
 * Request a quote on its own: the button a title sold through a rep shows to a signed-in buyer (beside Contact your
 * rep on the product page, on search cards), and the dialog it opens on the buyer's current ship-to.
 */
const meta = {
  title: 'Commerce/RequestQuote',
  component: RequestQuote,
  args: { product: almanac },
  parameters: { shelfmark: { user: DEMO_UIDS.international } },
} satisfies Meta<typeof RequestQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No quote yet: the button. */
export const NoQuoteYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Request a quote' })).toBeEnabled();
  },
};

/** Named after its title, where several titles show one (a search card). */
export const Named: Story = {
  args: { named: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: "Request a quote for The Lighthouse Keeper's Almanac" }),
    ).toBeEnabled();
  },
};

/** Open: the title, the buyer's ship-to, a quantity and a note. */
export const DialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await expect(await within(dialog).findByText(/300100/)).toBeVisible();
  },
};

/** Open, on the second brand. */
export const DialogOpenThorndike: Story = {
  parameters: { shelfmark: { site: 'thorndike' } },
  play: DialogOpen.play,
};

/** Sent: the quote's number and where to find it. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' });
    await within(dialog).findByText(/300100/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /Quote Q\d+ requested\. Find it under My Orders → Quotes/,
    );
  },
};

/** Open on a 360 px phone: the dialog fits, nothing scrolls sideways. */
export const DialogOpenOnAPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['phone'],
  play: async (context) => {
    await DialogOpen.play!(context);
    await expectNoSidewaysScroll();
  },
};
