import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaGallery } from './MediaGallery';

const images = [1, 2, 3].map((i) => ({ src: `/images/covers/978000000000${i}.svg`, alt: `Cover ${i}` }));

describe('MediaGallery', () => {
  it('BLK-03 shows 302x195 thumbnails; a click opens the viewer at that image with "i / n"', async () => {
    render(<MediaGallery title="Gallery" images={images} />);
    const thumbnail = screen.getByRole('button', { name: 'Open image 2 of 3: Cover 2' });
    expect(thumbnail.querySelector('img')).toHaveAttribute('width', '302');
    expect(thumbnail.querySelector('img')).toHaveAttribute('height', '195');
    await userEvent.click(thumbnail);
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(within(viewer).getByRole('img', { name: 'Cover 2' })).toBeInTheDocument();
    expect(viewer).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('BLK-03 next and previous wrap around; numbered buttons jump; arrow keys step', async () => {
    const user = userEvent.setup();
    render(<MediaGallery images={images} defaultOpenIndex={2} />);
    const viewer = screen.getByRole('dialog', { name: 'Image viewer' });
    await user.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(viewer).toHaveTextContent('1 / 3');
    await user.click(within(viewer).getByRole('button', { name: 'Previous image' }));
    expect(viewer).toHaveTextContent('3 / 3');
    await user.click(within(viewer).getByRole('button', { name: 'Show image 2' }));
    expect(within(viewer).getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(viewer).toHaveTextContent('1 / 3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('BLK-03 a swipe of more than 50 px changes the image; a shorter one does not', () => {
    render(<MediaGallery images={images} defaultOpenIndex={0} />);
    const figure = screen.getByRole('img', { name: 'Cover 1' }).closest('figure')!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(figure, {
        touches: [{ clientX: from, clientY: 100 }],
        changedTouches: [{ clientX: from, clientY: 100 }],
      });
      fireEvent.touchEnd(figure, { touches: [], changedTouches: [{ clientX: to, clientY: 100 }] });
    };
    swipe(200, 160);
    expect(screen.getByRole('dialog')).toHaveTextContent('1 / 3');
    swipe(200, 140);
    expect(screen.getByRole('dialog')).toHaveTextContent('2 / 3');
    swipe(100, 160);
    expect(screen.getByRole('dialog')).toHaveTextContent('1 / 3');
  });
});
