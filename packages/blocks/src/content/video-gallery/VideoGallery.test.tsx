import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoGallery, videoColumnWidth } from './VideoGallery';

describe('VideoGallery', () => {
  it('BLK-03 column width of 12: above 550 wide 8, above 350 6, otherwise the item own value or 4', () => {
    expect(videoColumnWidth({ width: 600 })).toBe(8);
    expect(videoColumnWidth({ width: 551, md: 3 })).toBe(8);
    expect(videoColumnWidth({ width: 400, md: 3 })).toBe(6);
    expect(videoColumnWidth({ width: 300, md: 3 })).toBe(3);
    expect(videoColumnWidth({})).toBe(4);
  });

  it('BLK-03 a click opens the modal player on that video; closing returns to none', async () => {
    const user = userEvent.setup();
    render(
      <VideoGallery
        title="Videos"
        videos={[
          { videoId: 'storefront-tour', title: 'Storefront tour' },
          { videoId: 'large-print-story', title: 'Large print' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video: Large print' }));
    const dialog = screen.getByRole('dialog', { name: 'Large print' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/videos/large-print-story.webm');
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
