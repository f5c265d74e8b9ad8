import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contentRegistry, mergeRegistries, PageRenderer, type RenderablePage } from '@shelfmark/blocks';

const page: RenderablePage = {
  components: [
    { id: 'heading', type: 'Page Heading', document: { title: 'About our large-print collection', description: 'Books set in 16-point type for readers of every age.' } },
    { id: 'body', type: 'Rich Text', document: { content: { value: '<p>Every title is printed on <strong>acid-free paper</strong> and bound to lie flat.</p>' } } },
  ],
};

const meta = {
  title: 'Blocks/PageRenderer',
  component: PageRenderer,
  args: { page, onEdit: fn() },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS-01: a page document rendered through the content registry. */
export const Page: Story = {};

/** CMS-02: a placed block whose document is missing. */
export const MissingDocument: Story = {
  args: { page: { components: [...page.components, { id: 'gone', type: 'Rich Text', document: null }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Missing Rich Text document');
  },
};

/** CMS-02: a component the registry does not know. */
export const UnknownType: Story = {
  args: { page: { components: [...page.components, { id: 'x', type: 'Hologram Carousel', document: {} }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Document Hologram Carousel is not defined.');
  },
};

/** CMS-01: a preview page shows an edit button on each block. */
export const Preview: Story = {
  args: { page: { ...page, preview: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Rich Text' }));
    await expect(args.onEdit).toHaveBeenCalledWith(page.components[1]);
  },
};

/** A block whose code fails while rendering (a bug in a new block, not a bad document). */
function CountdownTimer(): never {
  throw new Error('Countdown Timer: the end date is not a date');
}
const withBrokenBlock = mergeRegistries(contentRegistry, { 'Countdown Timer': { component: CountdownTimer, needsDocument: false } });
/** What React reported as caught by a block's error boundary (instead of logging it as a console error). */
const caughtErrors: string[] = [];

/**
 * CMS-02: a block that throws while rendering, between two healthy blocks. Its boundary contains it: a note takes
 * its place and the blocks before and after render. A host app reports such errors through createRoot's
 * `onCaughtError` (here: recorded, and checked below), so a contained failure is not a console error.
 */
export const BlockThrows: Story = {
  args: {
    registry: withBrokenBlock,
    page: { components: [page.components[0]!, { id: 'countdown', type: 'Countdown Timer' }, page.components[1]!] },
  },
  parameters: {
    react: { rootOptions: { onCaughtError: (error: unknown) => { caughtErrors.push(error instanceof Error ? error.message : String(error)); } } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'About our large-print collection' })).toBeVisible();
    await expect(await canvas.findByText('acid-free paper')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Countdown Timer could not be shown.');
    await expect(caughtErrors).toContain('Countdown Timer: the end date is not a date');
  },
};
