import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductOffer } from '@shelfmark/commerce';
import { DEMO_UIDS, product } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");

/**
 * The product page's offer on its own (PDP-02, PDP-03), for a team that lays out its own product page; every
 * variant in the context of the page is in Commerce/ProductDetail.
 */
const meta = {
  title: 'Commerce/ProductOffer',
  component: ProductOffer,
  args: { product: almanac },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer } },
} satisfies Meta<typeof ProductOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-02: a buyer gets the add-to-cart form. */
export const Buyer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(canvas.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(1);
  },
};

/** PDP-03: a visitor looking at a print book gets the limited form, which leads to sign-in. */
export const VisitorLimitedForm: Story = {
  parameters: { shelfmark: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sign in to see your price and order.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' }).closest('form')).toHaveAttribute('method', 'get');
  },
};

/** PDP-03: a non-ecommerce product (a database): Request a Trial, with the product type in the query. */
export const RequestTrial: Story = {
  args: { product: product('World History in Context') },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Request a Trial' });
    await expect(link.getAttribute('href')).toMatch(/^\/request-a-trial\?product=/);
  },
};

/** PDP-03: outside North America: Contact your rep, to the international rep page. */
export const InternationalContactRep: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, site: { market: 'INTERNATIONAL' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Contact your rep' })).toHaveAttribute(
      'href',
      '/find-your-rep/international',
    );
  },
};

/** PDP-02 on the second brand: a Thorndike buyer gets the add-to-cart form for a large-print title. */
export const Thorndike: Story = {
  args: { product: product('Large Print Harbour Tales') },
  parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(canvas.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue(1);
  },
};

/** A signed-in international buyer: Contact your rep stays, and Request a quote opens the quote request. */
export const InternationalRequestQuote: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.international } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Contact your rep' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request a quote' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};
