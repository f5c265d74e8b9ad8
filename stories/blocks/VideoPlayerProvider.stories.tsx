import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VideoPlayer, VideoPlayerProvider, type VideoPlayerRenderProps, type VideoProvider } from '@shelfmark/blocks';
import { coverPath } from '../coverPaths';

const video = {
  videoId: 'storefront-tour',
  title: 'Storefront tour',
  videoAlt: 'Storefront tour',
  previewImage: { src: coverPath('9780061120015', 480), alt: '' },
};

/** A team's own provider: a still frame with the video's name, so the story draws the same pixels on every run. */
const stillFrameProvider: VideoProvider = {
  name: 'still-frame',
  Player: ({ video: v, title }: VideoPlayerRenderProps) => (
    <figure className="sm-video__player" style={{ margin: 0 }} aria-label={title}>
      {v.previewImage ? <img src={v.previewImage.src} alt="" width={240} height={360} /> : null}
      <figcaption style={{ color: '#ffffff' }}>{title}</figcaption>
    </figure>
  ),
};

/**
 * Chooses the video provider of every video block inside it (BLK-03): a provider object of the team's own, or a
 * built-in one by name — 'local' (the reference server's clips), 'youtube' or 'vimeo' — as the site configuration names it.
 */
const meta = {
  title: 'Blocks/VideoPlayerProvider',
  component: VideoPlayerProvider,
  args: { provider: stillFrameProvider, children: <VideoPlayer video={video} /> },
} satisfies Meta<typeof VideoPlayerProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BLK-03: the team's own provider draws the player of every video block inside. */
export const OwnProvider: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Storefront tour' })).toBeInTheDocument();
  },
};

/** BLK-03: a built-in hosted service by name ('vimeo'): a click-to-load preview, nothing loaded from the service before play. */
export const HostedServiceByName: Story = {
  args: { provider: 'vimeo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play video: Storefront tour' })).toHaveAttribute(
      'data-video-service',
      'vimeo',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
