import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatLabel } from '@shelfmark/forms';
import { pageRendererLabels } from '@shelfmark/blocks';
import { ContentPlaceholder } from '../../packages/blocks/src/registry/contentRenderContext';

/**
 * The note the page renderer shows in place of a block (CMS-02): a missing, undefined or invalid document, or a block
 * that failed while rendering; the rest of the page still renders.
 */
const meta = {
  title: 'Blocks/ContentPlaceholder',
  component: ContentPlaceholder,
  args: { message: formatLabel(pageRendererLabels.missingDocument, { component: 'HeroBanner' }) },
} satisfies Meta<typeof ContentPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A block whose document is missing. */
export const MissingDocument: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Missing HeroBanner document');
  },
};

/** An invalid document: the field and the rule it breaks. */
export const InvalidDocument: Story = {
  args: {
    message: formatLabel(pageRendererLabels.invalidDocument, {
      component: 'HeroBanner',
      problem: 'title: Required',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(
      'Invalid HeroBanner document: title: Required',
    );
  },
};

/** A block that failed while rendering, on the second brand. */
export const BlockFailedSecondBrand: Story = {
  args: { message: formatLabel(pageRendererLabels.blockFailed, { component: 'Video Gallery' }) },
  parameters: { shelfmark: { site: 'thorndike' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent('Video Gallery could not be shown.');
  },
};
