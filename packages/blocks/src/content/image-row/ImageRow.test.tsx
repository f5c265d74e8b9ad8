import { render, screen } from '@testing-library/react';
import { ImageRow } from './ImageRow';

const images = [1, 2, 3, 4, 5].map((i) => ({ src: `/images/covers/97800000000${i}0.svg`, alt: `Bestseller ${i}` }));

describe('ImageRow', () => {
  it('BLK-04 covers are 200x300 and numbered by position, so narrow screens hide the 4th-5th and 2nd-3rd', () => {
    render(<ImageRow images={images} />);
    const cover = screen.getByRole('img', { name: 'Bestseller 4' });
    expect(cover).toHaveAttribute('width', '200');
    expect(cover).toHaveAttribute('height', '300');
    expect(cover.closest('li')).toHaveAttribute('data-position', '4');
  });

  it('BLK-04 icons are 144x144 and may link', () => {
    render(<ImageRow template="icons" images={[{ src: '/icons/a.svg', alt: 'Awards', url: '/awards' }]} />);
    expect(screen.getByRole('img', { name: 'Awards' })).toHaveAttribute('width', '144');
    expect(screen.getByRole('link', { name: 'Awards' })).toHaveAttribute('href', '/awards');
  });
});
