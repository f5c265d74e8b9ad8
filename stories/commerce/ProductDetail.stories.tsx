import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductDetail } from '@shelfmark/commerce';
import { DEMO_UIDS, failingClient, product, stalledClient } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");

const meta = {
  title: 'Commerce/ProductDetail',
  component: ProductDetail,
  args: { code: almanac.isbn13 },
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, route: `/products/${almanac.isbn13}` } },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-01 and PDP-02 for a buyer: title, facts, cover, breadcrumb and the add-to-cart block. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: almanac.fullTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: `Cover of ${almanac.fullTitle}` })).toHaveAttribute('width', '216');
  },
};

/** Two authors and an edition. */
export const SeveralAuthors: Story = {
  args: { code: product('Foundations of Library Cataloguing', '4').isbn13 },
};

export const SignedOut: Story = {
  parameters: { shelfmark: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', expect.stringContaining('/api/auth/login?return='));
  },
};

export const InquiryOnly: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.inquiry } },
};

export const SecondBrand: Story = {
  args: { code: product('Large Print Harbour Tales').isbn13 },
  parameters: { shelfmark: { user: DEMO_UIDS.thorndikeBuyer, site: 'thorndike' } },
};

/** A database: no buy control. */
export const NotPurchasable: Story = {
  args: { code: product('World History in Context').isbn13 },
};

export const Loading: Story = {
  parameters: { shelfmark: { client: stalledClient('products', 'byCode') } },
};

export const NotFound: Story = {
  args: { code: '9799999999999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Product not found.');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { shelfmark: { client: failingClient('products', 'byCode', 'The catalogue is not answering.') } },
};
