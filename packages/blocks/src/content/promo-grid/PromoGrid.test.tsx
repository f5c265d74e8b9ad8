import { render, screen } from '@testing-library/react';
import { PromoGrid } from './PromoGrid';

const items = [
  {
    title: 'Children',
    description: 'Picture books.',
    image: { src: '/images/covers/9780000000002.svg', alt: '' },
    video: { videoID: 'kids' },
    iconButton: { label: 'Children’s titles', url: '/search?q=children' },
  },
  { title: 'Schools', description: 'Class sets.', image: { src: '/images/covers/9781594130014.svg', alt: '' } },
];

describe('PromoGrid', () => {
  it('BLK-04 image template: each item with its image, title, text and button, in the configured columns', () => {
    const { container } = render(<PromoGrid title="For every reader" items={items} columns={2} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Children', 'Schools']);
    expect(screen.getByRole('link', { name: 'Children’s titles' })).toHaveAttribute('href', '/search?q=children');
    expect(container.querySelector('.sm-card-grid')).toHaveAttribute('data-columns', '2');
    expect(container.querySelectorAll('.sm-promo-grid__image')).toHaveLength(2);
  });

  it('BLK-04 video template: an item with a video shows a preview that plays it; icon template draws small icons', () => {
    const { container, rerender } = render(<PromoGrid items={items} template="video" />);
    expect(screen.getByRole('button', { name: 'Play video: Children' })).toBeInTheDocument();
    rerender(<PromoGrid items={items} template="icon" />);
    expect(container.querySelectorAll('.sm-promo-grid__icon')).toHaveLength(2);
  });
});
