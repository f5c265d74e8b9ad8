import { render, screen } from '@testing-library/react';
import { StandingOrderPlans, tierColumns } from './StandingOrderPlans';

describe('StandingOrderPlans', () => {
  it('BLK-07 the tier grid has 1 column for one tier, otherwise 2, up to 4', () => {
    expect([1, 2, 3, 4, 6].map(tierColumns)).toEqual([1, 2, 3, 4, 4]);
  });

  it('BLK-07 shows the left card beside the tiers (heading level 3 by default) and the buttons', () => {
    const { container } = render(
      <StandingOrderPlans
        heading="Plans"
        leftCard={{ description: 'New titles every month.' }}
        tiers={[
          { title: 'Essentials', description: '4 a month' },
          { title: 'Complete', description: 'Every title' },
        ]}
        buttons={[{ label: 'Talk to your rep', url: '/find-your-rep' }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Plans' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Essentials', 'Complete']);
    expect(container.querySelector('.sm-plans__grid')).toHaveAttribute('data-columns', '2');
    expect(screen.getByText('New titles every month.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to your rep' })).toBeInTheDocument();
  });
});
