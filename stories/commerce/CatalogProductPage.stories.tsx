import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CatalogProductPage } from '@shelfmark/commerce';
import { demoSeed, type MemorySeed } from '@shelfmark/api-client/testing';
import { DEMO_UIDS, failingClient, product, stalledClient } from './storyData';

const database = product('World History in Context');

const meta = {
  title: 'Commerce/CatalogProductPage',
  component: CatalogProductPage,
  args: { code: database.isbn13 },
  parameters: { shelfmark: { user: null, route: `/catalog/${database.isbn13}` } },
} satisfies Meta<typeof CatalogProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** NECP-01: image, title, long description, Request a Trial, Find Your Rep, collections and details. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: database.fullTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Request a Trial' })).toHaveAttribute(
      'href',
      `/request-a-trial?${new URLSearchParams({ product: 'database', title: database.fullTitle })}`,
    );
  },
};

/** NECP-01: international users get the international trial and rep links. */
export const International: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.international } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Find Your Rep' })).toHaveAttribute(
      'href',
      '/find-your-rep/international',
    );
  },
};

/** NECP-01: with the alert strip. */
export const WithAlert: Story = {
  args: { alert: 'Free trials are extended to 60 days this term.' },
};

function longDescription(): MemorySeed {
  const seed = demoSeed();
  const text = `${'Primary documents, reference articles and maps from five centuries of world history. '.repeat(8)}Updated weekly.`;
  return {
    ...seed,
    products: seed.products.map((p) => (p.isbn13 === database.isbn13 ? { ...p, description: text } : p)),
  };
}

/** NECP-01: a long description, cut before Show More. */
export const LongDescription: Story = {
  args: { visibleSymbols: 160 },
  parameters: { shelfmark: { seed: longDescription() } },
};

/** NECP-01: the description expanded with Show More. */
export const LongDescriptionExpanded: Story = {
  args: { visibleSymbols: 160 },
  parameters: { shelfmark: { seed: longDescription() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show More' }));
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** NECP-01 on the second brand's site. */
export const SecondBrand: Story = {
  args: { code: product('Digital Scholar Lab').isbn13 },
  parameters: { shelfmark: { site: 'thorndike' } },
};

export const Loading: Story = {
  parameters: { shelfmark: { client: stalledClient('products', 'byCode', null) } },
};

export const NotFound: Story = {
  args: { code: '9799999999999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Product not found.');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: { shelfmark: { client: failingClient('products', 'byCode', 'The catalogue is not answering.', null) } },
};
