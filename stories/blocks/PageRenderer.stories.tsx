import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  contentRegistry,
  mergeRegistries,
  PageRenderer,
  type ContentBlockProps,
  type RenderablePage,
} from '@shelfmark/blocks';
import { commerceRegistry } from '@shelfmark/commerce';
import { lazyWidget } from '../../packages/commerce/src/registry/lazyWidget';

const page: RenderablePage = {
  components: [
    {
      id: 'heading',
      type: 'Page Heading',
      document: {
        title: 'About our large-print collection',
        description: 'Books set in 16-point type for readers of every age.',
      },
    },
    {
      id: 'body',
      type: 'Rich Text',
      document: {
        content: { value: '<p>Every title is printed on <strong>acid-free paper</strong> and bound to lie flat.</p>' },
      },
    },
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

/** CMS-02: in preview, a placed block whose document is missing shows its placeholder, with the edit button above it. */
export const MissingDocument: Story = {
  args: {
    page: { preview: true, components: [...page.components, { id: 'gone', type: 'Rich Text', document: null }] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Missing Rich Text document');
  },
};

/** CMS-01 CMS-02: in preview, a component the registry does not know shows its placeholder — with its own edit button. */
export const UnknownType: Story = {
  args: {
    page: { preview: true, components: [...page.components, { id: 'x', type: 'Hologram Carousel', document: {} }] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Document Hologram Carousel is not defined.');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Hologram Carousel' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'x' }));
  },
};

/** CMS-02: a visitor sees nothing of a missing document or an unknown type; the problem is reported (logged by default). */
export const VisitorSeesNoPlaceholder: Story = {
  args: {
    page: {
      components: [
        ...page.components,
        { id: 'gone', type: 'Rich Text', document: null },
        { id: 'x', type: 'Hologram Carousel', document: {} },
      ],
    },
    onContentProblem: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('acid-free paper')).toBeVisible();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
    await expect(args.onContentProblem).toHaveBeenCalledTimes(2);
  },
};

/** CMS-01: a preview page shows an edit button on each block, in a bar above it (never over the block's own controls). */
export const Preview: Story = {
  args: { page: { ...page, preview: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Rich Text' }));
    await expect(args.onEdit).toHaveBeenCalledWith(page.components[1]);
  },
};

const withEditInfo: RenderablePage = {
  preview: true,
  components: [
    ...page.components.map((c) => ({
      ...c,
      params: { edit: { page: '/about', component: c.id, updatedAt: '2026-11-02T09:00:00.000Z' } },
    })),
    {
      id: 'promo',
      type: 'Single Button',
      document: { button: { label: 'Request a trial', url: '/request-a-trial' } },
      params: { edit: { page: '/about', component: 'promo' } },
    },
    {
      id: 'countdown',
      type: 'Countdown Timer',
      document: {},
      params: { edit: { page: '/about', component: 'countdown' } },
    },
  ],
};

/**
 * CMS-01: with the site's CMS edit URL template each edit button is a link that opens the component in the CMS in a
 * new tab — the unknown block's placeholder's too; the block's own button stays clear of it.
 */
export const PreviewWithEditUrl: Story = {
  args: { page: withEditInfo, editUrlTemplate: 'https://cms.example/editor?page={page}&component={component}' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit Rich Text (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://cms.example/editor?page=%2Fabout&component=body',
    );
    await expect(canvas.getByRole('link', { name: 'Edit Countdown Timer (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://cms.example/editor?page=%2Fabout&component=countdown',
    );
    // The block's own control is not under the edit link: they do not overlap.
    const own = (await canvas.findByRole('link', { name: 'Request a trial' })).getBoundingClientRect();
    const edit = canvas.getByRole('link', { name: 'Edit Single Button (opens in a new tab)' }).getBoundingClientRect();
    await expect(
      edit.bottom <= own.top || own.bottom <= edit.top || edit.right <= own.left || own.right <= edit.left,
    ).toBe(true);
  },
};

/** A block whose code fails while rendering (a bug in a new block, not a bad document). */
function CountdownTimer(): never {
  throw new Error('Countdown Timer: the end date is not a date');
}
const withBrokenBlock = mergeRegistries(contentRegistry, {
  'Countdown Timer': { component: CountdownTimer, needsDocument: false },
});
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
    react: {
      rootOptions: {
        onCaughtError: (error: unknown) => {
          caughtErrors.push(error instanceof Error ? error.message : String(error));
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'About our large-print collection' })).toBeVisible();
    await expect(await canvas.findByText('acid-free paper')).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('Countdown Timer could not be shown.');
    await expect(caughtErrors).toContain('Countdown Timer: the end date is not a date');
  },
};

/**
 * CMS-01: a page that places a commerce widget (spec 002 §2, "Order Tracking") beside a content block, through the
 * content registry merged with `commerceRegistry`. The widget's code loads when the page places it.
 */
export const WithCommerceWidget: Story = {
  args: {
    registry: mergeRegistries(contentRegistry, commerceRegistry),
    page: { components: [page.components[1]!, { id: 'tracking', type: 'Order Tracking' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('acid-free paper')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order tracking' })).toBeVisible();
  },
};

/** A widget whose code has not arrived yet (`lazyWidget`, here one that never loads): the page renderer's loading note in its place. */
const neverLoads = lazyWidget<ContentBlockProps>(() => new Promise(() => undefined));
export const WidgetLoading: Story = {
  args: {
    registry: mergeRegistries(contentRegistry, { 'Order Tracking': { component: neverLoads, needsDocument: false } }),
    page: { components: [page.components[1]!, { id: 'tracking', type: 'Order Tracking' }] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('acid-free paper')).toBeVisible();
    await expect(canvas.getByText('Loading Order Tracking…')).toBeVisible();
  },
};
