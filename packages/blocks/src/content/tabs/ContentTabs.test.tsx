import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentTabs } from './ContentTabs';

describe('ContentTabs', () => {
  it('BLK-02 shows the first tab, and arrow keys move to the next tab and its content', async () => {
    const user = userEvent.setup();
    render(
      <ContentTabs
        title="Formats"
        tabs={[
          { title: 'Print', content: <p>Hardcover.</p> },
          { title: 'Large print', content: <p>16-point type.</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Print' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Hardcover.');
    screen.getByRole('tab', { name: 'Print' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Large print' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('16-point type.');
  });
});
