import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildCart } from '@shelfmark/api-client/testing';
import { CartTable } from '@shelfmark/commerce';
import { DEMO_UIDS, product } from './storyData';

const cart = buildCart({
  lines: [
    { product: product("The Lighthouse Keeper's Almanac"), quantity: 2 },
    { product: product('Foundations of Library Cataloguing', '3'), quantity: 1 },
    { product: product('Rare Maps of the Northern Coast'), quantity: 5 },
  ],
});

const meta = {
  title: 'Commerce/CartTable',
  component: CartTable,
  args: { entries: cart.entries },
} satisfies Meta<typeof CartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CART-05: read-only lines (no remove column), a NEW EDITION AVAILABLE badge and a backordered line. */
export const Default: Story = {};

/** CART-09: with a remove button per line. */
export const WithRemove: Story = { args: { onRemove: () => {} } };

/** CART-05: the pager from 2 pages, 2 rows a page. */
export const Paged: Story = { args: { rowsPerPage: 2 } };

/** CART-05: a line above maxProductQuantity shows the max quantity error. */
export const OverMaximum: Story = { parameters: { shelfmark: { site: { maxProductQuantity: 3 } } } };

/** A line this buyer may no longer buy online (a title with grade levels, sold through a rep): Request a quote on it. */
export const LineSoldThroughARep: Story = {
  args: {
    entries: buildCart({
      lines: [
        {
          // The verdict a cart answer carries on this line (a title with grade levels is sold through a rep).
          product: {
            ...product('Reading Circles in the Primary Classroom'),
            entitlement: {
              priceShown: false,
              purchasable: false,
              reason: 'grade-level',
              offer: 'contact-rep',
              message: 'This title is sold through your sales representative: contact your rep.',
            },
          },
          quantity: 2,
        },
        { product: product("The Lighthouse Keeper's Almanac"), quantity: 1 },
      ],
    }).entries,
  },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Request a quote for Reading Circles in the Primary Classroom',
      }),
    ).toBeEnabled();
  },
};
