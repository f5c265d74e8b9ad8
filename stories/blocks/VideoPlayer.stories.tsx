import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  createEmbeddedVideoProvider,
  hostedVideoServices,
  VideoPlayer,
  VideoPlayerProvider,
  type HostedVideoService,
  type VideoPlayerRenderProps,
  type VideoProvider,
} from '@shelfmark/blocks';
import { coverPath } from '../coverPaths';

const video = {
  videoId: 'storefront-tour',
  title: 'Storefront tour',
  videoAlt: 'Storefront tour',
  previewImage: { src: coverPath('9780061120015', 480), alt: '' },
};

/**
 * A team's own provider (what `createHostedVideoProvider` wraps for a hosted service): here a still
 * frame with the video's name, so the story draws the same pixels on every run.
 */
const stillFrameProvider: VideoProvider = {
  name: 'still-frame',
  Player: ({ video: v, title, autoPlay }: VideoPlayerRenderProps) => (
    <figure
      className="sm-video__player"
      style={{ margin: 0 }}
      aria-label={title}
      data-autoplay={autoPlay ? 'true' : 'false'}
    >
      {v.previewImage ? <img src={v.previewImage.src} alt="" width={240} height={360} /> : null}
      <figcaption style={{ color: '#ffffff' }}>{title}</figcaption>
    </figure>
  ),
};

const meta = {
  title: 'Blocks/VideoPlayer',
  component: VideoPlayer,
  args: { video },
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * BLK-03: the default provider: a native player of /media/videos/{videoId}.webm with the preview image as
 * poster, captions, and nothing loaded before play. A live <video> element never draws the same pixels twice.
 */
export const LocalPlayer: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const player = within(canvasElement).getByLabelText('Storefront tour');
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player).toHaveAttribute('src', '/media/videos/storefront-tour.webm');
    await expect(player).toHaveAttribute('poster', video.previewImage.src);
    await expect(player.querySelector('track[kind="captions"]')).toHaveAttribute(
      'src',
      '/media/videos/storefront-tour.vtt',
    );
    // A text alternative beside the player (WCAG 1.2.1): the clip's transcript, served with its captions.
    await expect(within(canvasElement).getByRole('link', { name: 'Transcript: Storefront tour' })).toHaveAttribute(
      'href',
      '/media/videos/storefront-tour.txt',
    );
  },
};

/** BLK-03: a provider of the team's own, chosen with VideoPlayerProvider; the player is named by the video's title. */
export const OwnProvider: Story = {
  render: (args) => (
    <VideoPlayerProvider provider={stillFrameProvider}>
      <VideoPlayer {...args} />
    </VideoPlayerProvider>
  ),
  play: async ({ canvasElement }) => {
    const player = within(canvasElement).getByRole('figure', { name: 'Storefront tour' });
    await expect(player).toHaveAttribute('data-autoplay', 'false');
  },
};

/** BLK-03: a video without a title or alt text is named by the untitled label (translatable). */
export const Untitled: Story = {
  args: {
    video: { videoId: 'clip-2', previewImage: video.previewImage },
    labels: { untitled: 'Vídeo' },
    autoPlay: true,
  },
  render: (args) => (
    <VideoPlayerProvider provider={stillFrameProvider}>
      <VideoPlayer {...args} />
    </VideoPlayerProvider>
  ),
  play: async ({ canvasElement }) => {
    const player = within(canvasElement).getByRole('figure', { name: 'Vídeo' });
    await expect(player).toHaveAttribute('data-autoplay', 'true');
  },
};

/**
 * BLK-03: a hosted service chosen by configuration (here YouTube's privacy-enhanced player), before play: the preview
 * image and a play button named for the video. Click to load: no frame, and no request to the service, until pressed.
 */
export const HostedServiceBeforePlay: Story = {
  render: (args) => (
    <VideoPlayerProvider provider={createEmbeddedVideoProvider('youtube')}>
      <VideoPlayer {...args} />
    </VideoPlayerProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const play = canvas.getByRole('button', { name: 'Play video: Storefront tour' });
    await expect(play).toHaveAttribute('data-video-service', 'youtube');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect([...canvasElement.querySelectorAll('[src]')].map((element) => element.getAttribute('src'))).toEqual([
      video.previewImage.src,
    ]);
  },
};

/**
 * The same player as the service would draw it once pressed, with the service's frame showing a still
 * picture from this origin instead (the video's cover), so the story loads nothing from elsewhere (the
 * e2e and visual runs block other origins). Not about:blank: a frame navigated there never tells
 * Playwright its network went idle, and the visual check waits for that.
 */
const STAND_IN = coverPath('9780061120015', 480);
const offlineService: HostedVideoService = {
  ...hostedVideoServices.youtube,
  embedUrl: (videoId) => `${STAND_IN}#${encodeURIComponent(videoId)}`,
};

/** BLK-03: after play is pressed the service's player frame replaces the preview, named by the video and focused. */
export const HostedServiceAfterPlay: Story = {
  render: (args) => (
    <VideoPlayerProvider provider={createEmbeddedVideoProvider(offlineService)}>
      <VideoPlayer {...args} />
    </VideoPlayerProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Storefront tour' }));
    const frame = canvas.getByTitle('Storefront tour');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', `${STAND_IN}#storefront-tour`);
    await expect(frame).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Play video: Storefront tour' })).toBeNull();
  },
};
