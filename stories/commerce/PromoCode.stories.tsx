import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildCart } from '@shelfmark/api-client/testing';
import { checkoutLabels, useCheckout } from '@shelfmark/commerce';
import { PromoCode, type PromoCodeProps } from '../../packages/commerce/src/checkout/PromoCode';
import { DEMO_UIDS, product, seedWithCart } from './storyData';

const seed = seedWithCart([
  ["The Lighthouse Keeper's Almanac", 2],
  ['An Atlas of Ancient Trade Routes', 1],
]);

/**
 * PromoCode as CheckoutPage wires it: the cart and the promo calls of `useCheckout`, over the story's injected memory
 * client (demo codes SAVE10 and FREESHIP; SPRING2020 has expired). The args' cart is replaced by the checkout's.
 */
function CheckoutPromo({ text }: PromoCodeProps) {
  const checkout = useCheckout({ text, isProcessedReturn: false, submitToProvider: () => {}, reload: () => {} });
  if (!checkout.cart) return null;
  return <PromoCode cart={checkout.cart} promo={checkout.promo} text={text} />;
}

/** While a story runs, `Date.now` stands still: the throttle's countdown then shows the same seconds in every run. */
const FROZEN_NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
function freezeClock() {
  const realNow = Date.now;
  Date.now = () => FROZEN_NOW;
  return () => {
    Date.now = realNow;
  };
}

const meta = {
  title: 'Commerce/PromoCode',
  tags: ['checkout'],
  component: PromoCode,
  args: {
    cart: buildCart({ lines: [{ product: product("The Lighthouse Keeper's Almanac"), quantity: 2 }] }),
    promo: { apply: async () => ({ ok: true }), remove: async () => {}, isPending: false },
    text: checkoutLabels,
  },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed, route: '/checkout' } },
  render: (args) => <CheckoutPromo {...args} />,
} satisfies Meta<typeof PromoCode>;

export default meta;
type Story = StoryObj<typeof meta>;

async function applyCode(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: 'Promo code' });
  await userEvent.clear(field);
  await userEvent.type(field, `${code}{Enter}`);
  return field;
}

/** CHK-03: nothing typed yet: Apply stays disabled. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Promo code' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** CHK-03: SAVE10 applied (typed in lower case, sent with Enter): announced, listed with its Remove button. */
export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await applyCode(canvasElement, 'save10');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Promo code SAVE10 applied.'));
    await expect(field).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Remove promo code SAVE10' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** CHK-03: an unknown code is refused with the spec's message on the field, announced as an alert. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await applyCode(canvasElement, 'NOT-A-CODE');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This promo code is not valid.');
    await expect(field).toHaveAccessibleDescription('This promo code is not valid.');
  },
};

/** CHK-03: a code past its end date says it has expired. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    await applyCode(canvasElement, 'SPRING2020');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This promo code has expired.');
  },
};

/** CHK-03: the fourth refusal in a row opens the countdown in whole seconds (the clock stands still in this story). */
export const Countdown: Story = {
  beforeEach: freezeClock,
  play: async ({ canvasElement }) => {
    for (const code of ['NOPE-1', 'NOPE-2', 'NOPE-3', 'NOPE-4']) {
      await applyCode(canvasElement, code);
    }
    const dialog = await screen.findByRole('dialog', { name: 'Too many attempts' });
    await expect(dialog).toHaveTextContent('You can try another promo code in 30 seconds.');
  },
};
