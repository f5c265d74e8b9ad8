import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalVideo, VideoPlayer } from './VideoPlayer';
import { VideoPlayerProvider } from './videoPlayerContext';
import { createHostedVideoProvider, createLocalVideoProvider } from './videoProvider';

describe('video providers', () => {
  it('BLK-03 the default provider plays /media/videos/{videoId}.webm from the site, with a configurable base path', () => {
    const { rerender } = render(<VideoPlayer video={{ videoId: 'storefront-tour', title: 'Tour' }} />);
    expect(screen.getByLabelText('Tour')).toHaveAttribute('src', '/media/videos/storefront-tour.webm');
    rerender(
      <VideoPlayerProvider provider={createLocalVideoProvider({ basePath: '/cdn/clips/' })}>
        <VideoPlayer video={{ videoId: 'tour', title: 'Tour' }} />
      </VideoPlayerProvider>,
    );
    expect(screen.getByLabelText('Tour')).toHaveAttribute('src', '/cdn/clips/tour.webm');
  });

  it('BLK-03 a hosted service adapter adds its script only when a player mounts, once, and mounts its player after it loads', async () => {
    const mount = vi.fn();
    const scriptUrl = 'https://players.video.example/player.js';
    const provider = createHostedVideoProvider({ scriptUrl, mount });
    const scripts = () => document.head.querySelectorAll(`script[src="${scriptUrl}"]`);
    expect(scripts()).toHaveLength(0);
    render(
      <VideoPlayerProvider provider={provider}>
        <VideoPlayer video={{ videoId: 'a1', title: 'First' }} />
        <VideoPlayer video={{ videoId: 'b2', title: 'Second' }} />
      </VideoPlayerProvider>,
    );
    expect(scripts()).toHaveLength(1);
    expect(mount).not.toHaveBeenCalled();
    // jsdom fetches no scripts: the test plays the browser's part and reports the script loaded.
    (scripts()[0] as HTMLScriptElement).onload?.(new Event('load'));
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(2));
    expect(mount.mock.calls[0]![1]).toMatchObject({ videoId: 'a1' });
    expect(screen.getByRole('region', { name: 'Second' })).toHaveAttribute('data-video-id', 'b2');
  });

  it('BLK-03 the default provider gives each clip its English captions track and a transcript link beside the player', () => {
    render(<VideoPlayer video={{ videoId: 'storefront-tour', title: 'Storefront tour' }} />);
    const track = screen.getByLabelText('Storefront tour').querySelector('track');
    expect(track).toHaveAttribute('src', '/media/videos/storefront-tour.vtt');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(screen.getByRole('link', { name: 'Transcript: Storefront tour' })).toHaveAttribute(
      'href',
      '/media/videos/storefront-tour.txt',
    );
  });

  it('BLK-03 a hosted service without transcripts shows no transcript link', () => {
    render(
      <VideoPlayerProvider provider={createHostedVideoProvider({ scriptUrl: '/player.js', mount: () => undefined })}>
        <VideoPlayer video={{ videoId: 'a1', title: 'First' }} />
      </VideoPlayerProvider>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('BLK-03 Escape closes the modal player and focus goes back to its preview', async () => {
    const user = userEvent.setup();
    render(<ModalVideo video={{ videoId: 'storefront-tour', title: 'Storefront tour' }} />);
    const preview = screen.getByRole('button', { name: 'Play video: Storefront tour' });
    await user.click(preview);
    expect(await screen.findByRole('dialog', { name: 'Storefront tour' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(preview).toHaveFocus());
  });
});
