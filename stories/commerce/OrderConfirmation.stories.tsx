import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buildCart } from '@shelfmark/api-client/testing';
import { OrderConfirmation } from '@shelfmark/commerce';
import { checkoutStorage } from '@shelfmark/commerce/internal';
import { DEMO_UIDS, product } from './storyData';

const ordered = buildCart({
  lines: [
    { product: product("The Lighthouse Keeper's Almanac"), quantity: 2 },
    { product: product('An Atlas of Ancient Trade Routes'), quantity: 1 },
    { product: product('Canadian Business Law'), quantity: 4 },
    { product: product('Foundations of Library Cataloguing'), quantity: 1 },
  ],
});

const meta = {
  title: 'Commerce/OrderConfirmation',
  tags: ['checkout'],
  component: OrderConfirmation,
  args: { search: '?ordernumber=W02000001' },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/order-confirmation?ordernumber=W02000001' } },
  beforeEach: () => {
    checkoutStorage.saveConfirmation({ code: 'W02000001', cart: ordered });
    return () => sessionStorage.clear();
  },
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CONF-01: the number from the query, description, contacts and the order summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your confirmation number is W02000001')).toBeInTheDocument();
  },
};

/** CONF-01 on a phone: the order summary is an accordion. */
export const Mobile: Story = {
  args: { summaryLayout: 'accordion' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Order summary (8 items)' }));
    await expect(canvas.getByRole('list', { name: 'Items in your order' })).toBeInTheDocument();
  },
};

/** No confirmation number in the address. */
export const MissingNumber: Story = {
  args: { search: '' },
};

/** CONF-01: the PO number, ship-to and payment method of the order just placed. */
export const WithOrderDetails: Story = {
  beforeEach: () => {
    checkoutStorage.saveConfirmation({
      code: 'W02000001',
      cart: ordered,
      purchaseOrderNumber: 'PO-2026-119',
      paymentType: 'ACCOUNT',
      shipTo: {
        name: 'Riverside Library — North Branch',
        accountNumber: '100101',
        address: '1 Main Street, Northampton, Massachusetts 01060',
      },
    });
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Order details' })).toHaveTextContent('PO-2026-119');
  },
};

/** CONF-01: a number that is none of the buyer's orders is not thanked for. */
export const NotFound: Story = {
  args: { search: '?ordernumber=W99999999' },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: '/order-confirmation?ordernumber=W99999999' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Order not found' }),
    ).toBeInTheDocument();
  },
};

/** CONF-01 on the second brand: its own customer service and the shipping instructions given at checkout. */
export const SecondBrand: Story = {
  parameters: {
    shelfmark: {
      user: DEMO_UIDS.thorndikeBuyer,
      site: 'thorndike',
      route: '/order-confirmation?ordernumber=W02000001',
    },
  },
  beforeEach: () => {
    checkoutStorage.saveConfirmation({
      code: 'W02000001',
      cart: ordered,
      paymentType: 'ACCOUNT',
      specialShippingInstructions: 'Deliver to the loading dock',
    });
    return () => sessionStorage.clear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Questions about your order?' })).toHaveTextContent(
      'Thorndike Press Customer Service',
    );
    await expect(canvas.getByRole('region', { name: 'Order details' })).toHaveTextContent(
      'Deliver to the loading dock',
    );
  },
};

/** CONF-01: a visitor opening a confirmation is asked to sign in to see the order. */
export const SignedOut: Story = {
  args: { search: '?ordernumber=W02000009' },
  parameters: { shelfmark: { user: null, route: '/order-confirmation?ordernumber=W02000009' } },
  beforeEach: () => () => sessionStorage.clear(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see order W02000009.')).toBeInTheDocument();
  },
};
