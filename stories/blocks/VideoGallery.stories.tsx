import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VideoGallery } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import type { ComponentProps } from 'react';
import { headingLevelArgType } from '../argTypes';
import { staticCovers } from '../coverPaths';

const gallery = staticCovers(demoBlockDocuments['Video Gallery']!.document) as unknown as ComponentProps<
  typeof VideoGallery
>;

const meta = {
  title: 'Blocks/VideoGallery',
  component: VideoGallery,
  argTypes: { headingLevel: headingLevelArgType },
  args: gallery,
} satisfies Meta<typeof VideoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-03: a video gallery, column widths from each video's width. */
export const Gallery: Story = { render: () => <VideoGallery {...gallery} /> };

/** BLK-03: a gallery video playing in the modal. */
export const GalleryModalOpen: Story = {
  tags: ['no-visual'],
  render: () => <VideoGallery {...gallery} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video: How large print is made' }));
    await expect(within(document.body).getByRole('dialog', { name: 'How large print is made' })).toBeInTheDocument();
  },
};
