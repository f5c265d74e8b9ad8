import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerWithVideo } from './BannerWithVideo';

const video = {
  videoId: 'storefront-tour',
  title: 'Storefront tour',
  previewImage: { src: '/media/previews/storefront-tour.jpg', alt: '' },
};

describe('BannerWithVideo', () => {
  it('BLK-01 inline: the banner plays the reference server clip with the preview image as poster, nothing preloaded', () => {
    render(<BannerWithVideo heading="See the storefront" video={video} playMode="inline" />);
    const player = screen.getByLabelText('Storefront tour');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/media/videos/storefront-tour.webm');
    expect(player).toHaveAttribute('poster', '/media/previews/storefront-tour.jpg');
    expect(player).toHaveAttribute('preload', 'none');
  });

  it('BLK-01 modal: the preview opens the player in a dialog that Escape closes, focus back on the preview', async () => {
    const user = userEvent.setup();
    render(<BannerWithVideo heading="See the storefront" video={video} />);
    const play = screen.getByRole('button', { name: 'Play video: Storefront tour' });
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'Storefront tour' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/videos/storefront-tour.webm');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(play).toHaveFocus();
  });
});
