import { render, screen } from '@testing-library/react';
import { CallToActionGrid } from './CallToActionGrid';

describe('CallToActionGrid', () => {
  it('BLK-04 shows each offer under the grid title with its button', () => {
    render(
      <CallToActionGrid
        title="Get started"
        items={[
          { title: 'Open an account', description: 'For libraries.', button: { label: 'Register', url: '/register' } },
          { title: 'Find your rep', button: { label: 'Find Your Rep', url: '/find-your-rep' } },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Get started' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Find Your Rep' })).toHaveAttribute('href', '/find-your-rep');
  });
});
