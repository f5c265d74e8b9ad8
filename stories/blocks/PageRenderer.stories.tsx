import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageRenderer, type RenderablePage } from '@shelfmark/blocks';

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
