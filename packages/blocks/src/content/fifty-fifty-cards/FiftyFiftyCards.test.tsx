import { render, screen } from '@testing-library/react';
import { FiftyFiftyCards } from './FiftyFiftyCards';

describe('FiftyFiftyCards', () => {
  it('BLK-04 shows each card with title, rich copy and button, image sides alternating', () => {
    render(
      <FiftyFiftyCards
        cards={[
          {
            title: 'Standing orders',
            html: '<p>Every <strong>new</strong> title.</p>',
            button: { label: 'See plans', url: '/plans' },
          },
          { title: 'Processing', html: '<p>Ready for the shelf.</p>' },
        ]}
      />,
    );
    const cards = screen.getAllByRole('article');
    expect(cards[0]).not.toHaveAttribute('data-reverse');
    expect(cards[1]).toHaveAttribute('data-reverse', 'true');
    expect(screen.getByText('new').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
  });
});
