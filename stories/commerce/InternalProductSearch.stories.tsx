import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InternalProductSearch } from '@shelfmark/commerce';
import { DEMO_UIDS, product, stalledClient } from './storyData';

const almanac = product("The Lighthouse Keeper's Almanac");
const harbourTales = product('Large Print Harbour Tales');

const meta = {
  title: 'Commerce/InternalProductSearch',
  component: InternalProductSearch,
  parameters: { shelfmark: { user: DEMO_UIDS.staff } },
} satisfies Meta<typeof InternalProductSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, account: string, isbn: string) => {
  const canvas = within(canvasElement);
  if (account) await userEvent.type(canvas.getByRole('textbox', { name: /Account number/ }), account);
  if (isbn) await userEvent.type(canvas.getByRole('textbox', { name: /ISBN/ }), isbn);
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  return canvas;
};

/** IPS-01: the empty form. */
export const Default: Story = {};

/** IPS-01: both fields are required. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '', '');
    await expect(canvas.getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription(
      'Account number is a required field.',
    );
  },
};

/** IPS-01: the product with the customer's price and the net-pricing note (dashes in the ISBN ignored). */
export const Result: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '100101', `${almanac.isbn13.slice(0, 3)}-${almanac.isbn13.slice(3)}`);
    await expect(await canvas.findByRole('article', { name: almanac.fullTitle })).toHaveTextContent(
      'This is net pricing.',
    );
  },
};

/** IPS-01 PDP-03: an international customer's account (300100) buys through its rep: no price to quote, said so. */
export const ContactRepAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '300100', almanac.isbn13);
    await expect(await canvas.findByRole('article', { name: almanac.fullTitle })).toHaveTextContent(
      'No price: this account buys this title through its sales representative (contact your rep).',
    );
  },
};

/** IPS-01: the error banner.
export const ErrorBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '100101', '9799999999999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('There was an error with your search.');
  },
};

/** IPS-01: waiting for the answer. */
export const Searching: Story = {
  parameters: { shelfmark: { client: stalledClient('products', 'lookup', DEMO_UIDS.staff) } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '100101', almanac.isbn13);
    await expect(canvas.getByRole('button', { name: 'Searching…' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** IPS-01 on the second brand: staff look up a large-print title for a Thorndike account (200100). */
export const Thorndike: Story = {
  parameters: { shelfmark: { user: DEMO_UIDS.staff, site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '200100', harbourTales.isbn13);
    const result = await canvas.findByRole('article', { name: harbourTales.fullTitle });
    await expect(result).toHaveTextContent('Large Print Hardcover');
    await expect(result).toHaveTextContent('Nora Quinn');
    await expect(result).toHaveTextContent('This is net pricing.');
  },
};
