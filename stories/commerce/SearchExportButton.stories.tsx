import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@shelfmark/api-client';
import { createMemoryApiClient } from '@shelfmark/api-client/testing';
import { SearchExportButton } from '@shelfmark/commerce';

const meta = {
  title: 'Commerce/SearchExportButton',
  component: SearchExportButton,
  args: { q: 'library', sort: 'relevance', onFile: fn() },
  parameters: { shelfmark: { user: null } },
} satisfies Meta<typeof SearchExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SRCH-02: "Download as Excel", idle. */
export const Default: Story = {};

/** SRCH-02: the workbook downloads with bytes and rows counted; the button is busy meanwhile. */
export const Exporting: Story = {
  tags: ['no-visual'],
  parameters: { shelfmark: { latencyMs: 400 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download as Excel' }));
    await expect(canvas.getByRole('button', { name: 'Download as Excel' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(/Downloading \d+ results: \d+ kB received/),
      { timeout: 10_000 },
    );
  },
};

/** The day the Done story downloads on, so its file name (search-results-{date}.xlsx) looks the same every day. */
const EXPORT_DAY = Date.parse('2026-11-22T12:00:00Z');

/** SRCH-02: the file was handed to the browser. */
export const Done: Story = {
  // `new Date()` answers EXPORT_DAY while this story shows (Date.now and dates given a value stay real).
  beforeEach: () => {
    const RealDate = globalThis.Date;
    globalThis.Date = class extends RealDate {
      constructor(...args: [] | [string | number | Date]) {
        if (args.length === 0) super(EXPORT_DAY);
        else super(args[0]);
      }
    } as DateConstructor;
    return () => {
      globalThis.Date = RealDate;
    };
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download as Excel' }));
    await waitFor(() => expect(args.onFile).toHaveBeenCalled(), { timeout: 10_000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Downloaded search-results-2026-11-22.xlsx');
  },
};

/** SRCH-02: the second brand's workbook (ISBN-13, Author, Title, Format, Price, Genre, Published Date). */
export const SecondBrand: Story = {
  args: { q: 'large print' },
  parameters: { shelfmark: { site: 'thorndike' } },
};

function failingExport() {
  const client = createMemoryApiClient();
  return {
    ...client,
    products: {
      ...client.products,
      exportSearch: () => Promise.reject(new ApiError({ status: 503, code: 'INTERNAL', message: 'Export is down' })),
    },
  };
}

/** SRCH-02: the export failed — logged to the console, and said on the page. */
export const Failed: Story = {
  parameters: { shelfmark: { client: failingExport() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spec logs an export failure to the console; catch it here so it is asserted, not reported.
    const logged = spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download as Excel' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'The Excel file could not be created. Please try again.',
      );
      await expect(logged).toHaveBeenCalledWith('Search export failed', expect.anything());
    } finally {
      logged.mockRestore();
    }
  },
};
