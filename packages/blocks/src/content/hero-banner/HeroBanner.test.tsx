import { render, screen } from '@testing-library/react';
import { HeroBanner } from './HeroBanner';

describe('HeroBanner', () => {
  it('BLK-01 shows heading (level 2 by default), subheading, description and its buttons', () => {
    render(
      <HeroBanner
        heading="Books for every library"
        subheading="Order by ISBN"
        description="Print and digital titles."
        image={{ src: '/images/covers/9780000000002.svg', alt: 'Featured cover' }}
        buttons={[
          { label: 'Browse', url: '/search' },
          { label: 'Guide', url: 'https://example.org/guide', isNewWindow: true },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Books for every library' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Books for every library' })).toHaveTextContent('Order by ISBN');
    expect(screen.getByText('Print and digital titles.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Featured cover' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/search');
    const guide = screen.getByRole('link', { name: 'Guide (opens in a new window)' });
    expect(guide).toHaveAttribute('target', '_blank');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('BLK-01 takes the heading level the editor chose', () => {
    render(<HeroBanner heading="Welcome" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
  });
});
