import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MediaGallery } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import type { ComponentProps } from 'react';
import { staticCovers } from '../coverPaths';

const images = (
  staticCovers(demoBlockDocuments['Media Gallery']!.document) as unknown as ComponentProps<typeof MediaGallery>
).images;

const meta = {
  title: 'Blocks/MediaGallery',
  component: MediaGallery,
  args: { title: 'From the new catalogue', images },
} satisfies Meta<typeof MediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-03: thumbnails of 302x195. */
export const Thumbnails: Story = {};

/** BLK-03: the viewer open at the second image, "2 / 5", jump buttons. */
export const ViewerOpen: Story = {
  args: { defaultOpenIndex: 1 },
  play: async () => {
    const viewer = within(document.body).getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toHaveTextContent('2 / 5');
  },
};

/** BLK-03: next from the last image wraps to the first. */
export const ViewerWrapsAround: Story = {
  args: { defaultOpenIndex: 4 },
  play: async () => {
    const viewer = within(document.body).getByRole('dialog', { name: 'Image viewer' });
    within(viewer).getByRole('button', { name: 'Next image' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(viewer).toHaveTextContent('1 / 5');
  },
};
