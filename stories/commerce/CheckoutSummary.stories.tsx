import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from 'radix-ui';
import { expect, userEvent, within } from 'storybook/test';
import { toMoney } from '@shelfmark/api-client';
import { buildCart, withTotals } from '@shelfmark/api-client/testing';
import { checkoutLabels } from '@shelfmark/commerce';
import { CheckoutSummary } from '../../packages/commerce/src/checkout/CheckoutSummary';
import { product } from './storyData';

const lines = [
  { product: product("The Lighthouse Keeper's Almanac"), quantity: 2 },
  { product: product('An Atlas of Ancient Trade Routes'), quantity: 1 },
  { product: product('Canadian Business Law'), quantity: 3 },
  { product: product('Foundations of Library Cataloguing', '4'), quantity: 1 },
];
const cart = buildCart({ lines });
/** After SAVE10-style savings and a free-shipping coupon: Discounts shown, shipping FREE. */
const discounted = withTotals(buildCart({ lines: lines.slice(0, 2), deliveryCost: toMoney(0) }), { orderDiscount: 5 });

/**
 * The order summary of checkout and confirmation. Its texts come from the checkout's labels (`text`, no defaults of
 * its own: CheckoutPage and OrderConfirmation pass `checkoutLabels`).
 */
const meta = {
  title: 'Commerce/CheckoutSummary',
  tags: ['checkout'],
  component: CheckoutSummary,
  args: { cart, text: checkoutLabels },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CHK-01: the desk layout, named by its own heading: 3 lines a page, the pager, shipping not calculated yet ('-'). */
export const Titled: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(
      within(within(summary).getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(within(summary).getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(summary).toHaveTextContent('Shipping-');
  },
};

/** CHK-01: the second page holds the fourth line. */
export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Page 2' }));
    const items = within(within(summary).getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Foundations of Library Cataloguing');
  },
};

/** CHK-03, CHK-04: a discount line and FREE shipping. */
export const DiscountAndFreeShipping: Story = {
  args: { cart: discounted },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(summary).toHaveTextContent(`Discounts-${discounted.totalDiscounts.formattedValue}`);
    await expect(summary).toHaveTextContent('ShippingFREE');
    await expect(within(summary).queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/**
 * CHK-01, CONF-01 on a phone: inside the summary accordion (`titled: false`) the trigger alone names it, so a screen
 * reader hears "Order summary" once. The accordion here stands for CheckoutPage's and OrderConfirmation's.
 */
export const InAccordion: Story = {
  args: { titled: false },
  decorators: [
    (Story) => (
      <Accordion.Root type="single" collapsible className="sm-order-summary sm-order-summary--accordion">
        <Accordion.Item value="summary">
          <Accordion.Header className="sm-order-summary__title">
            <Accordion.Trigger className="sm-order-summary__trigger">
              <span>{checkoutLabels.summaryTitle}</span>{' '}
              <span className="sm-order-summary__trigger-total">{cart.totalPriceWithTax.formattedValue}</span>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="sm-order-summary__content">
            <Story />
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: `Order summary ${cart.totalPriceWithTax.formattedValue}` });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const content = canvas.getByRole('region', { name: `Order summary ${cart.totalPriceWithTax.formattedValue}` });
    await expect(within(content).queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(content).queryByRole('region')).not.toBeInTheDocument();
    await expect(within(content).getByRole('list', { name: 'Items in your order' })).toBeVisible();
  },
};
