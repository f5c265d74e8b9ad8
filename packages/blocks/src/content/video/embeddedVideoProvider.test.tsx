import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentVideo } from '@shelfmark/api-client';
import { createEmbeddedVideoProvider } from './embeddedVideoProvider';
import { hostedVideoServices } from './hostedVideoServices';
import { ModalVideo, VideoPlayer } from './VideoPlayer';
import { VideoPlayerProvider } from './videoPlayerContext';
import { createVideoProviderFromConfig } from './videoProviderFromConfig';

const tour: ContentVideo = {
  videoId: 'dQw4w9WgXcQ',
  title: 'Storefront tour',
  previewImage: { src: '/media/previews/storefront-tour.jpg', alt: '' },
};

/** Every address in the page outside the site: what the browser would fetch from elsewhere. */
const thirdPartyAddresses = () =>
  [...document.querySelectorAll('[src], [href]')]
    .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
    .filter((address) => /^(https?:)?\/\//.test(address));

function renderWith(service: 'youtube' | 'vimeo', video: ContentVideo = tour) {
  const user = userEvent.setup();
  render(
    <VideoPlayerProvider provider={createEmbeddedVideoProvider(service)}>
      <VideoPlayer video={video} />
    </VideoPlayerProvider>,
  );
  return user;
}

describe('hosted video service adapters (click to load)', () => {
  it('BLK-03 YouTube: the preview and a play button named for the video show, and nothing loads from the service until play is pressed', async () => {
    const user = renderWith('youtube');
    const play = screen.getByRole('button', { name: 'Play video: Storefront tour' });
    expect(play.querySelector('img')).toHaveAttribute('src', '/media/previews/storefront-tour.jpg');
    expect(document.querySelector('iframe')).toBeNull();
    expect(thirdPartyAddresses()).toEqual([]);

    await user.click(play);
    const player = screen.getByTitle('Storefront tour');
    expect(player.tagName).toBe('IFRAME');
    // The privacy-enhanced player, built from the video id, playing at once: the visitor has pressed play.
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    expect(player).toHaveAttribute('allow', expect.stringContaining('autoplay'));
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Play video: Storefront tour' })).toBeNull();
    expect(thirdPartyAddresses()).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1']);
  });

  it('BLK-03 Vimeo: the Do-Not-Track player of the video id, named by its title, after play is pressed', async () => {
    const user = renderWith('vimeo', {
      videoId: '76979871',
      videoAlt: 'How to order',
      previewImage: tour.previewImage,
    });
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: How to order' }));
    expect(screen.getByTitle('How to order')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  });

  it('BLK-03 a video id from the CMS cannot leave the embed path: it is encoded into one path segment', async () => {
    const user = renderWith('youtube', { videoId: '../../evil?x=1#y', title: 'Odd' });
    await user.click(screen.getByRole('button', { name: 'Play video: Odd' }));
    const src = new URL(screen.getByTitle('Odd').getAttribute('src')!);
    expect(src.origin).toBe(hostedVideoServices.youtube.origin);
    expect(src.pathname).toBe('/embed/..%2F..%2Fevil%3Fx%3D1%23y');
  });

  it('BLK-03 the modal player (opened by a press on the preview) starts the service at once', async () => {
    const user = userEvent.setup();
    render(
      <VideoPlayerProvider provider={createEmbeddedVideoProvider('youtube')}>
        <ModalVideo video={tour} />
      </VideoPlayerProvider>,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: Storefront tour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Storefront tour' });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1',
    );
  });

  it('BLK-03 the site configuration chooses the provider: the local clips by default, a hosted service when named', () => {
    expect(createVideoProviderFromConfig(undefined).name).toBe('local');
    expect(createVideoProviderFromConfig({ provider: 'local' }).name).toBe('local');
    expect(createVideoProviderFromConfig({ provider: 'youtube' }).name).toBe('youtube');
    expect(createVideoProviderFromConfig({ provider: 'vimeo' }).name).toBe('vimeo');
  });

  it('BLK-03 VideoPlayerProvider takes the configured name as it is: a hosted service’s click-to-load player, or the local clips', () => {
    const { rerender } = render(
      <VideoPlayerProvider provider="vimeo">
        <VideoPlayer video={tour} />
      </VideoPlayerProvider>,
    );
    expect(screen.getByRole('button', { name: 'Play video: Storefront tour' })).toHaveAttribute(
      'data-video-service',
      'vimeo',
    );
    rerender(
      <VideoPlayerProvider provider="local">
        <VideoPlayer video={tour} />
      </VideoPlayerProvider>,
    );
    expect(screen.getByLabelText('Storefront tour')).toHaveAttribute('src', '/media/videos/dQw4w9WgXcQ.webm');
  });
});
