import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildCart } from '@shelfmark/api-client/testing';
import { OrderSummary, PhoneLayoutHint } from '@shelfmark/commerce';
import { phoneStory } from '../phone';
import { product } from './storyData';

const cart = buildCart({
  lines: [
    { product: product("The Lighthouse Keeper's Almanac"), quantity: 2 },
    { product: product('The Quiet Archive'), quantity: 1 },
  ],
});

/**
 * Tells the widgets below which layout a server renders and hydration starts from (the cart's and checkout's order
 * summary: a panel, or on a phone an accordion), before the browser can measure its viewport. A host app sets it from
 * the request (a phone's client hint or user agent) on the server and the page's state in the browser. In the browser
 * the measured viewport decides: here, rendered in the browser, the hint never overrides the window's width.
 */
const meta = {
  title: 'Commerce/PhoneLayoutHint',
  component: PhoneLayoutHint,
  args: { phone: true, children: <OrderSummary cart={cart} /> },
} satisfies Meta<typeof PhoneLayoutHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone's hint in a desk's window: the summary is the panel with its heading, as the window is wide. */
export const PhoneHintAtADesk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order summary' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Order summary/ })).toBeNull();
  },
};

/** A desk's hint on a phone: the summary is the phone's accordion, closed, showing the total. */
export const DeskHintOnAPhone: Story = {
  args: { phone: false },
  ...phoneStory(async (canvas) => {
    await expect(canvas.getByRole('button', { name: /^Order summary/ })).toHaveAttribute('aria-expanded', 'false');
  }),
  tags: ['phone'],
};
