import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  contentRegistry,
  documentBlock,
  mergeRegistries,
  NestedContent,
  PageRenderer,
  type ContentBlockProps,
  type DocumentSchema,
  type RenderablePage,
} from '@shelfmark/blocks';

/**
 * What `contentRegistry`, `mergeRegistries`, `documentBlock` and `NestedContent` enable together (CMS-01):
 * a team's own container block, registered beside the package's blocks, validating its document and
 * placing its nested components in two panels through the page's registry.
 */
interface SideBySideDocument {
  leftTitle: string;
  rightTitle: string;
}

const sideBySideSchema: DocumentSchema<SideBySideDocument> = {
  safeParse(value) {
    const doc = (value ?? {}) as Record<string, unknown>;
    for (const field of ['leftTitle', 'rightTitle'] as const) {
      if (typeof doc[field] !== 'string' || doc[field] === '') {
        return { success: false, error: { issues: [{ path: [field], message: 'is required' }] } };
      }
    }
    return { success: true, data: { leftTitle: doc.leftTitle as string, rightTitle: doc.rightTitle as string } };
  },
};

function SideBySide({ document, component }: ContentBlockProps<SideBySideDocument>) {
  const [first, ...rest] = component.components ?? [];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, fontFamily: 'var(--sm-font-family)' }}>
      <section aria-label={document.leftTitle}>
        <h2>{document.leftTitle}</h2>
        {first ? <NestedContent components={[first]} /> : null}
      </section>
      <section aria-label={document.rightTitle}>
        <h2>{document.rightTitle}</h2>
        <NestedContent components={rest} />
      </section>
    </div>
  );
}

const registry = mergeRegistries(contentRegistry, {
  'Side By Side': { component: documentBlock(sideBySideSchema, SideBySide) },
});

const richText = (id: string, html: string) => ({ id, type: 'Rich Text', document: { content: { value: html } } });
const page = (document: Record<string, unknown>): RenderablePage => ({
  components: [
    {
      id: 'side-by-side',
      type: 'Side By Side',
      document,
      components: [
        richText('left', '<p>Standing orders ship every new title of a series.</p>'),
        richText('right-1', '<p>Spine labels and barcodes on request.</p>'),
        richText('right-2', '<p>Invoices as PDF from My Orders.</p>'),
      ],
    },
  ],
});

const meta = {
  title: 'Blocks/NestedContent',
  component: NestedContent as unknown as typeof PageRenderer,
  // A block renders NestedContent inside a page: the story places that block through the PageRenderer.
  render: (args) => <PageRenderer {...args} />,
  args: { page: page({ leftTitle: 'Ordering', rightTitle: 'Processing' }), registry },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS-01: the team's block places its nested Rich Text blocks in two panels. */
export const TwoPanels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const left = within(canvas.getByRole('region', { name: 'Ordering' }));
    const right = within(canvas.getByRole('region', { name: 'Processing' }));
    await expect(await left.findByText('Standing orders ship every new title of a series.')).toBeVisible();
    await expect(await right.findByText('Invoices as PDF from My Orders.')).toBeVisible();
    await expect(right.getByText('Spine labels and barcodes on request.')).toBeVisible();
  },
};

/** CMS-02: a document the block's schema refuses shows the note naming the field; nothing else of it renders. */
export const InvalidDocument: Story = {
  args: { page: page({ leftTitle: 'Ordering' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'Invalid Side By Side document: rightTitle is required',
    );
    await expect(canvas.queryByRole('region', { name: 'Ordering' })).not.toBeInTheDocument();
  },
};
