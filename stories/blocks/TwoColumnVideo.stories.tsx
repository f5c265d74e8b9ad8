import type { Meta, StoryObj } from '@storybook/react-vite';
import { TwoColumnVideo, type VideoGallery } from '@shelfmark/blocks';
import { demoBlockDocuments } from '@shelfmark/api-client/testing';
import type { ComponentProps } from 'react';
import { enumArgType, headingLevelArgType } from '../argTypes';
import { staticCovers } from '../coverPaths';

const gallery = staticCovers(demoBlockDocuments['Video Gallery']!.document) as unknown as ComponentProps<
  typeof VideoGallery
>;

const meta = {
  title: 'Blocks/TwoColumnVideo',
  component: TwoColumnVideo,
  argTypes: { headingLevel: headingLevelArgType, videoPosition: enumArgType('left', 'right') },
  args: {
    title: 'How large print is made',
    html: '<p>A short film from our printers.</p>',
    videoPosition: 'right',
    video: gallery.videos[1]!,
  },
} satisfies Meta<typeof TwoColumnVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-03: two-column video with the video on the right. */
export const TwoColumnRight: Story = {
  render: () => (
    <TwoColumnVideo
      title="How large print is made"
      html="<p>A short film from our printers.</p>"
      videoPosition="right"
      video={gallery.videos[1]!}
    />
  ),
};
