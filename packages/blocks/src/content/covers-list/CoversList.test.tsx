import { render, screen, within } from '@testing-library/react';
import { CoversList } from './CoversList';

describe('CoversList', () => {
  it('BLK-04 shows each cover with its title, Edition Number and Copyright', () => {
    render(
      <CoversList
        title="New"
        covers={[
          {
            image: { src: '/images/covers/9780000000002.svg', alt: 'Cover of Tides' },
            title: 'Tides',
            editionNumber: '2',
            copyright: '2024',
            url: '/products/9780000000002',
          },
          { image: { src: '/images/covers/9781594130014.svg', alt: 'Cover of Harbours' }, title: 'Harbours' },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Cover of Tides' })).toHaveAttribute('width', '200');
    expect(within(first!).getByRole('link', { name: 'Tides' })).toHaveAttribute('href', '/products/9780000000002');
    expect(first).toHaveTextContent('Edition Number2');
    expect(first).toHaveTextContent('Copyright2024');
    expect(second).not.toHaveTextContent('Edition Number');
  });

  it('BLK-04 loads the first two covers at once and the rest only as they near the screen (a lazy cover near the top held back the largest paint)', () => {
    const covers = [2, 40, 64, 88].map((n) => ({
      image: { src: `/images/covers/97800000000${String(n).padStart(2, '0')}.svg`, alt: `Cover ${n}` },
      title: `Book ${n}`,
    }));
    render(<CoversList title="New" covers={covers} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
  });
});
