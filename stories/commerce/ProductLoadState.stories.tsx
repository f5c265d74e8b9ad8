import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@shelfmark/api-client';
import { productDetailLabels } from '@shelfmark/commerce';
import { ProductLoadState } from '../../packages/commerce/src/product/ProductLoadState';

const query = { isLoading: false, isNotFound: false, isError: false, error: null, refetch: fn() };

/**
 * What the product and catalogue pages show before a product (PDP-01, NECP-01). Texts: the page's labels
 * (`labels` is required: ProductDetail passes `productDetailLabels`, CatalogProductPage its own).
 */
const meta = {
  title: 'Commerce/ProductLoadState',
  component: ProductLoadState,
  args: { query: { ...query, isLoading: true }, labels: productDetailLabels },
} satisfies Meta<typeof ProductLoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PDP-01: loading, announced politely. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the product…');
  },
};

/** PDP-01: 'Product not found.', as an alert. */
export const NotFound: Story = {
  args: { query: { ...query, isNotFound: true, isError: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/^Product not found\.$/);
  },
};

/** PDP-01: the load failed (a server error says no more than that): the message and Try again, which loads again. */
export const Failed: Story = {
  args: {
    query: {
      ...query,
      isError: true,
      error: new ApiError({ status: 503, code: 'INTERNAL', message: 'The catalogue is not answering.' }),
    },
  },
  play: async ({ args, canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('We could not load this product.')).toBeVisible();
    await expect(alert.queryByText('The catalogue is not answering.')).not.toBeInTheDocument();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

/** PDP-01: a failure with a reason the user can act on says it in the labels' words. */
export const FailedOffline: Story = {
  args: {
    query: { ...query, isError: true, error: new ApiError({ status: 0, code: 'NETWORK', message: 'Failed to fetch' }) },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('We could not load this product.');
    await expect(alert).toHaveTextContent('The store could not be reached. Check your connection and try again.');
  },
};
