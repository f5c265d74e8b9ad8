import { render, screen } from '@testing-library/react';
import { PromoCatalogueCards } from './PromoCatalogueCards';

describe('PromoCatalogueCards', () => {
  it('BLK-05 each card links with its title; the description it swaps in on hover or focus is inside the link', () => {
    const { container } = render(
      <PromoCatalogueCards
        columns={4}
        cards={[
          {
            title: 'Large print',
            link: '/search?q=large',
            description: 'Comfortable reading.',
            image: { src: '/images/covers/9780000000002.svg', alt: 'x' },
          },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: /Large print/ });
    expect(link).toHaveAttribute('href', '/search?q=large');
    expect(link).toHaveTextContent('Comfortable reading.');
    expect(screen.getByRole('heading', { level: 3, name: 'Large print' })).toBeInTheDocument();
    expect(container.querySelector('.sm-card-grid')).toHaveAttribute('data-columns', '4');
  });
});
