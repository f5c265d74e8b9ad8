import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { addToCartFormLabels } from '@shelfmark/commerce';
import type { UseGuardedAddToCartResult } from '../../packages/commerce/src/cart/useGuardedAddToCart';
import { AddToCartDialogs } from '../../packages/commerce/src/product/AddToCartDialogs';

/** The state of the one add-to-cart flow that the dialogs read: nothing open unless a story says so. */
function flowWith(
  state: Partial<Pick<UseGuardedAddToCartResult, 'customQuantity' | 'noStock'>> & {
    exceeded?: UseGuardedAddToCartResult['cart']['exceeded'];
  },
): UseGuardedAddToCartResult {
  return {
    cart: {
      addToCart: fn(),
      isPending: false,
      added: null,
      exceeded: state.exceeded ?? null,
      dismissExceeded: fn(),
      error: null,
      reset: fn(),
    },
    request: fn(),
    isChecking: false,
    customQuantity: state.customQuantity ?? null,
    confirmCustom: fn(),
    cancelCustom: fn(),
    noStock: state.noStock ?? null,
    confirmNoStock: fn(),
    dismissNoStock: fn(),
  };
}

/**
 * The dialogs of the one add-to-cart flow, shared by the product page and price and availability: the remaining
 * quantity, the custom-product confirmation and the no-stock question. Their texts are the add-to-cart form's labels.
 */
const meta = {
  title: 'Commerce/AddToCartDialogs',
  component: AddToCartDialogs,
  args: { flow: flowWith({}), text: addToCartFormLabels },
} satisfies Meta<typeof AddToCartDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-02: the maximum would be passed: how many more can be added; OK dismisses it. */
export const QuantityLimitReached: Story = {
  args: {
    flow: flowWith({ exceeded: { productCode: '9780000000002', requested: 9, inCart: 8, max: 10, remaining: 2 } }),
  },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Quantity limit reached' });
    await expect(
      within(modal).getByText('You can add 2 more. The maximum is 10 per title and you already have 8 in your cart.'),
    ).toBeVisible();
    await userEvent.click(within(modal).getAllByRole('button', { name: 'OK' })[0]!);
    await expect(args.flow.cart.dismissExceeded).toHaveBeenCalledOnce();
  },
};

/** PDP-02: the cart already holds the maximum: nothing more can be added. */
export const NoQuantityLeft: Story = {
  args: {
    flow: flowWith({ exceeded: { productCode: '9780000000002', requested: 1, inCart: 10, max: 10, remaining: 0 } }),
  },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Quantity limit reached' });
    await expect(
      within(modal).getByText('You already have 10 in your cart, the maximum of 10 per title. No more can be added.'),
    ).toBeVisible();
  },
};

/** PDP-02: a custom product is confirmed before it is added; Add to cart confirms. */
export const CustomProduct: Story = {
  args: { flow: flowWith({ customQuantity: 3 }) },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Custom product' });
    await expect(within(modal).getByText(/Add 3 to your cart\?/)).toBeVisible();
    await userEvent.click(within(modal).getByRole('button', { name: 'Add to cart' }));
    await expect(args.flow.confirmCustom).toHaveBeenCalledOnce();
  },
};

/** PNA-01: stock cannot cover the quantity: nothing is added until the buyer agrees; Cancel adds nothing. */
export const NotEnoughStock: Story = {
  args: { flow: flowWith({ noStock: { requested: 12, backordered: 4 } }) },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Not enough stock' });
    await expect(
      within(modal).getByText('You asked for 12. 4 of them are not in stock now and will be backordered.'),
    ).toBeVisible();
    await userEvent.click(within(modal).getAllByRole('button', { name: 'Cancel' })[0]!);
    await expect(args.flow.dismissNoStock).toHaveBeenCalledOnce();
    await expect(args.flow.confirmNoStock).not.toHaveBeenCalled();
  },
};

/** Nothing to ask: no dialog is open. */
export const NothingToAsk: Story = {
  parameters: { caption: 'Empty on purpose: the add needs no question, so no dialog opens.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
