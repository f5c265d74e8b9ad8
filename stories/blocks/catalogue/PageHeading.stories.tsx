// Generated from the content registry by packages/blocks/src/registry/catalogue.test.ts: do not edit.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PageRenderer } from '@shelfmark/blocks';
import { demoPage, missingPage, playMissing, playPopulated, playPreview } from '../catalogueStory';

const meta = {
  title: "Blocks/PageHeading",
  component: PageRenderer,
  // The view's own stories file holds the docs page of this title; these stories render the block through the registry.
  tags: ['!autodocs'],
  args: { page: demoPage("Page Heading"), onEdit: fn() },
} satisfies Meta<typeof PageRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS-01: the block rendered from its demo document through the registry. */
export const Populated: Story = { play: playPopulated };

/** CMS-02: the block placed without its document. */
export const DocumentMissing: Story = { args: { page: missingPage("Page Heading") }, tags: ['no-visual'], play: playMissing("Page Heading") };

/** CMS-01: preview mode, with the edit button. */
export const Preview: Story = { args: { page: demoPage("Page Heading", true) }, play: playPreview("Page Heading") };
