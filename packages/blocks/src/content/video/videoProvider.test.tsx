import { render, screen } from '@testing-library/react';
import { VideoPlayer } from './VideoPlayer';
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
});
