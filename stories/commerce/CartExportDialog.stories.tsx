import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildCart } from '@shelfmark/api-client/testing';
import { CartExportDialog } from '@shelfmark/commerce';
import { product } from './storyData';

const cart = buildCart({
  code: 'cart-story',
  lines: [
    { product: product("The Lighthouse Keeper's Almanac"), quantity: 2 },
    { product: product('An Atlas of Ancient Trade Routes'), quantity: 1 },
  ],
});

const meta = {
  title: 'Commerce/CartExportDialog',
  component: CartExportDialog,
  args: { open: true, onOpenChange: fn(), cart, onDownload: fn(async () => undefined), onPrint: fn() },
} satisfies Meta<typeof CartExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Download or print' });

/** CART-14: the three ways out: the spreadsheet, print, and an email of the list ('Product List'). */
export const Open: Story = {
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('button', { name: 'Download spreadsheet (.xlsx)' })).toBeEnabled();
    const email = modal.getByRole('link', { name: 'Email the list' });
    await expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=Product%20List&body=The%20Lighthouse%20Keeper/);
  },
};

/** CART-14: downloading: the button is busy while the workbook is prepared. */
export const Downloading: Story = {
  args: { onDownload: fn(() => new Promise<void>(() => undefined)) },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Download spreadsheet (.xlsx)' }));
    await expect(modal.getByRole('button', { name: 'Preparing the spreadsheet…' })).toBeDisabled();
  },
};

/** CART-14: a failed download says so and lets the buyer try again. */
export const DownloadFailed: Story = {
  args: { onDownload: fn(() => Promise.reject(new Error('exceljs could not load'))) },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Download spreadsheet (.xlsx)' }));
    await waitFor(() =>
      expect(modal.getByRole('alert')).toHaveTextContent('The spreadsheet could not be prepared. Please try again.'),
    );
    await expect(modal.getByRole('button', { name: 'Download spreadsheet (.xlsx)' })).toBeEnabled();
  },
};

/** CART-14: Print closes the modal and prints the cart. */
export const Print: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: 'Print' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};
