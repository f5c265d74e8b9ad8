import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AnalyticsProvider, CartPage, ProductDetail, type AnalyticsEvent } from '@shelfmark/commerce';
import { DEMO_UIDS, product, seedWithCart } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");

/**
 * GTM-01 made visible: the widget pushes its tag-manager events to an `AnalyticsProvider` sink, and this story lists
 * them under it (a site would leave the default sink, `window.dataLayer`, to Google Tag Manager).
 */
function WithEventLog({ page }: { page: 'product' | 'cart' }) {
  const [events, setEvents] = useState<AnalyticsEvent[]>([]);
  return (
    <AnalyticsProvider sink={(event) => setEvents((previous) => [...previous, event])}>
      {page === 'product' ? <ProductDetail code={almanac.isbn13} /> : <CartPage />}
      <section aria-label="Tag-manager events" style={{ marginTop: 24, fontFamily: 'var(--sm-font-family)' }}>
        <h2 style={{ fontSize: '1rem' }}>Tag-manager events ({events.length})</h2>
        <ol>
          {events.map((event, index) => (
            <li key={index}>
              <pre
                style={{ margin: 0, fontFamily: 'var(--sm-font-family-mono)', fontSize: 12, whiteSpace: 'pre-wrap' }}
              >
                {JSON.stringify(event)}
              </pre>
            </li>
          ))}
        </ol>
      </section>
    </AnalyticsProvider>
  );
}

const meta = {
  title: 'Commerce/AnalyticsProvider',
  component: AnalyticsProvider as unknown as typeof WithEventLog,
  render: (args) => <WithEventLog {...args} />,
  args: { page: 'product' },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, site: { enabledGtm: true, gtmId: 'GTM-STORY1' } } },
} satisfies Meta<typeof WithEventLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GTM-01: view_item when the product page shows, add_to_cart with the units added. */
export const ProductPageEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('region', { name: 'Tag-manager events' });
    await within(log).findByText(/"event":"view_item"/);
    const quantity = await canvas.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await within(log).findByText(/"event":"add_to_cart".*"quantity":2/)).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** GTM-01: view_cart when the cart page shows, remove_from_cart when a line is removed. */
export const CartPageEvents: Story = {
  args: { page: 'cart' },
  parameters: {
    shelfmark: {
      seed: seedWithCart([
        ["The Lighthouse Keeper's Almanac", 2],
        ['The Quiet Archive', 1],
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('region', { name: 'Tag-manager events' });
    await within(log).findByText(/"event":"view_cart"/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove The Quiet Archive' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Remove item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(log).findByText(/"event":"remove_from_cart".*The Quiet Archive/)).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** GTM-01: the tag manager switched off in the site configuration — nothing is sent. */
export const Disabled: Story = {
  parameters: { shelfmark: { site: { enabledGtm: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Add to cart' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await canvas.findByText(`1 × “${almanac.fullTitle}” added to your cart.`);
    await expect(canvas.getByRole('heading', { name: 'Tag-manager events (0)' })).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
