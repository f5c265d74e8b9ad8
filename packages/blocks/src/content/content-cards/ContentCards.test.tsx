import { render, screen } from '@testing-library/react';
import { ContentCards } from './ContentCards';

describe('ContentCards', () => {
  it('BLK-04 shows eyebrow, title, sanitised description and link buttons; new-window links are flagged', () => {
    const { container } = render(
      <ContentCards
        cards={[
          {
            title: 'Order tracking',
            eyebrowText: 'After you order',
            html: '<p>Follow an order.<img src=x onerror="alert(1)"></p>',
            buttons: [
              { label: 'Track', url: '/order-tracking' },
              { label: 'Carrier site', url: 'https://carrier.example', isNewWindow: true },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('After you order')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Order tracking' })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'Track' })).toHaveAttribute('href', '/order-tracking');
    expect(screen.getByRole('link', { name: 'Carrier site (opens in a new window)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });
});
