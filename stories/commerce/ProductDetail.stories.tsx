import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ProductDetail } from '@shelfmark/commerce';
import type { Product } from '@shelfmark/api-client';
import { demoSeed, type MemorySeed } from '@shelfmark/api-client/testing';
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

/** PDP-03: a visitor's limited form for a print book — quantity and Add to cart, which go to the federated sign-in; no price. */
export const SignedOut: Story = {
  parameters: { shelfmark: { user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Add to cart' });
    await expect(add.closest('form')).toHaveAttribute('action', expect.stringContaining('/api/auth/login'));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(1);
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

/** The demo seed with one product changed (sample pages, reviews, related titles…). */
function seedWith(isbn13: string, change: Partial<Product>): MemorySeed {
  const seed = demoSeed();
  return { ...seed, products: seed.products.map((p) => (p.isbn13 === isbn13 ? { ...p, ...change } : p)) };
}

const quietArchive = product('The Quiet Archive');
const richAlmanac = seedWith(almanac.isbn13, {
  lookInside: [
    { title: 'Sample chapter', url: 'https://samples.test/almanac-chapter.pdf' },
    { title: 'Index', url: 'https://samples.test/almanac-index.pdf' },
  ],
  tableOfContent: '1. Spring Tides\n2. Fog Signals\n3. The Summer Keepers\n4. Autumn Gales\n5. Winter Watch',
  quotes: [{ quoteText: 'A quiet, luminous book.', preferredAuthorName: 'Harbour Review' }],
  publicationStatus: 'Available',
  relatedProducts: [
    {
      code: quietArchive.code,
      isbn13: quietArchive.isbn13,
      fullTitle: quietArchive.fullTitle,
      imagesDAM: quietArchive.imagesDAM,
    },
  ],
});

/** PDP-01: the print / eBook selector, Look Inside, tabs and You may also Like. */
export const FullPage: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: richAlmanac } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Available formats' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'You may also Like' })).toBeInTheDocument();
  },
};

/** PDP-01: the Look Inside menu open. */
export const LookInsideOpen: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: richAlmanac } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Look Inside' }));
    await expect(await screen.findByRole('menuitem', { name: 'Sample chapter' })).toBeInTheDocument();
  },
};

/** PDP-01: the Product Details tab, with the publication status through the value map. */
export const ProductDetailsTab: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: richAlmanac } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Product Details' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('StatusAvailable');
  },
};

/** PDP-01: the Reviews tab. */
export const ReviewsTab: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: richAlmanac } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Reviews' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('A quiet, luminous book.');
  },
};

/** PDP-03: an item with grade levels (professional development) — Contact your rep. */
export const ContactRep: Story = {
  args: { code: product('Reading Circles in the Primary Classroom').isbn13 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Contact your rep' })).toHaveAttribute(
      'href',
      '/find-your-rep',
    );
  },
};

/** PDP-03: an international user gets the international rep page. */
export const ContactRepInternational: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.international } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Contact your rep' })).toHaveAttribute(
      'href',
      '/find-your-rep/international',
    );
  },
};

/** PDP-03: a visitor asking for a first-brand eBook — Contact Representative. */
export const SignedOutEbook: Story = {
  args: { code: product("The Lighthouse Keeper's Almanac (eBook)").isbn13 },
  parameters: { shelfmark: { user: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Contact Representative' })).toHaveAttribute(
      'href',
      '/find-your-rep',
    );
  },
};

const largePrint = product('Large Print Harbour Tales');

/** PDP-03: a visitor looking at digital media on the second brand (an eBook) — Sign in for price, no form. */
export const SignInForPrice: Story = {
  args: { code: largePrint.isbn13 },
  parameters: {
    shelfmark: { user: null, site: 'thorndike', seed: seedWith(largePrint.isbn13, { mediaType: 'eBook' }) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in for price' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/auth/login?return='),
    );
  },
};

/** PDP-03: a non-ecommerce product — Request a Trial by product type. */
export const RequestTrial: Story = {
  args: { code: product('World History in Context').isbn13 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Request a Trial' })).toHaveAttribute(
      'href',
      `/request-a-trial?${new URLSearchParams({ product: 'database', title: 'World History in Context' })}`,
    );
  },
};

/** PDP-03: signed in, but the title is not purchasable for this account — no price, no buy control. */
export const NoPrice: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: seedWith(almanac.isbn13, { customIsPurchasable: false }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This title is not available to order online for your account.'),
    ).toBeInTheDocument();
  },
};

/** PDP-02: the buyer's wish lists (the expired one is left out); the title goes in with the form's quantity. */
export const WishLists: Story = {
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Wish lists' });
    await expect(within(group).getByRole('combobox', { name: 'Wish list' })).toHaveValue('WL-0001');
    await expect(within(group).getByRole('link', { name: 'New wish list' })).toHaveAttribute('href', '/wishlist');
  },
};

/** PDP-02: a customer without wish lists — only the link to the new-wish-list page. */
export const NoWishLists: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.buyer, seed: { ...demoSeed(), carts: [] } } },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Wish lists' });
    await expect(within(group).queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** PDP-02: two copies added to the buyer's wish list. */
export const AddedToWishList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Wish lists' });
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(group).getByRole('button', { name: 'Add to wish list' }));
    await expect(
      await within(group).findByText(`2 × “${almanac.fullTitle}” added to the wish list “Spring Reading List”.`),
    ).toBeInTheDocument();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** PDP-02: a pending user sees the form; adding sends them to accountConfirmation. */
export const PendingUser: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.pending } },
};
